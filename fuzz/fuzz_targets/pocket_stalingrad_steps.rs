#![no_main]
//! `steps` of PocketStalingrad: see `wargames_fuzz::steps`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::steps::<wargames_pocket_stalingrad::PocketStalingrad>(data) {
        panic!("pocket_stalingrad_steps: {breach}");
    }
});
