#![no_main]
//! `steps` of Arnswalde: see `wargames_fuzz::steps`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::steps::<wargames_arnswalde::Arnswalde>(data) {
        panic!("arnswalde_steps: {breach}");
    }
});
