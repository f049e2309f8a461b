//! Seed 003: a Twitter-like system (`users`, `twits`, `follows`, `followedBy`, `twitsStream`).

use super::seed000::JUNE_2021;
use super::{Area, Arrival, Preset, Text, Variant, design, explicit, num_regions, sample};
use crate::generate::{ColumnGenerator as G, ColumnSpec as C, TimeFormat};
use crate::lint::LintCode;
use crate::plan::{Predicate as P, Query as Q};
use crate::spec::{Encoding, HashInput, IntFormat, KeyPart, KeySpec, Md5Output, ReverseFrom};
use crate::split::{SplitAlgorithm, SplitLintCode};

pub(super) fn presets() -> Vec<Preset> {
    vec![twits(), follows()]
}

/// `MD5(column)` as 16 raw bytes.
fn md5_of(id: u32, column: &str) -> KeyPart {
    KeyPart::md5(
        id,
        HashInput::Columns(vec![column.to_owned()]),
        Md5Output::Raw { bytes: 16 },
    )
}

fn user(users: u64, exponent: f64) -> G {
    G::ZipfUser {
        users,
        exponent,
        prefix: "user".to_owned(),
    }
}

fn twits() -> Preset {
    let data = sample(
        5_000,
        31,
        vec![
            C::new("user", user(500, 1.0)),
            C::new(
                "ts",
                G::Timestamp {
                    start_millis: JUNE_2021,
                    interval_millis: 3_000,
                    jitter_millis: 1_000,
                    format: TimeFormat::EpochMillis,
                },
            ),
        ],
    );
    let queries = vec![
        Q::new("timeline of user1: latest 20")
            .with(P::eq("user", "user1"))
            .latest(20, "ts"),
        Q::new("all twits of user1").with(P::eq("user", "user1")),
    ];
    let plain = KeySpec::new(vec![KeyPart::column(1, "user"), KeyPart::column(2, "ts")]);
    let hashed = KeySpec::new(vec![
        md5_of(1, "user"),
        KeyPart::column(2, "ts").with_encoding(Encoding::epoch_millis_reversed(
            ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        )),
    ]);
    let splits = num_regions(SplitAlgorithm::Uniform, 4);
    Preset::new(
        "twits",
        "003",
        Text::new("Twits: MD5(user) + reverse timestamp", "推文表：MD5(用户) + 倒序时间戳"),
        Text::new(
            "A user's twits should be stored together, newest first. User names vary in length, so user + timestamp has no clear boundary (user1 is a prefix of user10). MD5(user) gives a fixed 16 bytes that also spread users over the regions, and Long.MAX_VALUE − ts puts the newest twit first. twitsStream (a reader's timeline) uses the same key; users is keyed by the user id alone.",
            "同一用户的推文要存在一起，并且最新的在前。用户名长度不一，user + timestamp 的边界不清楚（user1 是 user10 的前缀）。MD5(用户) 得到固定的 16 字节，同时把用户均匀分散到各个 Region；Long.MAX_VALUE − ts 让最新的推文排在最前。推文流表 twitsStream（读者的时间线）使用同样的行键；users 表直接以用户 ID 为行键。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("user + timestamp", "用户 + 时间戳"),
            design("twits", plain, splits.clone(), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Lints,
            "No boundary between user and timestamp: user1's prefix also matches user10, user100, ….",
            "用户和时间戳之间没有边界：user1 这个前缀也会匹配 user10、user100……",
        )
        .look(
            Area::Regions,
            "Printable keys starting with 'u' under UniformSplit: one region holds every twit.",
            "以 u 开头的可读行键配上 UniformSplit：所有推文都在一个 Region 里。",
        )
        .look(
            Area::Queries,
            "The timeline scans user1's prefix and filters out other users; the newest twits come last.",
            "时间线要扫描 user1 前缀再过滤掉其他用户，而且最新的推文排在最后。",
        )
        .lints(&[LintCode::AmbiguousBoundary])
        .split_lints(&[SplitLintCode::EmptyRegions, SplitLintCode::UniformPrintableKeys]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("MD5(user) + (Long.MAX_VALUE − ts)", "MD5(用户) + (Long.MAX_VALUE − ts)"),
            design("twits", hashed, splits, queries),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Every key is 24 bytes: 16 of md5, 8 of reversed time; a user's twits are together, newest first.",
            "每个行键都是 24 字节：16 字节 md5 加 8 字节倒序时间；同一用户的推文在一起，最新的在前。",
        )
        .look(
            Area::Queries,
            "The timeline reads exactly the first 20 rows of user1's 16-byte prefix.",
            "时间线只读 user1 的 16 字节前缀下的前 20 行。",
        )
        .look(
            Area::Regions,
            "md5 spreads the users over all four UniformSplit regions; a very active user still makes its own region bigger.",
            "md5 把用户分散到全部 4 个 UniformSplit Region；特别活跃的用户仍会让所在的 Region 大一些。",
        ),
    )
}

fn follows() -> Preset {
    let data = sample(
        3_000,
        32,
        vec![
            C::new("follower", user(300, 1.0)),
            C::new("followed", user(1_000_000, 0.0)),
        ],
    );
    let pair = |first: &str, second: &str| KeySpec::new(vec![md5_of(1, first), md5_of(2, second)]);
    let follows_queries = vec![
        Q::new("does user1 follow user522612?")
            .with(P::eq("follower", "user1"))
            .with(P::eq("followed", "user522612")),
        Q::new("whom does user1 follow?").with(P::eq("follower", "user1")),
        Q::new("who follows user522612?").with(P::eq("followed", "user522612")),
    ];
    Preset::new(
        "follows-tall-rows",
        "003",
        Text::new("Follows: from a wide row to MD5(A) + MD5(B) tall rows", "关注关系：从宽表到 MD5(A)+MD5(B) 高表"),
        Text::new(
            "A wide row per user (one column per followee) answers \"whom does A follow\" but not \"who follows B\", and needs a counter to name new columns. Tall rows keyed MD5(A) + MD5(B) make every relation a row: (A, B) is a GET, A's followees a prefix scan. A second table followedBy keyed MD5(B) + MD5(A) answers \"who follows B\".",
            "每个用户一行的宽表（每个被关注者一列）能回答“A 关注了谁”，却回答不了“谁关注了 B”，而且新增一列还需要计数器。以 MD5(A)+MD5(B) 为行键的高表把每条关系变成一行：(A, B) 是一次 GET，A 的关注列表是一次前缀扫描。第二张表 followedBy 以 MD5(B)+MD5(A) 为行键，回答“谁关注了 B”。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("wide row: key A, one column per followee", "宽表：行键为 A，每个被关注者一列"),
            design(
                "follows",
                KeySpec::new(vec![KeyPart::column(1, "follower")]),
                explicit(&["user2", "user5"]),
                follows_queries.clone(),
            ),
            data.clone(),
        )
        .look(
            Area::Lints,
            "Many sample rows share a key: in a wide table they are columns of one row, so HBase keeps them, but one hot user makes one huge row.",
            "很多样本行的行键相同：在宽表里它们是同一行的不同列，HBase 会保留它们，但一个热门用户就是一个超大的行。",
        )
        .look(
            Area::Queries,
            "\"Who follows B?\" is a full scan of every row and every column.",
            "“谁关注了 B？”需要扫描全表的每一行、每一列。",
        )
        .lints(&[LintCode::DuplicateKeys]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("follows: MD5(A) + MD5(B)", "关注表 follows：MD5(A) + MD5(B)"),
            design(
                "follows",
                pair("follower", "followed"),
                num_regions(SplitAlgorithm::Uniform, 4),
                follows_queries,
            ),
            data.clone(),
        )
        .look(
            Area::Queries,
            "(A, B) is a GET; A's followees are a prefix scan on MD5(A); who follows B is still a full scan.",
            "(A, B) 是一次 GET；A 的关注列表是 MD5(A) 上的前缀扫描；谁关注了 B 仍然要全表扫描。",
        )
        .look(
            Area::SortedView,
            "Every key is 32 bytes; no separator is needed because both halves have a fixed width.",
            "每个行键都是 32 字节；两半都是定长，所以不需要分隔符。",
        ),
    )
    .with(
        Variant::new(
            "followed-by",
            Text::new("followedBy: MD5(B) + MD5(A)", "粉丝表 followedBy：MD5(B) + MD5(A)"),
            design(
                "followedBy",
                pair("followed", "follower"),
                num_regions(SplitAlgorithm::Uniform, 4),
                vec![Q::new("who follows user522612?").with(P::eq("followed", "user522612"))],
            ),
            data,
        )
        .look(
            Area::Queries,
            "In the second table, who follows B is a prefix scan on MD5(B).",
            "在第二张表里，谁关注了 B 是 MD5(B) 上的前缀扫描。",
        ),
    )
}
