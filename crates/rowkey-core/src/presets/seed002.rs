//! Seed 002: row-key properties shown as `scan` output (PHP clients).

use super::{Area, Arrival, Preset, Text, Variant, design, explicit, num_regions, sample};
use crate::generate::{ColumnGenerator as G, ColumnSpec as C, TimeFormat};
use crate::lint::LintCode;
use crate::plan::{Predicate as P, Query as Q};
use crate::spec::{
    Encoding, HashInput, IntFormat, IntegerEncoding, KeyPart, KeySpec, Md5Output, ReverseFrom, Salt,
};
use crate::split::SplitAlgorithm;

pub(super) fn presets() -> Vec<Preset> {
    vec![
        unpadded_numbers(),
        signed_binary(),
        reverse_timestamp_php(),
        md5_and_mod_salt(),
    ]
}

/// 2016-01-09 23:00:00 UTC, the first time of the seed's listings, in milliseconds.
const JAN_2016: i64 = 1_452_380_400_000;

/// Hourly times from the seed's first listing time: `ts` in epoch seconds, `dt` as text.
fn hourly(rows: usize, seed: u64) -> crate::generate::GeneratorSpec {
    let at = |format| G::Timestamp {
        start_millis: JAN_2016,
        interval_millis: 3_600_000,
        jitter_millis: 0,
        format,
    };
    sample(
        rows,
        seed,
        vec![
            C::new("ts", at(TimeFormat::EpochSeconds)),
            C::new("dt", at(TimeFormat::DateTime)),
        ],
    )
}

fn unpadded_numbers() -> Preset {
    let data = sample(
        5_000,
        21,
        vec![C::new("i", G::Sequence { start: 1, step: 1 })],
    );
    let one = |encoding| KeySpec::new(vec![KeyPart::column(1, "i").with_encoding(encoding)]);
    // pack('N', $i); the sample's values all fit in 4 bytes, so no wrap-around is needed.
    let pack_n = Encoding::integer(IntFormat::big_endian_unsigned(4));
    let twenties = Q::new("20 ≤ i < 30")
        .with(P::ge("i", "20"))
        .with(P::lt("i", "30"));
    let thousands = explicit(&["1000", "2000", "3000", "4000"]);
    let sequential = (
        Area::Lints,
        "The numbers are also written in increasing order, a write hotspot; that is a separate problem (see the salting presets).",
        "这些数字也是按递增顺序写入的，会造成写热点；那是另一个问题（见加盐的案例）。",
    );
    Preset::new(
        "unpadded-numbers",
        "002",
        Text::new("Numbers as row keys: text, zero-padded, 4-byte binary", "数字作行键：文本、补零、4 字节二进制"),
        Text::new(
            "HBase sorts keys as bytes, so the numbers 1 to 11 written as text scan as 1, 10, 11, 2, …. str_pad($i, 4, 0, STR_PAD_LEFT) fixes the order at the cost of width; pack('N', $i) stores 4 big-endian bytes that sort numerically but are unreadable (\\x00\\x00\\x00\\x01).",
            "HBase 按字节排序，所以 1 到 11 写成文本后，scan 出来是 1、10、11、2……。str_pad($i, 4, 0, STR_PAD_LEFT) 补零后顺序正确，但要预估宽度、浪费空间；pack('N', $i) 存 4 个大端字节，按数值排序，但可读性差（\\x00\\x00\\x00\\x01）。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("$i as text", "$i 直接写成文本"),
            design(
                "test:demo",
                KeySpec::new(vec![KeyPart::column(1, "i")]),
                thousands.clone(),
                vec![
                    Q::new("i = 42").with(P::eq("i", "42")),
                    Q::new("PrefixFilter('2')").with(P::starts_with("i", "2")),
                ],
            ),
            data.clone(),
        )
        .look(
            Area::SortedView,
            "The scan order is 1, 10, 100, 1000, 1001, …: text order, not numeric order.",
            "scan 的顺序是 1、10、100、1000、1001……：这是文本顺序，不是数值顺序。",
        )
        .look(
            Area::Regions,
            "The split points look numeric but compare as text: the first region holds only 1, 10 and 100.",
            "切分点看起来是数字，比较时却按文本：第一个 Region 里只有 1、10 和 100。",
        )
        .look(
            Area::Queries,
            "PrefixFilter('2') returns 2, 20–29, 200–299 and 2000–2999, not the twenties.",
            "PrefixFilter('2') 返回的是 2、20–29、200–299 和 2000–2999，而不只是二十几。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::UnpaddedNumber, LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("str_pad($i, 4, 0, STR_PAD_LEFT)", "补零：str_pad($i, 4, 0, STR_PAD_LEFT)"),
            design(
                "test:demo",
                one(Encoding::integer(IntFormat::ZeroPadded { width: 4 })),
                thousands,
                vec![Q::new("i = 42").with(P::eq("i", "42")), twenties.clone()],
            ),
            data.clone(),
        )
        .look(
            Area::SortedView,
            "0001, 0002, …, 0010, 0011: numeric order, still readable.",
            "0001、0002……0010、0011：数值顺序，而且仍然可读。",
        )
        .look(
            Area::Regions,
            "Each of the split points 1000…4000 now cuts off a thousand numbers.",
            "1000……4000 这些切分点现在各自切出一千个数字。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "pack-n",
            Text::new("pack('N', $i): 4 bytes big-endian", "pack('N', $i)：4 字节大端"),
            design(
                "test:demo",
                one(pack_n),
                explicit(&[
                    "\\x00\\x00\\x03\\xE8",
                    "\\x00\\x00\\x07\\xD0",
                    "\\x00\\x00\\x0B\\xB8",
                    "\\x00\\x00\\x0F\\xA0",
                ]),
                vec![Q::new("get pack('N', 5)").with(P::eq("i", "5")), twenties],
            ),
            data,
        )
        .look(
            Area::SortedView,
            "\\x00\\x00\\x00\\x01, \\x00\\x00\\x00\\x02, …: numeric order in 4 bytes, unreadable in the shell.",
            "\\x00\\x00\\x00\\x01、\\x00\\x00\\x00\\x02……：4 个字节按数值排序，在 shell 里不可读。",
        )
        .look(
            Area::Queries,
            "20 ≤ i < 30 is the seed's RowFilter(>=, 'binary:\\x00\\x00\\x00\\x14') AND RowFilter(<, 'binary:\\x00\\x00\\x00\\x1E'): one range scan.",
            "20 ≤ i < 30 就是文中的 RowFilter(>=, 'binary:\\x00\\x00\\x00\\x14') AND RowFilter(<, 'binary:\\x00\\x00\\x00\\x1E')：一次范围扫描。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
}

fn signed_binary() -> Preset {
    // A timestamp generator with no interval and a jitter gives uniform random integers.
    let data = sample(
        4_000,
        22,
        vec![
            C::new(
                "delta",
                G::Timestamp {
                    start_millis: 0,
                    interval_millis: 0,
                    jitter_millis: 2_000,
                    format: TimeFormat::EpochMillis,
                },
            ),
            C::new("id", G::Sequence { start: 1, step: 1 }),
        ],
    );
    let key = |format| {
        KeySpec::new(vec![
            KeyPart::column(1, "delta").with_encoding(Encoding::integer(format)),
            KeyPart::column(2, "id")
                .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(4))),
        ])
    };
    let queries = vec![
        Q::new("-10 ≤ delta ≤ 10").with(P::between("delta", "-10", "10")),
        Q::new("delta < 0").with(P::lt("delta", "0")),
    ];
    let halves = explicit(&["\\x80"]);
    Preset::new(
        "signed-binary",
        "002",
        Text::new("Signed numbers in binary: flip the sign bit", "有符号数的二进制编码：翻转符号位"),
        Text::new(
            "Bytes.toBytes(int) writes two's complement, where -1 is \\xFF\\xFF\\xFF\\xFF: as unsigned bytes every negative number sorts after every positive one. Flipping the sign bit (as Phoenix INTEGER does) makes byte order equal numeric order.",
            "Bytes.toBytes(int) 写的是补码，-1 是 \\xFF\\xFF\\xFF\\xFF：按无符号字节比较时，所有负数都排在正数后面。像 Phoenix 的 INTEGER 那样翻转符号位，字节顺序就等于数值顺序。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("Bytes.toBytes(int): two's complement", "Bytes.toBytes(int)：补码"),
            design("balance_change", key(IntFormat::big_endian_signed(4)), halves.clone(), queries.clone()),
            data.clone(),
        )
        .look(
            Area::SortedView,
            "0, 1, 2, … 2000 come first, then -2000 … -1.",
            "先是 0、1、2……2000，然后才是 -2000……-1。",
        )
        .look(
            Area::Queries,
            "-10 ≤ delta ≤ 10 needs two ranges, one at each end of the table.",
            "-10 ≤ delta ≤ 10 需要两个范围，分别在表的两端。",
        )
        .lints(&[LintCode::NegativeSignedBinary]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("sign bit flipped (Phoenix INTEGER)", "翻转符号位（Phoenix INTEGER）"),
            design("balance_change", key(IntFormat::sign_flipped(4)), halves, queries),
            data,
        )
        .look(
            Area::SortedView,
            "-2000 … -1, 0, 1, … 2000: negatives first, in numeric order.",
            "-2000……-1、0、1……2000：负数在前，按数值排序。",
        )
        .look(
            Area::Queries,
            "-10 ≤ delta ≤ 10 is one range scan; delta < 0 is exactly the first region.",
            "-10 ≤ delta ≤ 10 是一次范围扫描；delta < 0 正好是第一个 Region。",
        ),
    )
}

fn reverse_timestamp_php() -> Preset {
    let data = hourly(3_000, 23);
    let reversed =
        Encoding::Integer(IntegerEncoding::new(IntFormat::Decimal).reversed(ReverseFrom::IntMax));
    let padded = Encoding::Integer(
        IntegerEncoding::new(IntFormat::ZeroPadded { width: 10 }).reversed(ReverseFrom::IntMax),
    );
    let queries = vec![
        Q::new("latest 10").latest(10, "ts"),
        Q::new("one day").with(P::between("ts", "1453939200", "1454025599")),
    ];
    Preset::new(
        "reverse-timestamp-php",
        "002",
        Text::new("Reverse timestamps: PHP_INT_MAX − ts", "倒序时间戳：PHP_INT_MAX − ts"),
        Text::new(
            "PHP_INT_MAX − timestamp (2147483647 on the seed's 32-bit PHP) makes the newest row sort first: 694930447 is 2016-01-11 23:00. It changes the order, not the hotspot: every new row is still written next to the previous one.",
            "PHP_INT_MAX − timestamp（文中 32 位 PHP 为 2147483647）让最新的数据排在最前：694930447 就是 2016-01-11 23:00。它改变的是顺序而不是热点：每条新数据仍然紧挨着上一条写入。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("timestamp", "时间戳"),
            design("test:demo", KeySpec::new(vec![KeyPart::column(1, "ts")]), explicit(&["1455000000", "1458000000", "1461000000"]), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Oldest first: the newest hour is at the very end of the table.",
            "最旧的在前：最新的一小时在表的最末尾。",
        )
        .look(
            Area::Heatmap,
            "New rows always go to the last region.",
            "新数据总是写到最后一个 Region。",
        )
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("PHP_INT_MAX − timestamp", "PHP_INT_MAX − 时间戳"),
            design(
                "test:demo",
                KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(reversed)]),
                explicit(&["686500000", "689500000", "692500000"]),
                queries.clone(),
            ),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Newest first, exactly as in the seed's scan listing.",
            "最新的在前，与文中的 scan 结果完全一致。",
        )
        .look(
            Area::Queries,
            "\"Latest 10\" reads the first 10 rows of the table.",
            "“最近 10 条”只需读表的前 10 行。",
        )
        .look(
            Area::Heatmap,
            "New rows now go to the first region: still one hot region.",
            "新数据现在写到第一个 Region：仍然只有一个热点 Region。",
        )
        .look(
            Area::Queries,
            "The planner cannot rely on unpadded text keeping its width, so \"latest 10\" and the day are still full scans: see the zero-padded variant.",
            "未补零的文本无法保证位数不变，查询规划器不能依赖它的顺序，所以“最近 10 条”和按天查询仍是全表扫描：见补零的版本。",
        )
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "padded",
            Text::new("PHP_INT_MAX − timestamp, zero-padded to 10 digits", "PHP_INT_MAX − 时间戳，补零到 10 位"),
            design(
                "test:demo",
                KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(padded)]),
                explicit(&["0686500000", "0689500000", "0692500000"]),
                queries,
            ),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Queries,
            "With a fixed width, \"latest 10\" reads just the first 10 rows and the day is one range with its bounds swapped.",
            "位数固定后，“最近 10 条”只读前 10 行，按天查询是一个上下界互换的范围。",
        )
        .look(
            Area::Heatmap,
            "Still one hot region: a reverse timestamp changes the order, not the write pattern.",
            "仍然只有一个热点 Region：倒序时间戳改变的是顺序，而不是写入模式。",
        )
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
}

fn md5_and_mod_salt() -> Preset {
    let data = hourly(3_000, 24);
    let queries = vec![
        Q::new("one hour").with(P::eq("ts", "1452553200")),
        Q::new("one day").with(P::between("ts", "1453939200", "1454025599")),
    ];
    let full_md5 = KeySpec::new(vec![KeyPart::md5(
        1,
        HashInput::Columns(vec!["ts".to_owned()]),
        Md5Output::Hex { chars: 32 },
    )]);
    let salted = KeySpec::new(vec![
        KeyPart::salt(1, Salt::php_md5_mod(&["ts"], 10)).with_separator("#"),
        KeyPart::column(2, "ts"),
    ]);
    Preset::new(
        "md5-and-mod-salt",
        "002",
        Text::new("Full md5 keys vs md5(key) % splitNum + '#' + key", "完整 md5 行键与 md5(key) % splitNum + '#' + key"),
        Text::new(
            "A full md5 key spreads writes perfectly and serves random reads, but no range query. Salting with md5($key) % splitNum keeps the original key after the bucket, so a time range is one short scan per bucket. Note PHP's md5() % n reads only the digest's leading decimal digits: bucket 0 gets far more rows.",
            "完整的 md5 行键写入分布最均匀，适合随机读，但无法做范围查询。用 md5($key) % splitNum 加盐，桶号后面保留原始行键，时间范围查询就是每个桶各扫一小段。注意 PHP 的 md5() % n 只取摘要开头的十进制数字：0 号桶的数据会多得多。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("md5(ts), 32 hex characters", "md5(ts)，32 个十六进制字符"),
            design("test:demo", full_md5, num_regions(SplitAlgorithm::HexString, 4), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "Four even regions: md5 is uniform over the hex space.",
            "4 个 Region 大小均匀：md5 在十六进制空间上均匀分布。",
        )
        .look(
            Area::Queries,
            "One hour is a GET, but one day is a full scan: hashing destroys the time order.",
            "查一小时是 GET，查一天却要全表扫描：哈希打乱了时间顺序。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("md5(ts) % 10 + '#' + ts", "加盐：md5(ts) % 10 + '#' + ts"),
            design(
                "test:demo",
                salted,
                explicit(&["1", "2", "3", "4", "5", "6", "7", "8", "9"]),
                queries,
            ),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Keys read 0#1452380400, 0#1452466800, …: in time order inside each bucket, as in the seed's listing.",
            "行键形如 0#1452380400、0#1452466800……：每个桶内按时间排序，与文中的 scan 结果一致。",
        )
        .look(
            Area::Queries,
            "One day is a 10-way bucket scan: ten short ranges instead of the whole table.",
            "查一天是 10 路分桶扫描：十个短范围，而不是整张表。",
        )
        .look(
            Area::Regions,
            "Region 0#… is several times bigger than the others: PHP turns every digest starting with a letter into 0.",
            "0# 开头的 Region 比其他大好几倍：PHP 把所有以字母开头的摘要都当成 0。",
        ),
    )
}
