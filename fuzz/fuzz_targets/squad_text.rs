#![no_main]
//! `text` of Squad: see `wargames_fuzz::text`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::text::<wargames_squad::Squad>(data) {
        panic!("squad_text: {breach}");
    }
});
