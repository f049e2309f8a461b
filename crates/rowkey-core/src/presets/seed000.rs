//! Seed 000: the RowKey design guide (queries, salting, hashing, reversing, case studies).

use super::{Area, Arrival, Preset, Text, Variant, design, explicit, num_regions, sample};
use crate::generate::{ColumnGenerator as G, ColumnSpec as C};
use crate::lint::LintCode;
use crate::plan::{Predicate as P, Query as Q};
use crate::spec::{
    BucketOutput, Bucketing, Encoding, HashInput, IntFormat, KeyPart, KeySpec, Pad, ReverseFrom,
    Salt, Transform,
};
use crate::split::{SplitAlgorithm, SplitLintCode, SplitSpec};

pub(super) fn presets() -> Vec<Preset> {
    vec![
        uid_phone_name(),
        salt_letters(),
        md5_prefix_device(),
        reversed_urls(),
        seller_trades(),
        risk_control(),
        connected_cars(),
        latest_records(),
    ]
}

/// 2021-06-07 00:00:00 UTC in milliseconds.
pub(super) const JUNE_2021: i64 = 1_623_024_000_000;

fn ts(start_millis: i64, interval_millis: i64, jitter_millis: u64) -> G {
    G::Timestamp {
        start_millis,
        interval_millis,
        jitter_millis,
        format: crate::generate::TimeFormat::EpochMillis,
    }
}

fn zipf(users: u64, exponent: f64, prefix: &str) -> G {
    G::ZipfUser {
        users,
        exponent,
        prefix: prefix.to_owned(),
    }
}

fn choice(options: &[&str]) -> G {
    G::Choice {
        options: options.iter().map(|o| (*o).to_owned()).collect(),
    }
}

fn long_max_minus(id: u32, column: &str) -> KeyPart {
    KeyPart::column(id, column).with_encoding(Encoding::epoch_millis_reversed(
        ReverseFrom::LongMax,
        IntFormat::big_endian_signed(8),
    ))
}

fn uid_phone_name() -> Preset {
    let recipe = KeySpec::new(vec![
        KeyPart::column(1, "uid")
            .with_encoding(Encoding::padded(Pad::left(6)))
            .with_separator("_"),
        KeyPart::column(2, "phone").with_separator("_"),
        KeyPart::column(3, "name"),
    ]);
    let queries = vec![
        Q::new("uid + phone + name")
            .with(P::eq("uid", "111"))
            .with(P::eq("phone", "18520076516"))
            .with(P::eq("name", "erin")),
        Q::new("uid = 111").with(P::eq("uid", "111")),
        Q::new("phone only").with(P::eq("phone", "18520076516")),
    ];
    let data = sample(
        3_000,
        1,
        vec![
            C::new("uid", zipf(500, 1.0, "")),
            C::new(
                "phone",
                G::Phone {
                    prefix: "1".to_owned(),
                    digits: 10,
                },
            ),
            C::new(
                "name",
                choice(&[
                    "iteblog", "alice", "bob", "carol", "dave", "erin", "frank", "grace",
                ]),
            ),
        ],
    );
    Preset::new(
        "uid-phone-name",
        "000",
        Text::new("uid + phone + name: which queries the key serves", "uid+phone+name：行键能支持哪些查询"),
        Text::new(
            "A key is a sorted index: a query is fast only when it fixes the key's leading parts. With uid + phone + name, uid = 111 (and uid with phone) reads one contiguous range, while phone or name alone must read every row.",
            "行键就是一个有序索引：只有固定了行键前面的部分，查询才快。uid+phone+name 这种设计下，uid = 111（或 uid 加 phone）只读一段连续的行；只按 phone 或 name 查询就要扫全表。",
        ),
    )
    .with(
        Variant::new(
            "design",
            Text::new("uid + phone + name", "行键 uid+phone+name"),
            design("user_contact", recipe, explicit(&["000010", "000050", "000200"]), queries),
            data,
        )
        .look(
            Area::Queries,
            "All three parts fixed: a GET of one key. uid alone: a prefix scan of a few rows.",
            "三个字段都给定：直接 GET 一个行键；只给 uid：前缀扫描，只读几行。",
        )
        .look(
            Area::Queries,
            "phone alone: nothing fixes the start of the key, so the plan is a full scan with a filter.",
            "只给 phone：行键开头没有固定，只能全表扫描再过滤。",
        )
        .look(
            Area::SortedView,
            "Rows of one uid sit together, sorted by phone: that is why uid + phone prefixes work.",
            "同一个 uid 的行排在一起，并按 phone 排序，所以 uid、uid+phone 的前缀查询都很快。",
        ),
    )
}

fn salt_letters() -> Preset {
    let foo_key = |first: u32| {
        vec![
            KeyPart::literal(first, "foo"),
            KeyPart::column(first + 1, "n")
                .with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 4 })),
        ]
    };
    let data = sample(
        4_000,
        2,
        vec![C::new("n", G::Sequence { start: 1, step: 1 })],
    );
    let splits = explicit(&["b", "c", "d", "e", "f", "g"]);
    let queries = vec![
        Q::new("n = 42").with(P::eq("n", "42")),
        Q::new("n from 100 to 199").with(P::between("n", "100", "199")),
    ];
    let mut salted = vec![KeyPart::salt(1, Salt::random_letters(7, 4))];
    salted.extend(foo_key(2));
    Preset::new(
        "salt-letters",
        "000",
        Text::new("Salting with prefixes a, b, c, d", "用 a、b、c、d 前缀加盐"),
        Text::new(
            "The table has one region per first letter, and every key starts with 'f', so one region takes every write. A random prefix a/b/c/d spreads the rows over four regions: about four times the write throughput, but a read must now look in all four buckets.",
            "表按首字母划分 Region，而所有行键都以 f 开头，所有写入都落在同一个 Region。随机加上 a/b/c/d 前缀后，数据分散到 4 个 Region，写吞吐约为原来的 4 倍；代价是读取时要到 4 个桶里分别查找。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("foo0001, foo0002, …", "行键 foo0001、foo0002……"),
            design("t", KeySpec::new(foo_key(1)), splits.clone(), queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "Every row is in the region [f, g); the other regions are empty.",
            "所有行都在 [f, g) 这个 Region 里，其他 Region 都是空的。",
        )
        .look(
            Area::Heatmap,
            "All writes hit the same region: a write hotspot.",
            "所有写入都打到同一个 Region：写热点。",
        )
        .look(
            Area::Queries,
            "n = 42 is a single GET.",
            "n = 42 是一次 GET。",
        )
        .lints(&[LintCode::MonotonicLeadingPart])
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("random a/b/c/d + foo0001", "随机 a/b/c/d + foo0001"),
            design("t", KeySpec::new(salted), splits, queries),
            data,
        )
        .look(
            Area::Regions,
            "The rows now spread over the regions a, b, c and d, about a quarter each.",
            "数据分散到 a、b、c、d 四个 Region，每个约占四分之一。",
        )
        .look(
            Area::Queries,
            "n = 42 now needs four reads, one per salt letter: the price of salting.",
            "n = 42 现在要读 4 次，每个盐值一次：这就是加盐的代价。",
        )
        .look(
            Area::SortedView,
            "The salt is random: the same row could get any letter, so only a scan of all buckets finds it.",
            "盐值是随机的：同一行可能得到任何一个字母，只能扫描所有桶才能找到。",
        )
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
}

fn md5_prefix_device() -> Preset {
    let data = sample(
        5_000,
        3,
        vec![
            C::new(
                "device",
                G::Sequence {
                    start: 867_530_010_000_000,
                    step: 7,
                },
            ),
            C::new("registered", ts(JUNE_2021, 60_000, 20_000)),
        ],
    );
    let queries = vec![
        Q::new("one device").with(P::eq("device", "867530010003507")),
        Q::new("a block of device ids").with(P::between(
            "device",
            "867530010000000",
            "867530010000699",
        )),
    ];
    let splits = num_regions(SplitAlgorithm::HexString, 8);
    let hashed = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["device"], 6),
        KeyPart::column(2, "device"),
    ]);
    Preset::new(
        "md5-prefix-device",
        "000",
        Text::new("Hashing: md5 first 6 hex chars + device id", "哈希：md5 前 6 位 + 设备 ID"),
        Text::new(
            "Device ids are handed out in order and all start with the same digits, so on a HexStringSplit table they pile into one region. substr(md5(deviceId), 0, 6) + deviceId spreads them evenly; a GET by device id still works, but a range of ids becomes a full scan.",
            "设备 ID 按顺序分配，前几位都一样，在 HexStringSplit 预分区的表里全部挤进同一个 Region。改成 substr(md5(设备ID),0,6)+设备ID 后数据均匀分布；按设备 ID 的 GET 仍然可用，但按 ID 范围查询就变成了全表扫描。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("device id", "设备 ID"),
            design("device", KeySpec::new(vec![KeyPart::column(1, "device")]), splits.clone(), queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "Every key starts with '8675', so all rows land in one of the eight regions.",
            "所有行键都以 8675 开头，8 个 Region 里只有一个有数据。",
        )
        .look(
            Area::Queries,
            "A range of device ids is a single range scan.",
            "按设备 ID 范围查询只需一次范围扫描。",
        )
        .lints(&[LintCode::MonotonicLeadingPart])
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("md5(device)[0..6] + device", "md5(设备ID) 前 6 位 + 设备 ID"),
            design("device", hashed, splits, queries),
            data,
        )
        .look(
            Area::Regions,
            "The md5 prefix is uniform hex, so the eight HexStringSplit regions fill evenly.",
            "md5 前缀是均匀分布的十六进制，8 个 HexStringSplit Region 均匀填满。",
        )
        .look(
            Area::Queries,
            "One device is still a GET (its md5 is known), but the id range is now a full scan.",
            "单个设备仍是 GET（md5 可以算出来），但 ID 范围查询变成了全表扫描。",
        ),
    )
}

fn reversed_urls() -> Preset {
    let hosts = [
        "www.iteblog.com",
        "mail.iteblog.com",
        "blog.iteblog.com",
        "news.iteblog.com",
        "www.example.com",
        "mail.example.com",
        "www.apache.org",
        "hbase.apache.org",
    ];
    let data = sample(
        3_000,
        4,
        vec![
            C::new("host", choice(&hosts)),
            C::new(
                "page",
                G::Sequence {
                    start: 10_000,
                    step: 1,
                },
            ),
        ],
    );
    let queries = vec![
        Q::new("one host").with(P::eq("host", "mail.iteblog.com")),
        Q::new("every iteblog.com host").with(P::is_in(
            "host",
            &[
                "blog.iteblog.com",
                "mail.iteblog.com",
                "news.iteblog.com",
                "www.iteblog.com",
            ],
        )),
    ];
    let plain = KeySpec::new(vec![
        KeyPart::column(1, "host").with_separator("/archives/"),
        KeyPart::column(2, "page"),
    ]);
    let reversed = KeySpec::new(vec![
        KeyPart::column(1, "host")
            .with_transform(Transform::ReverseDomain)
            .with_separator("/archives/"),
        KeyPart::column(2, "page"),
    ]);
    Preset::new(
        "reversed-urls",
        "000",
        Text::new("Reversing URLs so one domain stays together", "反转 URL，让同一域名的数据存在一起"),
        Text::new(
            "URLs of the same domain start with different host names (www., mail., blog.), so they are scattered over the table. Reversing the host (com.iteblog.www) puts every page of a domain next to each other, in one region.",
            "同一域名下的 URL 以不同的主机名开头（www.、mail.、blog.），数据分散在整张表里。把主机名反转成 com.iteblog.www 之后，同一域名的所有页面挨在一起，落在同一个 Region。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("host/archives/page", "主机名/archives/页面号"),
            design("pages", plain, explicit(&["h", "n", "w"]), queries.clone()),
            data.clone(),
        )
        .look(
            Area::SortedView,
            "iteblog.com pages are interleaved with apache.org and example.com pages.",
            "iteblog.com 的页面和 apache.org、example.com 的页面交错排列。",
        )
        .look(
            Area::Queries,
            "Reading all of iteblog.com takes four ranges in four different regions.",
            "读取 iteblog.com 的全部页面需要 4 个范围，分布在 4 个不同的 Region。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("reversed host + page", "反转的主机名 + 页面号"),
            design("pages", reversed, explicit(&["com.f", "org", "org.apache.i"]), queries),
            data,
        )
        .look(
            Area::SortedView,
            "Keys now read com.iteblog.blog, com.iteblog.mail, …: one domain, one block.",
            "行键变成 com.iteblog.blog、com.iteblog.mail……：同一个域名连成一片。",
        )
        .look(
            Area::Queries,
            "The four iteblog.com hosts are adjacent ranges in a single region.",
            "iteblog.com 的 4 个主机是相邻的范围，只在一个 Region 里。",
        ),
    )
}

fn seller_trades() -> Preset {
    let data = sample(
        6_000,
        5,
        vec![
            C::new("seller", zipf(300, 1.1, "s")),
            C::new("ts", ts(JUNE_2021, 1_000, 0)),
            C::new(
                "order",
                G::Sequence {
                    start: 100_000_001,
                    step: 1,
                },
            ),
        ],
    );
    let trade = |first: u32| {
        vec![
            KeyPart::column(first, "seller").with_separator("_"),
            KeyPart::column(first + 1, "ts")
                .with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 13 }))
                .with_separator("_"),
            KeyPart::column(first + 2, "order"),
        ]
    };
    let queries = vec![
        Q::new("one seller").with(P::eq("seller", "s1")),
        Q::new("one seller, one hour")
            .with(P::eq("seller", "s1"))
            .with(P::between("ts", "1623024000000", "1623027599999")),
    ];
    // "salt 是随机数": a random bucket byte, reproducible from its seed.
    let random_byte = Salt {
        bucketing: Bucketing::Random { seed: 5 },
        buckets: 8,
        output: BucketOutput::Byte,
        input: HashInput::RestOfKey,
    };
    let mut salted = vec![KeyPart::salt(1, random_byte)];
    salted.extend(trade(2));
    Preset::new(
        "seller-trades",
        "000",
        Text::new("Trades: salt + sellerId + timestamp", "交易表：salt + sellerId + timestamp"),
        Text::new(
            "sellerId + timestamp + orderId answers \"a seller's trades in a time window\" with one range, but a seller who sells a lot makes one region hot. A random salt byte in front (8 buckets) spreads every seller over all regions; the same query then reads one range per bucket.",
            "sellerId + timestamp + orderId 用一个范围就能查出某个卖家某段时间的交易，但卖得多的大卖家会让一个 Region 成为热点。在前面加一个随机盐值字节（8 个桶），每个卖家的数据都分散到所有 Region；同样的查询改为每个桶各读一个范围。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("sellerId + timestamp + orderId", "卖家 ID + 时间戳 + 订单号"),
            design("trades", KeySpec::new(trade(1)), explicit(&["s2", "s4", "s6", "s8"]), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Data,
            "Seller s1 alone makes about a fifth of all trades.",
            "卖家 s1 一个人就占了约五分之一的交易。",
        )
        .look(
            Area::Regions,
            "All of s1's trades are in the first region, which is far bigger than the others.",
            "s1 的交易全在第一个 Region，它比其他 Region 大得多。",
        )
        .look(
            Area::Queries,
            "A seller's time window is one range scan.",
            "按卖家和时间段查询是一次范围扫描。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("salt + sellerId + timestamp + orderId", "盐值 + 卖家 ID + 时间戳 + 订单号"),
            design("trades", KeySpec::new(salted), SplitSpec::SaltBuckets { buckets: 8 }, queries),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "Eight buckets, eight regions, about the same size each.",
            "8 个桶对应 8 个 Region，大小基本一致。",
        )
        .look(
            Area::Queries,
            "The same query is now an 8-way bucket scan: one short range per bucket, merged on the client.",
            "同样的查询变成 8 路分桶扫描：每个桶读一小段，再在客户端合并。",
        )
        .look(
            Area::Heatmap,
            "Writes of the busy seller now reach every region.",
            "大卖家的写入现在分散到了每个 Region。",
        ),
    )
}

fn risk_control() -> Preset {
    let data = sample(
        5_000,
        6,
        vec![
            C::new(
                "uid",
                G::Sequence {
                    start: 10_000_001,
                    step: 1,
                },
            ),
            C::new(
                "idcard",
                G::Phone {
                    prefix: "110101".to_owned(),
                    digits: 12,
                },
            ),
            C::new(
                "tele",
                G::Phone {
                    prefix: "13".to_owned(),
                    digits: 9,
                },
            ),
        ],
    );
    let splits = num_regions(SplitAlgorithm::HexString, 8);
    let by = |column: &str| {
        KeySpec::new(vec![
            KeyPart::md5_hex_of_columns(1, &[column], 5),
            KeyPart::column(2, column),
        ])
    };
    let uid_queries = vec![
        Q::new("one user").with(P::eq("uid", "10000042")),
        Q::new("one phone number").with(P::eq("tele", "13550904484")),
    ];
    Preset::new(
        "risk-control",
        "000",
        Text::new("Risk control: md5(uid)[0..5] + uid", "金融风控：md5(uid) 前 5 位 + uid"),
        Text::new(
            "User profiles are looked up by uid, id card or phone number. Sequential uids pile into one region; prefix = substr(md5(x), 0, 5) spreads them and keeps a GET by that value. Looking up by id card or phone number needs one more table each, keyed prefix + idcard and prefix + tele.",
            "用户画像按 uid、身份证号或手机号查询。顺序递增的 uid 全部挤在一个 Region；加上 prefix = substr(md5(x),0,5) 后数据被打散，按该值仍可直接 GET。按身份证号、手机号查询，还各需要一张以 prefix+idcard、prefix+tele 为行键的表。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("uid only", "只用 uid"),
            design("user_profile", KeySpec::new(vec![KeyPart::column(1, "uid")]), splits.clone(), uid_queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "uids 10000001… all sort below '20000000': one region of eight holds everything.",
            "uid 10000001……都小于 20000000：8 个 Region 中只有一个有数据。",
        )
        .look(
            Area::Lints,
            "New users get ever larger uids, so every new profile is written to the same region.",
            "新用户的 uid 越来越大，每个新画像都写到同一个 Region。",
        )
        .lints(&[LintCode::MonotonicLeadingPart])
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("md5(uid)[0..5] + uid", "md5(uid) 前 5 位 + uid"),
            design("user_profile", by("uid"), splits.clone(), uid_queries),
            data.clone(),
        )
        .look(
            Area::Regions,
            "The hex prefix spreads the profiles evenly over the eight regions.",
            "十六进制前缀把画像均匀分散到 8 个 Region。",
        )
        .look(
            Area::Queries,
            "By uid: a GET. By phone number: a full scan, because tele is not in this key.",
            "按 uid：GET；按手机号：全表扫描，因为行键里没有 tele。",
        ),
    )
    .with(
        Variant::new(
            "by-idcard",
            Text::new("md5(idcard)[0..5] + idcard", "md5(身份证号) 前 5 位 + 身份证号"),
            design(
                "user_by_idcard",
                by("idcard"),
                splits.clone(),
                vec![Q::new("one id card").with(P::eq("idcard", "110101056298460872"))],
            ),
            data.clone(),
        )
        .look(
            Area::Queries,
            "A second table keyed by id card answers the id card lookup with a GET.",
            "第二张以身份证号为行键的表，用 GET 就能按身份证号查询。",
        ),
    )
    .with(
        Variant::new(
            "by-tele",
            Text::new("md5(tele)[0..5] + tele", "md5(手机号) 前 5 位 + 手机号"),
            design(
                "user_by_tele",
                by("tele"),
                splits,
                vec![Q::new("one phone number").with(P::eq("tele", "13550904484"))],
            ),
            data,
        )
        .look(
            Area::Queries,
            "The phone-number lookup that was a full scan is now a GET.",
            "原来要全表扫描的手机号查询，现在是一次 GET。",
        ),
    )
}

fn connected_cars() -> Preset {
    let data = sample(
        6_000,
        7,
        vec![
            C::new("car", zipf(200, 0.0, "LSVAG2019")),
            C::new("ts", ts(JUNE_2021, 500, 0)),
        ],
    );
    let queries = vec![
        Q::new("one car, one hour")
            .with(P::eq("car", "LSVAG201942"))
            .with(P::between("ts", "1623024000000", "1623027599999")),
        Q::new("one car").with(P::eq("car", "LSVAG201942")),
    ];
    let car_ts = |first: u32| {
        vec![
            KeyPart::column(first, "car").with_separator("_"),
            KeyPart::column(first + 1, "ts"),
        ]
    };
    let mut hashed = vec![KeyPart::md5_hex_of_columns(1, &["car"], 5)];
    hashed.extend(car_ts(2));
    Preset::new(
        "connected-cars",
        "000",
        Text::new("Connected cars: prefix + carId + timestamp", "车联网：prefix + carId + timestamp"),
        Text::new(
            "carId + timestamp serves \"one car in a time range\", but one batch has so many cars with the same id prefix that its region is hot. A short md5 prefix of the car id spreads the batch while each car's rows stay together and in time order.",
            "carId + timestamp 能很好地支持“某辆车某段时间”的查询，但某个批次的车太多、车架号前缀相同，所在 Region 成为热点。在前面加上车 ID 的 md5 短前缀，同一批次的车被打散，而每辆车的数据仍然连续并按时间排序。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("carId + timestamp", "车辆 ID + 时间戳"),
            design(
                "car_track",
                KeySpec::new(car_ts(1)),
                explicit(&["LSVAG2019", "LSVBH2020", "LSVCK2021"]),
                queries.clone(),
            ),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "The table was split by batch, and the 2019 batch fills its region while the others stay empty.",
            "表按批次预分区，2019 批次把自己的 Region 塞满，其他 Region 都是空的。",
        )
        .look(
            Area::Heatmap,
            "Every car of the batch reports to the same region at the same time.",
            "这一批次的每辆车同时向同一个 Region 上报数据。",
        )
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("md5(carId)[0..5] + carId + timestamp", "md5(carId) 前 5 位 + carId + timestamp"),
            design(
                "car_track",
                KeySpec::new(hashed),
                explicit(&["40000", "80000", "c0000"]),
                queries,
            ),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Regions,
            "The batch is spread over all four regions.",
            "同一批次的车分散到了全部 4 个 Region。",
        )
        .look(
            Area::Queries,
            "One car in a time range is still a single range scan: the prefix is computed from the car id.",
            "某辆车某段时间仍然是一次范围扫描：前缀可以由车 ID 算出。",
        ),
    )
}

fn latest_records() -> Preset {
    let data = sample(
        5_000,
        8,
        vec![
            C::new("uid", zipf(300, 1.0, "u")),
            C::new("ts", ts(JUNE_2021, 2_000, 500)),
        ],
    );
    let queries = vec![
        Q::new("latest 10 of u1")
            .with(P::eq("uid", "u1"))
            .latest(10, "ts"),
        Q::new("u1 in one hour")
            .with(P::eq("uid", "u1"))
            .with(P::between("ts", "1623024000000", "1623027599999")),
    ];
    let splits = explicit(&["u2", "u4", "u6", "u8"]);
    let ascending = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("#"),
        // Bytes.toBytes(long) of a positive timestamp: the same bytes as unsigned.
        KeyPart::column(2, "ts")
            .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(8))),
    ]);
    let reversed = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("#"),
        long_max_minus(2, "ts"),
    ]);
    Preset::new(
        "latest-records",
        "000",
        Text::new("Latest records: uid + Long.MAX_VALUE − timestamp", "查询最近的数据：uid + Long.MAX_VALUE − timestamp"),
        Text::new(
            "To show a user's newest operations first, store Long.MAX_VALUE − timestamp instead of the timestamp: the newest row of each uid then sorts first, and \"latest N\" is a short forward scan from the uid prefix.",
            "为了让用户最新的操作排在最前面，存 Long.MAX_VALUE − timestamp 而不是时间戳：每个 uid 最新的一行排在最前，“最近 N 条”就是从 uid 前缀开始的一次短的正向扫描。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("uid + timestamp", "uid + 时间戳"),
            design("user_action", ascending, splits.clone(), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Within a uid the oldest row comes first.",
            "同一个 uid 内，最旧的一行排在最前。",
        )
        .look(
            Area::Queries,
            "\"Latest 10\" needs a reversed scan from the end of the uid's range.",
            "“最近 10 条”需要从该 uid 范围的末尾反向扫描。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("uid + (Long.MAX_VALUE − timestamp)", "uid + (Long.MAX_VALUE − 时间戳)"),
            design("user_action", reversed, splits, queries),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Within a uid the newest row comes first.",
            "同一个 uid 内，最新的一行排在最前。",
        )
        .look(
            Area::Queries,
            "\"Latest 10\" reads the first 10 rows of the prefix; the time window is one range with its bounds swapped.",
            "“最近 10 条”只读前缀下的前 10 行；时间段查询是一个上下界互换的范围。",
        ),
    )
}
