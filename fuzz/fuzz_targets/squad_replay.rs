#![no_main]
//! `replay` of Squad: see `wargames_fuzz::replay`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::replay::<wargames_squad::Squad>(data) {
        panic!("squad_replay: {breach}");
    }
});
