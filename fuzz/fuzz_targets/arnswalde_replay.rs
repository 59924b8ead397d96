#![no_main]
//! `replay` of Arnswalde: see `wargames_fuzz::replay`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::replay::<wargames_arnswalde::Arnswalde>(data) {
        panic!("arnswalde_replay: {breach}");
    }
});
