//! The binary form of the engine's responses (`rowkey_core::protocol::Response`) as they cross
//! from the worker to the page: each type lists its fields once ([`wire_struct!`],
//! [`wire_enum!`]) and is written and read field by field, in that order.
//!
//! Integers are LEB128 varints (signed ones zigzagged, as postcard writes them), floats their
//! 8 bytes, strings and lists their length first, an enum its variant's index (one byte), an
//! `Option` or `Result` a one-byte tag.
//!
//! Reading never stops half-way: past the end, or on a malformed value, the [`Reader`] notes
//! the failure and gives zeros and empty values from then on, so a read value needs no partly
//! built fields dropped on each error path (that is most of the code a `serde` reader costs
//! the page). [`from_bytes`] then refuses the whole message.

use std::ops::Range;

/// A type that crosses the worker boundary in the binary form.
pub trait Wire: Sized {
    /// Appends the value to `out`.
    fn put(&self, out: &mut Vec<u8>);
    /// Reads a value (any value once `r` has failed).
    fn take(r: &mut Reader<'_>) -> Self;
}

/// The bytes still to read, and whether reading failed.
#[derive(Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    failed: bool,
}

impl<'a> Reader<'a> {
    /// Notes that the input is not a valid message.
    pub fn fail(&mut self) {
        self.failed = true;
        self.bytes = &[];
    }

    fn byte(&mut self) -> u8 {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                b
            }
            None => {
                self.fail();
                0
            }
        }
    }

    fn bytes(&mut self, n: usize) -> &'a [u8] {
        match (self.bytes.get(..n), self.bytes.get(n..)) {
            (Some(taken), Some(rest)) => {
                self.bytes = rest;
                taken
            }
            _ => {
                self.fail();
                &[]
            }
        }
    }

    fn varint(&mut self) -> u64 {
        let mut value = 0_u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte();
            value |= u64::from(b & 0x7F) << shift;
            if b & 0x80 == 0 {
                if shift == 63 && b > 1 {
                    break;
                }
                return value;
            }
        }
        self.fail();
        0
    }

    /// A length or index: at most the bytes left, since every element takes one at least.
    fn len(&mut self) -> usize {
        let n = self.varint();
        match usize::try_from(n) {
            Ok(n) if n <= self.bytes.len() => n,
            _ => {
                self.fail();
                0
            }
        }
    }

    /// An enum's variant index below `count` (the last variant, failed, otherwise).
    pub fn tag(&mut self, count: usize) -> usize {
        let tag = usize::from(self.byte());
        if tag < count {
            tag
        } else {
            self.fail();
            count - 1
        }
    }
}

/// The message `value` as bytes.
pub fn to_bytes<T: Wire>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.put(&mut out);
    out
}

/// Reads a message written by [`to_bytes`]: every byte, exactly.
///
/// # Errors
///
/// When the bytes are cut short, go on past the message or hold a malformed value.
pub fn from_bytes<T: Wire>(bytes: &[u8]) -> Result<T, String> {
    let mut r = Reader {
        bytes,
        failed: false,
    };
    let value = T::take(&mut r);
    if r.failed || !r.bytes.is_empty() {
        return Err("not a response of this version of the engine".to_owned());
    }
    Ok(value)
}

/// Reads a field of a tuple variant ([`wire_enum!`]; `_name` only counts the fields).
pub fn field<T: Wire>(r: &mut Reader<'_>, _name: &str) -> T {
    T::take(r)
}

/// The position of `name` in `names` (for [`wire_enum!`]'s variant indices, at compile time).
pub const fn index_of(names: &[&str], name: &str) -> u8 {
    let mut i = 0;
    while i < names.len() {
        let (a, b) = (names[i].as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i as u8;
            }
        }
        i += 1;
    }
    panic!("no such variant")
}

/// `Wire` for a struct from its field names (tuple structs: `0`, `1`, …), in order; fields
/// after `skip` are not sent and read as their `Default`.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_struct {
    ($ty:ident { $($field:tt),* $(,)? $(; skip $($skip:ident),*)? }) => {
        impl $crate::wire::Wire for $ty {
            fn put(&self, out: &mut Vec<u8>) {
                $( $crate::wire::Wire::put(&self.$field, out); )*
            }
            fn take(r: &mut $crate::wire::Reader<'_>) -> Self {
                Self {
                    $( $field: $crate::wire::Wire::take(r), )*
                    $($( $skip: Default::default(), )*)?
                }
            }
        }
    };
}
pub use __wire_struct as wire_struct;

/// `Wire` for an enum from its variants: `Unit`, `Tuple(a, b)` (any names, one per field),
/// `Struct { x, y }`.
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_enum {
    ($ty:ident { $($variant:ident $(( $($tf:ident),* ))? $({ $($sf:ident),* })?),* $(,)? }) => {
        impl $crate::wire::Wire for $ty {
            fn put(&self, out: &mut Vec<u8>) {
                const NAMES: &[&str] = &[$(stringify!($variant)),*];
                match self {
                    $(
                        Self::$variant $(( $($tf),* ))? $({ $($sf),* })? => {
                            const TAG: u8 = $crate::wire::index_of(NAMES, stringify!($variant));
                            out.push(TAG);
                            $($( $crate::wire::Wire::put($tf, out); )*)?
                            $($( $crate::wire::Wire::put($sf, out); )*)?
                        }
                    )*
                }
            }
            fn take(r: &mut $crate::wire::Reader<'_>) -> Self {
                const READ: &[fn(&mut $crate::wire::Reader<'_>) -> $ty] = &[$(
                    |_r| $ty::$variant
                        $(( $($crate::wire::field(_r, stringify!($tf))),* ))?
                        $({ $($sf: $crate::wire::Wire::take(_r)),* })?
                ),*];
                let tag = r.tag(READ.len());
                READ[tag](r)
            }
        }
    };
}
pub use __wire_enum as wire_enum;

impl Wire for bool {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }
    fn take(r: &mut Reader<'_>) -> Self {
        match r.byte() {
            0 => false,
            1 => true,
            _ => {
                r.fail();
                false
            }
        }
    }
}

impl Wire for u8 {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(*self);
    }
    fn take(r: &mut Reader<'_>) -> Self {
        r.byte()
    }
}

fn put_varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

macro_rules! wire_unsigned {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                put_varint(*self as u64, out);
            }
            fn take(r: &mut Reader<'_>) -> Self {
                let v = r.varint();
                <$t>::try_from(v).unwrap_or_else(|_| {
                    r.fail();
                    0
                })
            }
        }
    )*};
}
wire_unsigned!(u16, u32, u64, usize);

macro_rules! wire_signed {
    ($($t:ty),*) => {$(
        impl Wire for $t {
            fn put(&self, out: &mut Vec<u8>) {
                let v = *self as i64;
                put_varint(((v << 1) ^ (v >> 63)) as u64, out);
            }
            fn take(r: &mut Reader<'_>) -> Self {
                let z = r.varint();
                let v = ((z >> 1) as i64) ^ -((z & 1) as i64);
                <$t>::try_from(v).unwrap_or_else(|_| {
                    r.fail();
                    0
                })
            }
        }
    )*};
}
wire_signed!(i32, i64);

impl Wire for f64 {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_bits().to_le_bytes());
    }
    fn take(r: &mut Reader<'_>) -> Self {
        let mut b = [0; 8];
        b.copy_from_slice(r.bytes(8).get(..8).unwrap_or(&[0; 8]));
        f64::from_bits(u64::from_le_bytes(b))
    }
}

impl Wire for String {
    fn put(&self, out: &mut Vec<u8>) {
        put_varint(self.len() as u64, out);
        out.extend_from_slice(self.as_bytes());
    }
    fn take(r: &mut Reader<'_>) -> Self {
        let n = r.len();
        match std::str::from_utf8(r.bytes(n)) {
            Ok(s) => s.to_owned(),
            Err(_) => {
                r.fail();
                String::new()
            }
        }
    }
}

/// A stable code such as a lint's ([`crate::protocol::StaticText`]), read back through the
/// protocol's interner.
impl Wire for &'static str {
    fn put(&self, out: &mut Vec<u8>) {
        put_varint(self.len() as u64, out);
        out.extend_from_slice(self.as_bytes());
    }
    fn take(r: &mut Reader<'_>) -> Self {
        crate::static_text::intern(String::take(r))
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn put(&self, out: &mut Vec<u8>) {
        put_varint(self.len() as u64, out);
        for item in self {
            item.put(out);
        }
    }
    fn take(r: &mut Reader<'_>) -> Self {
        let n = r.len();
        (0..n).map(|_| T::take(r)).collect()
    }
}

impl<T: Wire> Wire for Option<T> {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.put(out);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Self {
        match r.tag(2) {
            0 => None,
            _ => Some(T::take(r)),
        }
    }
}

impl<T: Wire, E: Wire> Wire for Result<T, E> {
    fn put(&self, out: &mut Vec<u8>) {
        match self {
            Ok(v) => {
                out.push(0);
                v.put(out);
            }
            Err(e) => {
                out.push(1);
                e.put(out);
            }
        }
    }
    fn take(r: &mut Reader<'_>) -> Self {
        match r.tag(2) {
            0 => Ok(T::take(r)),
            _ => Err(E::take(r)),
        }
    }
}

impl<T: Wire> Wire for Box<T> {
    fn put(&self, out: &mut Vec<u8>) {
        (**self).put(out);
    }
    fn take(r: &mut Reader<'_>) -> Self {
        Box::new(T::take(r))
    }
}

impl<A: Wire, B: Wire> Wire for (A, B) {
    fn put(&self, out: &mut Vec<u8>) {
        self.0.put(out);
        self.1.put(out);
    }
    fn take(r: &mut Reader<'_>) -> Self {
        let a = A::take(r);
        (a, B::take(r))
    }
}

impl Wire for Range<usize> {
    fn put(&self, out: &mut Vec<u8>) {
        self.start.put(out);
        self.end.put(out);
    }
    fn take(r: &mut Reader<'_>) -> Self {
        let start = usize::take(r);
        start..usize::take(r)
    }
}

impl Wire for char {
    fn put(&self, out: &mut Vec<u8>) {
        u32::from(*self).put(out);
    }
    fn take(r: &mut Reader<'_>) -> Self {
        char::from_u32(u32::take(r)).unwrap_or_else(|| {
            r.fail();
            '\0'
        })
    }
}

/// `Wire` for a type of the persisted design through its JSON text: its internally tagged
/// enums are read by the design's JSON code, which the page and the worker have anyway.
/// `$fallback` is the value read from malformed text (the message is refused then).
#[doc(hidden)]
#[macro_export]
macro_rules! __wire_json {
    ($ty:ty, $fallback:expr) => {
        impl $crate::wire::Wire for $ty {
            fn put(&self, out: &mut Vec<u8>) {
                $crate::wire::Wire::put(
                    &$crate::wire::serde_json::to_string(self).unwrap_or_default(),
                    out,
                );
            }
            fn take(r: &mut $crate::wire::Reader<'_>) -> Self {
                let json: String = $crate::wire::Wire::take(r);
                $crate::wire::serde_json::from_slice(json.as_bytes()).unwrap_or_else(|_| {
                    r.fail();
                    $fallback
                })
            }
        }
    };
}
pub use __wire_json as wire_json;
#[doc(hidden)]
pub use serde_json;
