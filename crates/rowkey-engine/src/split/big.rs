//! Whole numbers of any size, with just the arithmetic the split algorithms need: HBase's
//! `RegionSplitter` and `Bytes.split` compute split points with `java.math.BigInteger`, but
//! only ever add, subtract, compare, multiply or divide by a small number, and convert from
//! and to bytes and digit strings. (A general big-integer crate costs the wasm bundle far
//! more code than this.)
//!
//! # Examples
//!
//! ```ignore
//! let a = Big::parse("ffffffffffffffffffff", 16).unwrap();
//! let half = (&a - &Big::from(1)) / 2;
//! assert_eq!(half.to_str_radix(16), "7fffffffffffffffffff");
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, AddAssign, Div, Mul, Sub};

/// A non-negative integer: little-endian base-2³² limbs without high zero limbs (zero has
/// none), so equal numbers have equal limbs.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct Big {
    limbs: Vec<u32>,
}

impl Big {
    /// Zero.
    pub(crate) const ZERO: Self = Self { limbs: Vec::new() };

    fn normalized(mut self) -> Self {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
        self
    }

    /// The number whose big-endian bytes are `bytes` (leading zero bytes allowed).
    pub(crate) fn from_bytes_be(bytes: &[u8]) -> Self {
        let limbs = bytes
            .rchunks(4)
            .map(|chunk| chunk.iter().fold(0u32, |v, &b| (v << 8) | u32::from(b)))
            .collect();
        Self { limbs }.normalized()
    }

    /// The big-endian bytes without leading zeros (`[0]` for zero), as `num-bigint`'s
    /// `to_bytes_be`.
    pub(crate) fn to_bytes_be(&self) -> Vec<u8> {
        let mut bytes: Vec<u8> = self
            .limbs
            .iter()
            .rev()
            .flat_map(|l| l.to_be_bytes())
            .collect();
        let zeros = bytes.iter().take_while(|&&b| b == 0).count();
        bytes.drain(..zeros.min(bytes.len().saturating_sub(1)));
        if bytes.is_empty() {
            bytes.push(0);
        }
        bytes
    }

    /// Reads `digits` (at least one, each a digit of `radix` in either case; `radix` 2 to 36),
    /// or `None`.
    pub(crate) fn parse(digits: &str, radix: u32) -> Option<Self> {
        if digits.is_empty() {
            return None;
        }
        let mut n = Self::ZERO;
        for c in digits.chars() {
            n.mul_add(radix, c.to_digit(radix)?);
        }
        Some(n.normalized())
    }

    /// `self * m + a`, in place (may leave high zero limbs when `m` is 0).
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.limbs {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32; // the low half; the high half carries
            carry = v >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32); // < 2³²
        }
    }

    /// The quotient and remainder of `self / d`.
    ///
    /// # Panics
    ///
    /// If `d` is 0.
    fn div_rem(&self, d: u32) -> (Self, u32) {
        assert!(d != 0, "division by zero");
        let d = u64::from(d);
        let mut rem = 0u64;
        let mut quotient = vec![0u32; self.limbs.len()];
        for (q, &limb) in quotient.iter_mut().zip(&self.limbs).rev() {
            let cur = (rem << 32) | u64::from(limb);
            *q = (cur / d) as u32; // rem < d, so cur / d < 2³²
            rem = cur % d;
        }
        (Self { limbs: quotient }.normalized(), rem as u32)
    }

    /// The digits in `radix` (2 to 36), lowercase, without leading zeros (`"0"` for zero).
    pub(crate) fn to_str_radix(&self, radix: u32) -> String {
        let mut digits = Vec::new();
        let mut n = self.clone();
        loop {
            let (q, r) = n.div_rem(radix);
            digits.push(char::from_digit(r, radix).unwrap_or('?'));
            n = q;
            if n.limbs.is_empty() {
                break;
            }
        }
        digits.iter().rev().collect()
    }
}

impl From<u32> for Big {
    fn from(v: u32) -> Self {
        Self { limbs: vec![v] }.normalized()
    }
}

impl Ord for Big {
    fn cmp(&self, other: &Self) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

impl PartialOrd for Big {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add<&Big> for &Big {
    type Output = Big;

    fn add(self, other: &Big) -> Big {
        let (long, short) = if self.limbs.len() >= other.limbs.len() {
            (self, other)
        } else {
            (other, self)
        };
        let mut limbs = Vec::with_capacity(long.limbs.len() + 1);
        let mut carry = 0u64;
        for (i, &a) in long.limbs.iter().enumerate() {
            let v = u64::from(a) + u64::from(short.limbs.get(i).copied().unwrap_or(0)) + carry;
            limbs.push(v as u32); // the low half; the high half carries
            carry = v >> 32;
        }
        if carry != 0 {
            limbs.push(1);
        }
        Big { limbs }
    }
}

impl Add<Big> for &Big {
    type Output = Big;

    fn add(self, other: Big) -> Big {
        self + &other
    }
}

impl Add<Big> for Big {
    type Output = Big;

    fn add(self, other: Big) -> Big {
        &self + &other
    }
}

impl Add<u32> for Big {
    type Output = Big;

    fn add(mut self, other: u32) -> Big {
        self += other;
        self
    }
}

impl AddAssign<u32> for Big {
    fn add_assign(&mut self, other: u32) {
        self.mul_add(1, other);
    }
}

impl Sub<&Big> for &Big {
    type Output = Big;

    /// # Panics
    ///
    /// If `other` is larger (the numbers are never negative).
    fn sub(self, other: &Big) -> Big {
        assert!(*self >= *other, "subtraction would be negative");
        let mut limbs = Vec::with_capacity(self.limbs.len());
        let mut borrow = 0i64;
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut v = i64::from(a) - i64::from(other.limbs.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(v < 0);
            v += borrow << 32;
            limbs.push(v as u32); // 0 <= v < 2³²
        }
        Big { limbs }.normalized()
    }
}

impl Mul<u32> for &Big {
    type Output = Big;

    fn mul(self, m: u32) -> Big {
        let mut product = self.clone();
        product.mul_add(m, 0);
        product.normalized()
    }
}

impl Div<u32> for Big {
    type Output = Big;

    /// # Panics
    ///
    /// If `d` is 0.
    fn div(self, d: u32) -> Big {
        self.div_rem(d).0
    }
}

impl fmt::Display for Big {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_str_radix(10))
    }
}

impl fmt::Debug for Big {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use proptest::prelude::*;

    fn big(n: &BigUint) -> Big {
        Big::from_bytes_be(&n.to_bytes_be())
    }

    fn same(a: &Big, b: &BigUint) {
        assert_eq!(a.to_bytes_be(), b.to_bytes_be());
        assert_eq!(a.to_str_radix(16), b.to_str_radix(16));
        assert_eq!(a.to_string(), b.to_string());
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }

    #[test]
    fn small_cases() {
        same(&Big::ZERO, &BigUint::ZERO);
        same(&Big::from(0), &BigUint::ZERO);
        same(&Big::from_bytes_be(&[0, 0, 0, 0, 0]), &BigUint::ZERO);
        same(&Big::from_bytes_be(&[0, 1, 0]), &BigUint::from(256u32));
        assert_eq!(Big::parse("", 16), None);
        assert_eq!(Big::parse("1g", 16), None);
        same(&Big::parse("00FfA", 16).unwrap(), &BigUint::from(0xffau32));
        same(&(&Big::from(5) - &Big::from(5)), &BigUint::ZERO);
        same(
            &(Big::from(u32::MAX) + 1),
            &(BigUint::from(u32::MAX) + 1u32),
        );
    }

    proptest! {
        #[test]
        fn agrees_with_num_bigint(
            a in proptest::collection::vec(any::<u8>(), 0..40),
            b in proptest::collection::vec(any::<u8>(), 0..40),
            m in any::<u32>(),
            d in 1..=u32::MAX,
            radix in prop_oneof![Just(10u32), Just(16u32), 2..=36u32],
        ) {
            let (na, nb) = (BigUint::from_bytes_be(&a), BigUint::from_bytes_be(&b));
            let (x, y) = (Big::from_bytes_be(&a), Big::from_bytes_be(&b));
            same(&x, &na);
            prop_assert_eq!(x.cmp(&y), na.cmp(&nb));
            prop_assert_eq!(x == y, na == nb);
            same(&(&x + &y), &(&na + &nb));
            same(&(x.clone() + m), &(&na + m));
            if na >= nb {
                same(&(&x - &y), &(&na - &nb));
            }
            same(&(&x * m), &(&na * m));
            same(&(x.clone() / d), &(&na / d));
            let text = na.to_str_radix(radix);
            prop_assert_eq!(x.to_str_radix(radix), text.clone());
            same(&Big::parse(&text, radix).unwrap(), &na);
            same(&Big::parse(&text.to_uppercase(), radix).unwrap(), &na);
            same(&big(&na), &na);
        }
    }
}
