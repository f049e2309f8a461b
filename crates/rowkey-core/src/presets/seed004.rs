//! Seed 004: hot keys, hash prefixes, reversing, salt buckets and region counts.

use super::seed000::JUNE_2021;
use super::{Area, Arrival, Preset, Text, Variant, design, explicit, sample};
use crate::generate::{ColumnGenerator as G, ColumnSpec as C, TimeFormat};
use crate::lint::LintCode;
use crate::plan::{Predicate as P, Query as Q};
use crate::spec::{
    BucketOutput, Bucketing, Encoding, HashInput, IntFormat, KeyPart, KeySpec, ReverseFrom, Salt,
    TimeInput, TimeOutput, Transform,
};
use crate::split::{SplitLintCode, SplitSpec};
use crate::time::TimePattern;

pub(super) fn presets() -> Vec<Preset> {
    vec![
        time_first_hash_prefix(),
        reverse_order_id(),
        salt_buckets_region_count(),
    ]
}

fn millis(interval_millis: i64) -> G {
    G::Timestamp {
        start_millis: JUNE_2021,
        interval_millis,
        jitter_millis: 0,
        format: TimeFormat::EpochMillis,
    }
}

/// Epoch milliseconds written as `yyyyMMddHHmmss` in UTC+8. The pattern is a constant that
/// parses; should it ever not, the part falls back to the plain text of the column.
fn compact_time(id: u32, column: &str) -> KeyPart {
    let part = KeyPart::column(id, column);
    match TimePattern::new("yyyyMMddHHmmss") {
        Ok(pattern) => part.with_encoding(Encoding::Timestamp {
            input: TimeInput::EpochMillis,
            output: TimeOutput::Text {
                pattern,
                utc_offset_minutes: 480,
            },
        }),
        Err(_) => part,
    }
}

fn time_first_hash_prefix() -> Preset {
    let data = sample(
        6_000,
        41,
        vec![
            C::new("dt", millis(1_000)),
            C::new(
                "order",
                G::Sequence {
                    start: 364_758,
                    step: 1,
                },
            ),
        ],
    );
    let time_order = |first: u32| {
        vec![
            compact_time(first, "dt").with_separator("_"),
            KeyPart::column(first + 1, "order"),
        ]
    };
    let mut hashed =
        vec![KeyPart::salt(1, Salt::hash_mod_decimal(&["dt", "order"], 3, 2)).with_separator("_")];
    hashed.extend(time_order(2));
    let queries = vec![
        Q::new("ten minutes").with(P::between("dt", "1623027600000", "1623028199999")),
        Q::new("one order")
            .with(P::eq("dt", "1623027600000"))
            .with(P::eq("order", "368358")),
    ];
    Preset::new(
        "time-first-hash-prefix",
        "004",
        Text::new("Time first, then a hash prefix: xx_yyyyMMddHHmmss_orderId", "时间在前，再加哈希前缀：xx_yyyyMMddHHmmss_orderId"),
        Text::new(
            "A key that starts with the time sends every new row to the region holding the latest times, however the table is pre-split. The prefix xx = hash(datetime, orderId) % 3 spreads writes over three partitions; reading a time range then takes one scan per partition.",
            "以时间开头的行键，无论怎么预分区，新数据都会写到存放最新时间的那个 Region。加上前缀 xx = hash(时间, 订单号) % 3 后，写入分散到 3 个分区；代价是按时间范围读取时每个分区都要扫一次。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("yyyyMMddHHmmss_orderId", "时间_订单号：yyyyMMddHHmmss_orderId"),
            design(
                "orders",
                KeySpec::new(time_order(1)),
                explicit(&["20210607083000", "20210607090000"]),
                queries.clone(),
            ),
            data.clone(),
        )
        .arriving(Arrival::column("dt"))
        .look(
            Area::Heatmap,
            "Each time slice writes to one region only, and the latest writes all go to the last region.",
            "每个时间段只写一个 Region，最新的写入全部落在最后一个 Region。",
        )
        .look(
            Area::Queries,
            "Ten minutes of orders is a single range scan.",
            "查 10 分钟内的订单只需一次范围扫描。",
        )
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("xx_yyyyMMddHHmmss_orderId, xx = hash % 3", "哈希前缀：xx_yyyyMMddHHmmss_orderId，xx = hash % 3"),
            design("orders", KeySpec::new(hashed), explicit(&["01", "02"]), queries),
            data,
        )
        .arriving(Arrival::column("dt"))
        .look(
            Area::Heatmap,
            "Every time slice now writes to all three regions evenly.",
            "每个时间段的写入现在均匀分布在 3 个 Region。",
        )
        .look(
            Area::Queries,
            "Ten minutes is a 3-way bucket scan; one order (time and id known) is still a GET.",
            "10 分钟的查询变成 3 路分桶扫描；已知时间和订单号的单个订单仍是 GET。",
        ),
    )
}

fn reverse_order_id() -> Preset {
    let data = sample(
        5_000,
        42,
        vec![
            // Ids rise with time but arrive slightly out of order, and an order gets
            // several status rows: each row is near its position, ± 3.
            C::new(
                "order_id",
                G::Timestamp {
                    start_millis: 2_021_060_700_000_101,
                    interval_millis: 1,
                    jitter_millis: 3,
                    format: TimeFormat::EpochMillis,
                },
            ),
            C::new("ts", millis(700)),
        ],
    );
    let key = |reversed: bool| {
        let mut order = KeyPart::column(1, "order_id");
        if reversed {
            order = order.with_transform(Transform::Reverse);
        }
        KeySpec::new(vec![
            order.with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 16 })),
            KeyPart::column(2, "ts").with_encoding(Encoding::epoch_millis_reversed(
                ReverseFrom::LongMax,
                IntFormat::big_endian_signed(8),
            )),
        ])
    };
    let queries = vec![
        Q::new("latest status of one order")
            .with(P::eq("order_id", "2021060700000142"))
            .latest(1, "ts"),
        Q::new("orders 2021060700000200 to …299").with(P::between(
            "order_id",
            "2021060700000200",
            "2021060700000299",
        )),
    ];
    let splits = explicit(&["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    Preset::new(
        "reverse-order-id",
        "004",
        Text::new("reverse(order_id) + (MAX_LONG − timestamp)", "反转订单号：reverse(order_id) + (MAX_LONG − timestamp)"),
        Text::new(
            "Order ids grow one by one, so order_id first is a write hotspot. Reversing the id (2021010101010101 → 1010101010101202) puts its fast-changing last digit first and spreads the orders; MAX_LONG − timestamp keeps each order's newest status first. Gets by order id stay cheap; ranges of ids do not.",
            "订单号逐个递增，订单号在前就是写热点。把订单号反转（2021010101010101 → 1010101010101202），变化最快的末位到了最前面，订单被打散；MAX_LONG − timestamp 让每个订单的最新状态排在最前。按订单号查询依然很快，按订单号范围查询就不行了。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("order_id + (MAX_LONG − ts)", "订单号 + (MAX_LONG − 时间戳)"),
            design("order_status", key(false), splits.clone(), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "Every order id starts with 2: one of ten regions holds all of them.",
            "所有订单号都以 2 开头：10 个 Region 里只有一个有数据。",
        )
        .look(
            Area::Queries,
            "A range of order ids is one range scan.",
            "订单号范围查询是一次范围扫描。",
        )
        .look(
            Area::Heatmap,
            "New orders have the largest ids, so the latest writes all land in that one region.",
            "新订单的订单号最大，最新的写入全都落在这一个 Region。",
        )
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("reverse(order_id) + (MAX_LONG − ts)", "反转的订单号 + (MAX_LONG − 时间戳)"),
            design("order_status", key(true), splits, queries),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "The reversed ids start with their last digit: ten even regions.",
            "反转后的订单号以原来的末位开头：10 个 Region 大小均匀。",
        )
        .look(
            Area::Queries,
            "The latest status of one order is still the first row of its prefix; the id range became a full scan.",
            "单个订单的最新状态仍是其前缀下的第一行；订单号范围查询变成了全表扫描。",
        ),
    )
}

fn salt_buckets_region_count() -> Preset {
    let data = sample(
        8_000,
        43,
        vec![
            C::new(
                "order_id",
                G::Sequence {
                    start: 10_000_001,
                    step: 1,
                },
            ),
            C::new("ts", millis(400)),
        ],
    );
    let key = |buckets: u32| {
        KeySpec::new(vec![
            KeyPart::salt(
                1,
                Salt {
                    bucketing: Bucketing::Md5Mod,
                    buckets,
                    output: BucketOutput::Byte,
                    input: HashInput::RestOfKey,
                },
            ),
            KeyPart::column(2, "order_id"),
        ])
    };
    let queries = vec![
        Q::new("one order").with(P::eq("order_id", "10004242")),
        Q::new("100 consecutive orders").with(P::between("order_id", "10004200", "10004299")),
    ];
    Preset::new(
        "salt-buckets-region-count",
        "004",
        Text::new("One-byte salt buckets and how many regions", "单字节加盐分桶与 Region 数量"),
        Text::new(
            "new_row_key = (byte)(hash(key) % BUCKETS) + original_key: rows are ordered inside a bucket and spread across buckets, so writes are even but every range read visits every bucket. Size the count to the table: 5–10 regions under 50 GB, about table size / 10 GB (at most 120) for large tables, one bucket per region.",
            "new_row_key = (byte)(hash(key) % BUCKETS) + original_key：桶内有序，桶间随机，写入均匀，但每次范围读取都要访问所有桶。桶数按表的大小来定：50 GB 以下的小表 5–10 个 Region，大表约为表大小 / 10 GB（最多 120 个），每个 Region 一个桶。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("64 buckets for a small table", "小表用了 64 个桶"),
            design("orders", key(64), SplitSpec::SaltBuckets { buckets: 64 }, queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "64 tiny regions for a table that fits comfortably in 5–10.",
            "一张 5–10 个 Region 就足够的表被切成了 64 个小 Region。",
        )
        .look(
            Area::Queries,
            "100 consecutive orders: a 64-way bucket scan, 64 short scans for 100 rows.",
            "连续 100 个订单：64 路分桶扫描，为了 100 行要发起 64 次短扫描。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("8 buckets, 8 regions", "8 个桶，8 个 Region"),
            design("orders", key(8), SplitSpec::SaltBuckets { buckets: 8 }, queries),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "Eight even regions, one per bucket: within the 5–10 advised for a table under 50 GB.",
            "8 个大小均匀的 Region，每个桶一个：符合 50 GB 以下小表 5–10 个 Region 的建议。",
        )
        .look(
            Area::Queries,
            "The same read is an 8-way bucket scan; one order is still a GET because its hash is known.",
            "同样的读取是 8 路分桶扫描；单个订单仍是 GET，因为它的哈希可以算出来。",
        ),
    )
}
