#![no_main]
//! `state` of PocketStalingrad: see `wargames_fuzz::state`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::state::<wargames_pocket_stalingrad::PocketStalingrad>(data) {
        panic!("pocket_stalingrad_state: {breach}");
    }
});
