//! Google `orderedcode`: the vectors of `google/orderedcode orderedcode_test.go`
//! (`testCases`, `TestIncrDecr`), each also checked in decreasing order (`Decr`: every byte
//! inverted, as `TestIndividualEncodings` does), the concatenation property
//! (`TestConcatenation`), and order proptests.

use proptest::prelude::*;
use rowkey_encodings::Order;
use rowkey_encodings::ordered_code::{encode_infinity, encode_int64, encode_string, encode_uint64};

fn string(s: &[u8], order: Order) -> Vec<u8> {
    let mut v = Vec::new();
    encode_string(s, order, &mut v);
    v
}

fn int64(x: i64, order: Order) -> Vec<u8> {
    let mut v = Vec::new();
    encode_int64(x, order, &mut v);
    v
}

fn uint64(x: u64, order: Order) -> Vec<u8> {
    let mut v = Vec::new();
    encode_uint64(x, order, &mut v);
    v
}

fn inverted(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().map(|b| !b).collect()
}

const STRINGS: &[(&[u8], &[u8])] = &[
    (b"", b"\x00\x01"),
    (b"\x00", b"\x00\xff\x00\x01"),
    (b"\x00\x00", b"\x00\xff\x00\xff\x00\x01"),
    (b"\x01", b"\x01\x00\x01"),
    (b"foo", b"foo\x00\x01"),
    (b"foo\x00", b"foo\x00\xff\x00\x01"),
    (b"foo\x00\x01", b"foo\x00\xff\x01\x00\x01"),
    (b"foo\x01", b"foo\x01\x00\x01"),
    (b"foo\x01\x00", b"foo\x01\x00\xff\x00\x01"),
    (b"foo\xfe", b"foo\xfe\x00\x01"),
    (b"foo\xff", b"foo\xff\x00\x00\x01"),
    (b"\xff", b"\xff\x00\x00\x01"),
    (b"\xff\xff", b"\xff\x00\xff\x00\x00\x01"),
];

const INT64S: &[(i64, &[u8])] = &[
    // Values near zero.
    (-8193, b"\x1f\xdf\xff"),
    (-8192, b"\x20\x00"),
    (-4097, b"\x2f\xff"),
    (-257, b"\x3e\xff"),
    (-256, b"\x3f\x00"),
    (-66, b"\x3f\xbe"),
    (-65, b"\x3f\xbf"),
    (-64, b"\x40"),
    (-63, b"\x41"),
    (-3, b"\x7d"),
    (-2, b"\x7e"),
    (-1, b"\x7f"),
    (0, b"\x80"),
    (1, b"\x81"),
    (2, b"\x82"),
    (62, b"\xbe"),
    (63, b"\xbf"),
    (64, b"\xc0\x40"),
    (65, b"\xc0\x41"),
    (255, b"\xc0\xff"),
    (256, b"\xc1\x00"),
    (4096, b"\xd0\x00"),
    (8191, b"\xdf\xff"),
    (8192, b"\xe0\x20\x00"),
    // Others.
    (-0x800, b"\x38\x00"),
    (0x424242, b"\xf0\x42\x42\x42"),
    (0x23, b"\xa3"),
    (0x10e, b"\xc1\x0e"),
    (-0x10f, b"\x3e\xf1"),
    (0x020b0c0d, b"\xf2\x0b\x0c\x0d"),
    (0x0a0b0c0d, b"\xf8\x0a\x0b\x0c\x0d"),
    (0x0102030405060708, b"\xff\x81\x02\x03\x04\x05\x06\x07\x08"),
    // Edges: -2^k and -2^k - 1, 2^k - 1 and 2^k, for k = 6, 13, 20, …, 62, and the extremes.
    (i64::MIN, b"\x00\x3f\x80\x00\x00\x00\x00\x00\x00\x00"),
    (-(1 << 62) - 1, b"\x00\x3f\xbf\xff\xff\xff\xff\xff\xff\xff"),
    (-(1 << 62), b"\x00\x40\x00\x00\x00\x00\x00\x00\x00"),
    (-(1 << 55) - 1, b"\x00\x7f\x7f\xff\xff\xff\xff\xff\xff"),
    (-(1 << 55), b"\x00\x80\x00\x00\x00\x00\x00\x00"),
    (-(1 << 48) - 1, b"\x00\xfe\xff\xff\xff\xff\xff\xff"),
    (-(1 << 48), b"\x01\x00\x00\x00\x00\x00\x00"),
    (-(1 << 41) - 1, b"\x01\xfd\xff\xff\xff\xff\xff"),
    (-(1 << 41), b"\x02\x00\x00\x00\x00\x00"),
    (-(1 << 34) - 1, b"\x03\xfb\xff\xff\xff\xff"),
    (-(1 << 34), b"\x04\x00\x00\x00\x00"),
    (-(1 << 27) - 1, b"\x07\xf7\xff\xff\xff"),
    (-(1 << 27), b"\x08\x00\x00\x00"),
    (-(1 << 20) - 1, b"\x0f\xef\xff\xff"),
    (-(1 << 20), b"\x10\x00\x00"),
    (-(1 << 13) - 1, b"\x1f\xdf\xff"),
    (-(1 << 13), b"\x20\x00"),
    (-(1 << 6) - 1, b"\x3f\xbf"),
    (-(1 << 6), b"\x40"),
    ((1 << 6) - 1, b"\xbf"),
    (1 << 6, b"\xc0\x40"),
    ((1 << 13) - 1, b"\xdf\xff"),
    (1 << 13, b"\xe0\x20\x00"),
    ((1 << 20) - 1, b"\xef\xff\xff"),
    (1 << 20, b"\xf0\x10\x00\x00"),
    ((1 << 27) - 1, b"\xf7\xff\xff\xff"),
    (1 << 27, b"\xf8\x08\x00\x00\x00"),
    ((1 << 34) - 1, b"\xfb\xff\xff\xff\xff"),
    (1 << 34, b"\xfc\x04\x00\x00\x00\x00"),
    ((1 << 41) - 1, b"\xfd\xff\xff\xff\xff\xff"),
    (1 << 41, b"\xfe\x02\x00\x00\x00\x00\x00"),
    ((1 << 48) - 1, b"\xfe\xff\xff\xff\xff\xff\xff"),
    (1 << 48, b"\xff\x01\x00\x00\x00\x00\x00\x00"),
    ((1 << 55) - 1, b"\xff\x7f\xff\xff\xff\xff\xff\xff"),
    (1 << 55, b"\xff\x80\x80\x00\x00\x00\x00\x00\x00"),
    ((1 << 62) - 1, b"\xff\xbf\xff\xff\xff\xff\xff\xff\xff"),
    (1 << 62, b"\xff\xc0\x40\x00\x00\x00\x00\x00\x00\x00"),
    (i64::MAX, b"\xff\xc0\x7f\xff\xff\xff\xff\xff\xff\xff"),
];

const UINT64S: &[(u64, &[u8])] = &[
    (0, b"\x00"),
    (1, b"\x01\x01"),
    (255, b"\x01\xff"),
    (256, b"\x02\x01\x00"),
    (1025, b"\x02\x04\x01"),
    (0x0a0b0c0d, b"\x04\x0a\x0b\x0c\x0d"),
    (0x0102030405060708, b"\x08\x01\x02\x03\x04\x05\x06\x07\x08"),
    (u64::MAX, b"\x08\xff\xff\xff\xff\xff\xff\xff\xff"),
];

#[test]
fn strings_match_orderedcode_test_go() {
    for &(s, enc) in STRINGS {
        assert_eq!(string(s, Order::Asc), enc, "{s:x?}");
        assert_eq!(string(s, Order::Desc), inverted(enc), "{s:x?} decr");
    }
}

#[test]
fn infinity_matches_orderedcode_test_go() {
    let mut v = Vec::new();
    encode_infinity(Order::Asc, &mut v);
    assert_eq!(v, b"\xff\xff");
    v.clear();
    encode_infinity(Order::Desc, &mut v);
    assert_eq!(v, b"\x00\x00");
}

#[test]
fn int64s_match_orderedcode_test_go() {
    for &(x, enc) in INT64S {
        assert_eq!(int64(x, Order::Asc), enc, "{x}");
        assert_eq!(int64(x, Order::Desc), inverted(enc), "{x} decr");
    }
}

#[test]
fn uint64s_match_orderedcode_test_go() {
    for &(x, enc) in UINT64S {
        assert_eq!(uint64(x, Order::Asc), enc, "{x}");
        assert_eq!(uint64(x, Order::Desc), inverted(enc), "{x} decr");
    }
}

#[test]
fn incr_decr_matches_orderedcode_test_go() {
    // TestIncrDecr: Append(nil, uint64(0), Decr(uint64(1)), uint64(2), Decr(uint64(516)),
    // uint64(517), Decr(uint64(0))).
    let mut v = Vec::new();
    encode_uint64(0, Order::Asc, &mut v);
    encode_uint64(1, Order::Desc, &mut v);
    encode_uint64(2, Order::Asc, &mut v);
    encode_uint64(516, Order::Desc, &mut v);
    encode_uint64(517, Order::Asc, &mut v);
    encode_uint64(0, Order::Desc, &mut v);
    assert_eq!(
        v,
        b"\x00\xfe\xfe\x01\x02\xfd\xfd\xfb\x02\x02\x05\xff".as_slice()
    );
}

#[test]
fn appending_concatenates() {
    // TestConcatenation: encoding every test case into one buffer is the concatenation.
    let mut all = Vec::new();
    let mut want = Vec::new();
    for &(s, enc) in STRINGS {
        encode_string(s, Order::Asc, &mut all);
        want.extend_from_slice(enc);
    }
    encode_infinity(Order::Asc, &mut all);
    want.extend_from_slice(b"\xff\xff");
    for &(x, enc) in INT64S {
        encode_int64(x, Order::Asc, &mut all);
        want.extend_from_slice(enc);
    }
    for &(x, enc) in UINT64S {
        encode_uint64(x, Order::Asc, &mut all);
        want.extend_from_slice(enc);
    }
    assert_eq!(all, want);
    // Desc inverts only the item it appends, not what is already in the buffer.
    let mut v = b"ab".to_vec();
    encode_int64(0, Order::Desc, &mut v);
    assert_eq!(v, b"ab\x7f");
}

#[test]
fn vectors_are_in_order() {
    // The vectors, sorted by value (some appear twice in the test file), encode in order.
    let mut xs: Vec<i64> = INT64S.iter().map(|&(x, _)| x).collect();
    xs.sort_unstable();
    xs.dedup();
    for w in xs.windows(2) {
        assert!(int64(w[0], Order::Asc) < int64(w[1], Order::Asc));
        assert!(int64(w[0], Order::Desc) > int64(w[1], Order::Desc));
    }
}

fn edge_i64() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        -300i64..300,
        (0u32..63, -2i64..2).prop_map(|(k, d)| (1i64 << k).wrapping_add(d)),
        (0u32..63, -2i64..2).prop_map(|(k, d)| (-(1i64 << k)).wrapping_add(d)),
        Just(i64::MIN),
        Just(i64::MAX),
    ]
}

proptest! {
    #[test]
    fn string_order_is_byte_order(
        a in proptest::collection::vec(prop_oneof![Just(0u8), Just(1u8), Just(0xfeu8), Just(0xffu8), any::<u8>()], 0..8),
        b in proptest::collection::vec(prop_oneof![Just(0u8), Just(1u8), Just(0xfeu8), Just(0xffu8), any::<u8>()], 0..8),
    ) {
        prop_assert_eq!(string(&a, Order::Asc).cmp(&string(&b, Order::Asc)), a.cmp(&b));
        prop_assert_eq!(string(&a, Order::Desc).cmp(&string(&b, Order::Desc)), b.cmp(&a));
        let mut inf = Vec::new();
        encode_infinity(Order::Asc, &mut inf);
        prop_assert!(string(&a, Order::Asc) < inf);
    }

    #[test]
    fn int64_order_is_numeric_order(a in edge_i64(), b in edge_i64()) {
        let (ea, eb) = (int64(a, Order::Asc), int64(b, Order::Asc));
        prop_assert_eq!(ea.cmp(&eb), a.cmp(&b));
        prop_assert_eq!(int64(a, Order::Desc).cmp(&int64(b, Order::Desc)), b.cmp(&a));
        prop_assert!(!ea.is_empty() && ea.len() <= 10);
    }

    #[test]
    fn uint64_order_is_numeric_order(a in any::<u64>(), b in prop_oneof![any::<u64>(), 0u64..70_000]) {
        prop_assert_eq!(uint64(a, Order::Asc).cmp(&uint64(b, Order::Asc)), a.cmp(&b));
        prop_assert_eq!(uint64(a, Order::Desc).cmp(&uint64(b, Order::Desc)), b.cmp(&a));
    }

    #[test]
    fn sequences_sort_item_by_item(
        a in (proptest::collection::vec(any::<u8>(), 0..4), edge_i64(), proptest::collection::vec(any::<u8>(), 0..4)),
        b in (proptest::collection::vec(any::<u8>(), 0..4), edge_i64(), proptest::collection::vec(any::<u8>(), 0..4)),
    ) {
        // (string asc, int64 desc, string asc): the package doc's order property, with Decr.
        let enc = |t: &(Vec<u8>, i64, Vec<u8>)| {
            let mut v = Vec::new();
            encode_string(&t.0, Order::Asc, &mut v);
            encode_int64(t.1, Order::Desc, &mut v);
            encode_string(&t.2, Order::Asc, &mut v);
            v
        };
        let typed = a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2));
        prop_assert_eq!(enc(&a).cmp(&enc(&b)), typed);
    }
}
