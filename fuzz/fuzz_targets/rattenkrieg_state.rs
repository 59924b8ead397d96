#![no_main]
//! `state` of Rattenkrieg: see `wargames_fuzz::state`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::state::<wargames_rattenkrieg::Rattenkrieg>(data) {
        panic!("rattenkrieg_state: {breach}");
    }
});
