#![no_main]
//! `options` of Rattenkrieg: see `wargames_fuzz::options`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::options::<wargames_rattenkrieg::Rattenkrieg>(data) {
        panic!("rattenkrieg_options: {breach}");
    }
});
