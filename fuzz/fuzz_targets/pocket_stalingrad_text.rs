#![no_main]
//! `text` of PocketStalingrad: see `wargames_fuzz::text`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::text::<wargames_pocket_stalingrad::PocketStalingrad>(data) {
        panic!("pocket_stalingrad_text: {breach}");
    }
});
