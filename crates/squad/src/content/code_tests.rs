//! Card ids: what reads as one.

use crate::content::code::*;

#[test]
fn codes_round_trip_and_refuse_bad_text() {
    let c = Code::new("E03").unwrap();
    assert_eq!(c.to_string(), "E03");
    assert!(Code::new("").is_err());
    assert!(Code::new("TOO-LONG-1").is_err());
    assert!(Code::new("a b").is_err());
    let json = serde_json::to_string(&c).unwrap();
    assert_eq!(serde_json::from_str::<Code>(&json).unwrap(), c);
}

/// The letter and number of a code as its text reads: the first character
/// if upper-case, the digits it ends in parsed.
fn read_from_text(c: &Code) -> (Option<u8>, Option<u32>) {
    let text = c.as_str();
    let digits = text.len() - text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let letter = text.bytes().next().filter(u8::is_ascii_uppercase);
    (letter, text[text.len() - digits..].parse().ok())
}

#[test]
fn a_codes_letter_and_number_are_those_its_text_reads() {
    for text in [
        "E03", "W09", "M01", "O12", "S6", "L63", "L64", "A9999999", "00000063", "12345678", "Q", "q2", "PIAT", "x-1",
        "Z_0", "B7a", "b", "-9", "_",
    ] {
        let c = Code::new(text).unwrap();
        assert_eq!((c.letter(), c.number()), read_from_text(&c), "{text}");
    }
    assert_eq!(Code::new("12345678").unwrap().number(), Some(12_345_678));
    assert_eq!(Code::new("E03").unwrap().letter(), Some(b'E'));
}
