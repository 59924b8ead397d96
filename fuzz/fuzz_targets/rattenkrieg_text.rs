#![no_main]
//! `text` of Rattenkrieg: see `wargames_fuzz::text`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::text::<wargames_rattenkrieg::Rattenkrieg>(data) {
        panic!("rattenkrieg_text: {breach}");
    }
});
