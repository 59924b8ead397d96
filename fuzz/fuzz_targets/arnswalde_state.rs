#![no_main]
//! `state` of Arnswalde: see `wargames_fuzz::state`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::state::<wargames_arnswalde::Arnswalde>(data) {
        panic!("arnswalde_state: {breach}");
    }
});
