#![no_main]
//! `steps` of Squad: see `wargames_fuzz::steps`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::steps::<wargames_squad::Squad>(data) {
        panic!("squad_steps: {breach}");
    }
});
