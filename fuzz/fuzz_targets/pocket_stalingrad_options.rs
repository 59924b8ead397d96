#![no_main]
//! `options` of PocketStalingrad: see `wargames_fuzz::options`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::options::<wargames_pocket_stalingrad::PocketStalingrad>(data) {
        panic!("pocket_stalingrad_options: {breach}");
    }
});
