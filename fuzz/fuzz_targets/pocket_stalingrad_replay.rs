#![no_main]
//! `replay` of PocketStalingrad: see `wargames_fuzz::replay`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::replay::<wargames_pocket_stalingrad::PocketStalingrad>(data) {
        panic!("pocket_stalingrad_replay: {breach}");
    }
});
