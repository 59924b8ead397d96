#![no_main]
//! `options` of Arnswalde: see `wargames_fuzz::options`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::options::<wargames_arnswalde::Arnswalde>(data) {
        panic!("arnswalde_options: {breach}");
    }
});
