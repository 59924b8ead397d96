#![no_main]
//! Squad's card set as data: see `wargames_fuzz::content`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(breach) = wargames_fuzz::content(data) {
        panic!("squad_content: {breach}");
    }
});
