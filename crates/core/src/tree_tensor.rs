//! Any serializable value written into an observation tensor as a tagged
//! tree, depth first, straight from its `Serialize` impl (no JSON value is
//! built): the whole of a view in a fixed number of values, so that two
//! different views give different tensors without a layout written field
//! by field.
//!
//! Each value is a tag (`tag / 8`) and its content:
//!
//! | value | tag | content |
//! |---|---|---|
//! | none, `()`, a unit struct | 1 | nothing |
//! | `false`, `true` | 2, 3 | nothing |
//! | a whole number | 4 | three 22-bit parts of its 64 bits (two's complement when negative), each / 2^24 |
//! | a float | 4 | the same, of its bits |
//! | a text, a char, a unit variant | 5 | its FNV-1a number below 2^24, / 2^24 |
//! | a list, a tuple | 6 | its length / 2^24, then its items |
//! | a variant with content | 7 | its name's number / 2^24, then its content (one value, a list of its fields, or its fields) |
//!
//! A struct is its fields in declaration order (no tag); a map its keys and
//! values in its order; `Some(x)` is `x`. Values past the end of the buffer
//! are not written, and [`ObservationWriter::position`] says how many the
//! value needed.

use serde::Serialize;
use serde::ser;

use crate::encoding::ObservationWriter;

/// The tags, each written as `tag / 8`.
mod tag {
    pub(super) const NULL: f32 = 1.0;
    pub(super) const FALSE: f32 = 2.0;
    pub(super) const TRUE: f32 = 3.0;
    pub(super) const NUMBER: f32 = 4.0;
    pub(super) const TEXT: f32 = 5.0;
    pub(super) const LIST: f32 = 6.0;
    pub(super) const VARIANT: f32 = 7.0;
}

/// 2^24: whole numbers below it are exact in an `f32`.
const EXACT: f32 = 16_777_216.0;

/// A text as a number below 2^24 (FNV-1a, folded), the same on every
/// platform and run.
fn text_number(text: &str) -> f32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in text.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    ((h >> 24) ^ (h & 0x00ff_ffff)) as f32
}

/// Writes `value` into `w` as a tagged tree (the table in this module's
/// documentation), leaving out the fields of the top-level struct named in
/// `skip` (those a game writes by a layout of its own).
///
/// ```
/// use serde::Serialize;
/// use wargames_core::{ObservationWriter, write_tree};
///
/// #[derive(Serialize)]
/// struct Seen { round: u8, name: String, held: Vec<bool> }
///
/// let mut out = [0.0f32; 16];
/// let mut w = ObservationWriter::new(&mut out);
/// write_tree(&mut w, &Seen { round: 3, name: "x".into(), held: vec![true] }, &["name"]);
/// // round: a number in four values; held: a list of one `true` in three.
/// assert_eq!(w.position(), 7);
/// assert_eq!(&out[..4], &[0.5, 3.0 / 16_777_216.0, 0.0, 0.0]);
/// ```
pub fn write_tree<T: Serialize + ?Sized>(w: &mut ObservationWriter<'_>, value: &T, skip: &[&str]) {
    // The writer never fails: a sequence of unknown length is written with
    // the length of what it yields (see `Seq`).
    let _ = value.serialize(Tree { w, skip });
}

/// The serializer: the writer, and the top-level fields to leave out
/// (empty below the top).
struct Tree<'w, 'a, 's> {
    w: &'w mut ObservationWriter<'a>,
    skip: &'s [&'s str],
}

/// Never raised: every value can be written.
#[derive(Debug)]
struct Never;

impl std::fmt::Display for Never {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a value the tensor cannot hold")
    }
}

impl std::error::Error for Never {}

impl ser::Error for Never {
    fn custom<T: std::fmt::Display>(_: T) -> Never {
        Never
    }
}

impl Tree<'_, '_, '_> {
    fn tag(&mut self, tag: f32) {
        self.w.scalar(tag, 8.0);
    }

    fn number(&mut self, v: u64) {
        self.tag(tag::NUMBER);
        for shift in [0, 22, 44] {
            self.w.scalar(((v >> shift) & 0x3f_ffff) as f32, EXACT);
        }
    }

    fn text(&mut self, text: &str) {
        self.tag(tag::TEXT);
        self.w.scalar(text_number(text), EXACT);
    }

    fn variant(&mut self, name: &str) {
        self.tag(tag::VARIANT);
        self.w.scalar(text_number(name), EXACT);
    }

    fn list(&mut self, len: usize) {
        self.tag(tag::LIST);
        self.w.scalar(len as f32, EXACT);
    }
}

/// A child of the tree: the same writer, nothing left out.
fn child<'w, 'a>(w: &'w mut ObservationWriter<'a>) -> Tree<'w, 'a, 'static> {
    Tree { w, skip: &[] }
}

impl<'w, 'a, 's> ser::Serializer for Tree<'w, 'a, 's> {
    type Ok = ();
    type Error = Never;
    type SerializeSeq = Seq<'w, 'a>;
    type SerializeTuple = Seq<'w, 'a>;
    type SerializeTupleStruct = Seq<'w, 'a>;
    type SerializeTupleVariant = Seq<'w, 'a>;
    type SerializeMap = Fields<'w, 'a, 's>;
    type SerializeStruct = Fields<'w, 'a, 's>;
    type SerializeStructVariant = Fields<'w, 'a, 's>;

    fn serialize_bool(mut self, v: bool) -> Result<(), Never> {
        self.tag(if v { tag::TRUE } else { tag::FALSE });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Never> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Result<(), Never> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Result<(), Never> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(mut self, v: i64) -> Result<(), Never> {
        self.number(v as u64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Never> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Result<(), Never> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Result<(), Never> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u64(mut self, v: u64) -> Result<(), Never> {
        self.number(v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Never> {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(mut self, v: f64) -> Result<(), Never> {
        self.number(v.to_bits());
        Ok(())
    }
    fn serialize_char(mut self, v: char) -> Result<(), Never> {
        self.text(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(mut self, v: &str) -> Result<(), Never> {
        self.text(v);
        Ok(())
    }
    fn serialize_bytes(mut self, v: &[u8]) -> Result<(), Never> {
        self.list(v.len());
        for b in v {
            self.number(u64::from(*b));
        }
        Ok(())
    }
    fn serialize_none(mut self) -> Result<(), Never> {
        self.tag(tag::NULL);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Never> {
        value.serialize(child(self.w))
    }
    fn serialize_unit(self) -> Result<(), Never> {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Never> {
        self.serialize_none()
    }
    fn serialize_unit_variant(mut self, _: &'static str, _: u32, variant: &'static str) -> Result<(), Never> {
        self.text(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<(), Never> {
        value.serialize(child(self.w))
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Never> {
        self.variant(variant);
        value.serialize(child(self.w))
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<Seq<'w, 'a>, Never> {
        Ok(Seq::open(self.w, len))
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'w, 'a>, Never> {
        Ok(Seq::open(self.w, Some(len)))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Seq<'w, 'a>, Never> {
        Ok(Seq::open(self.w, Some(len)))
    }
    fn serialize_tuple_variant(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Seq<'w, 'a>, Never> {
        self.variant(variant);
        Ok(Seq::open(self.w, Some(len)))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Fields<'w, 'a, 's>, Never> {
        Ok(Fields { w: self.w, skip: self.skip })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'w, 'a, 's>, Never> {
        Ok(Fields { w: self.w, skip: self.skip })
    }
    fn serialize_struct_variant(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Fields<'w, 'a, 's>, Never> {
        self.variant(variant);
        Ok(Fields { w: self.w, skip: &[] })
    }
}

/// A list's items. Its length is written first; a sequence that does not
/// say its length up front is written with the count of its items, which
/// the writer cannot go back to, so it is counted as it goes and written
/// after (still one value, so the layout is the same shape).
struct Seq<'w, 'a> {
    w: &'w mut ObservationWriter<'a>,
    /// Items still to count, for a sequence of unknown length.
    counted: Option<usize>,
}

impl<'w, 'a> Seq<'w, 'a> {
    fn open(w: &'w mut ObservationWriter<'a>, len: Option<usize>) -> Seq<'w, 'a> {
        match len {
            Some(len) => {
                child(w).list(len);
                Seq { w, counted: None }
            }
            None => {
                w.scalar(tag::LIST, 8.0);
                Seq { w, counted: Some(0) }
            }
        }
    }

    fn item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Never> {
        if let Some(n) = self.counted.as_mut() {
            *n += 1;
        }
        value.serialize(child(self.w))
    }

    fn close(self) -> Result<(), Never> {
        if let Some(n) = self.counted {
            self.w.scalar(n as f32, EXACT);
        }
        Ok(())
    }
}

/// The four kinds of list serde tells apart, written alike: each item in
/// turn, then the count if the length was not known up front.
macro_rules! seq_kind {
    ($($kind:ident :: $item:ident),*) => {$(
        impl ser::$kind for Seq<'_, '_> {
            type Ok = ();
            type Error = Never;
            fn $item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Never> {
                self.item(value)
            }
            fn end(self) -> Result<(), Never> {
                self.close()
            }
        }
    )*};
}

seq_kind!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// A struct's fields (those not left out) or a map's keys and values.
struct Fields<'w, 'a, 's> {
    w: &'w mut ObservationWriter<'a>,
    skip: &'s [&'s str],
}

impl ser::SerializeStruct for Fields<'_, '_, '_> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Never> {
        if self.skip.contains(&key) {
            return Ok(());
        }
        value.serialize(child(self.w))
    }
    fn end(self) -> Result<(), Never> {
        Ok(())
    }
}

impl ser::SerializeStructVariant for Fields<'_, '_, '_> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, _: &'static str, value: &T) -> Result<(), Never> {
        value.serialize(child(self.w))
    }
    fn end(self) -> Result<(), Never> {
        Ok(())
    }
}

impl ser::SerializeMap for Fields<'_, '_, '_> {
    type Ok = ();
    type Error = Never;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Never> {
        key.serialize(child(self.w))
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Never> {
        value.serialize(child(self.w))
    }
    fn end(self) -> Result<(), Never> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use serde::Serialize;

    use super::write_tree;
    use crate::encoding::ObservationWriter;

    #[derive(Serialize)]
    enum Kind {
        Plain,
        One(u8),
        Pair(u8, u8),
        Named { a: u8 },
    }

    #[derive(Serialize)]
    struct Seen {
        round: u8,
        skipped: u8,
        kind: Kind,
        inner: Inner,
        maybe: Option<i8>,
        list: Vec<bool>,
    }

    #[derive(Serialize)]
    struct Inner {
        skipped: u8,
    }

    fn tensor<T: Serialize>(value: &T, skip: &[&str]) -> (Vec<f32>, usize) {
        let mut out = vec![9.0f32; 64];
        let mut w = ObservationWriter::new(&mut out);
        write_tree(&mut w, value, skip);
        let used = w.position();
        out.truncate(used.min(64));
        (out, used)
    }

    fn seen(kind: Kind, maybe: Option<i8>) -> Seen {
        Seen { round: 1, skipped: 2, kind, inner: Inner { skipped: 3 }, maybe, list: vec![true, false] }
    }

    #[test]
    fn different_values_write_different_trees() {
        let kinds = [
            seen(Kind::Plain, None),
            seen(Kind::One(0), None),
            seen(Kind::Pair(0, 0), None),
            seen(Kind::Named { a: 0 }, None),
            seen(Kind::Plain, Some(0)),
            seen(Kind::Plain, Some(-1)),
        ];
        let tensors: Vec<_> = kinds.iter().map(|k| tensor(k, &["skipped"]).0).collect();
        for (i, a) in tensors.iter().enumerate() {
            for b in &tensors[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn only_the_top_level_fields_named_are_left_out() {
        let (with, _) = tensor(&seen(Kind::Plain, None), &[]);
        let (without, _) = tensor(&seen(Kind::Plain, None), &["skipped"]);
        // The top-level `skipped` (a number: four values) is gone; the
        // inner struct's field of the same name stays.
        assert_eq!(with.len(), without.len() + 4);
        assert!(without.contains(&(3.0 / 16_777_216.0)));
    }

    #[test]
    fn a_sequence_of_unknown_length_counts_its_items() {
        struct Unknown;
        impl Serialize for Unknown {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeSeq;
                let mut seq = s.serialize_seq(None)?;
                seq.serialize_element(&true)?;
                seq.serialize_element(&true)?;
                seq.end()
            }
        }
        let (out, used) = tensor(&Unknown, &[]);
        assert_eq!(used, 4);
        assert_eq!(out, vec![6.0 / 8.0, 3.0 / 8.0, 3.0 / 8.0, 2.0 / 16_777_216.0]);
    }

    #[test]
    fn values_past_the_buffer_are_counted_not_written() {
        let mut out = [0.0f32; 2];
        let mut w = ObservationWriter::new(&mut out);
        write_tree(&mut w, &vec![1u8, 2, 3], &[]);
        assert_eq!(w.position(), 2 + 3 * 4);
        assert_eq!(out, [6.0 / 8.0, 3.0 / 16_777_216.0]);
    }
}
