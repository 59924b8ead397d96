#![no_main]
//! `options` of Squad: see `wargames_fuzz::options`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::options::<wargames_squad::Squad>(data) {
        panic!("squad_options: {breach}");
    }
});
