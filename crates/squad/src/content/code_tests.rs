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
