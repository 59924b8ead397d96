#![no_main]
//! `text` of Arnswalde: see `wargames_fuzz::text`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::text::<wargames_arnswalde::Arnswalde>(data) {
        panic!("arnswalde_text: {breach}");
    }
});
