#![no_main]
//! `state` of Squad: see `wargames_fuzz::state`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::state::<wargames_squad::Squad>(data) {
        panic!("squad_state: {breach}");
    }
});
