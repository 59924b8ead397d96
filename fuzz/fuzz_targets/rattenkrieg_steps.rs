#![no_main]
//! `steps` of Rattenkrieg: see `wargames_fuzz::steps`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::steps::<wargames_rattenkrieg::Rattenkrieg>(data) {
        panic!("rattenkrieg_steps: {breach}");
    }
});
