#![no_main]
//! `replay` of Rattenkrieg: see `wargames_fuzz::replay`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::replay::<wargames_rattenkrieg::Rattenkrieg>(data) {
        panic!("rattenkrieg_replay: {breach}");
    }
});
