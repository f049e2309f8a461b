//! Seed 001: pre-split tables, start keys and the 16-byte rule.

use super::seed000::JUNE_2021;
use super::{Area, Arrival, Preset, Text, Variant, design, explicit, num_regions, sample};
use crate::generate::{ColumnGenerator as G, ColumnSpec as C, TimeFormat};
use crate::lint::LintCode;
use crate::plan::{Predicate as P, Query as Q};
use crate::spec::{
    BucketOutput, Bucketing, Encoding, HashInput, IntFormat, KeyPart, KeySpec, Pad, Salt,
};
use crate::split::{SplitAlgorithm, SplitLintCode};

pub(super) fn presets() -> Vec<Preset> {
    vec![presplit_ids(), random_prefix_1001(), key_length_16()]
}

fn presplit_ids() -> Preset {
    let data = sample(
        11_000,
        11,
        vec![C::new("id", G::Sequence { start: 1, step: 9 })],
    );
    let recipe = || {
        KeySpec::new(vec![KeyPart::column(1, "id").with_encoding(
            Encoding::integer(IntFormat::ZeroPadded { width: 5 }),
        )])
    };
    let queries = vec![
        Q::new("id = 30007").with(P::eq("id", "30007")),
        Q::new("ids 30000 to 39999").with(P::between("id", "30000", "39999")),
    ];
    let sequential = (
        Area::Heatmap,
        "The ids are written in increasing order, so new rows always go to the last region that has data: pre-splitting spreads the data, not the write order.",
        "id 按递增顺序写入，新数据总是写到最后一个有数据的 Region：预分区能分散数据，却改变不了写入顺序。",
    );
    Preset::new(
        "presplit-ids",
        "001",
        Text::new("Pre-splitting decimal ids: SPLITS, HexStringSplit, DecimalStringSplit", "十进制 id 的预分区：SPLITS、HexStringSplit、DecimalStringSplit"),
        Text::new(
            "Ids 00001 to 99999 as five-digit text. NUMREGIONS => 5, SPLITALGO => 'HexStringSplit' cuts the hex space 00000000–ffffffff, so the regions from '99999999' on never get a decimal key. DecimalStringSplit, or explicit SPLITS => ['30000', '60000', '90000'], matches the keys.",
            "id 为 00001 到 99999 的五位数字。NUMREGIONS => 5, SPLITALGO => 'HexStringSplit' 切分的是 00000000–ffffffff 的十六进制空间，'99999999' 之后的 Region 永远不会收到十进制的行键。DecimalStringSplit 或显式的 SPLITS => ['30000','60000','90000'] 才与行键相符。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("NUMREGIONS => 5, HexStringSplit", "5 个 Region，HexStringSplit"),
            design("t4", recipe(), num_regions(SplitAlgorithm::HexString, 5), queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "The last two regions, from 99999999 and cccccccc, stay empty; three regions hold everything.",
            "从 99999999 和 cccccccc 开始的最后两个 Region 一直是空的，数据全在前三个 Region。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::MonotonicLeadingPart])
        .split_lints(&[SplitLintCode::EmptyRegions]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("NUMREGIONS => 5, DecimalStringSplit", "5 个 Region，DecimalStringSplit"),
            design("t4", recipe(), num_regions(SplitAlgorithm::DecimalString, 5), queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "Splits at 20000000, 40000000, …: each of the five regions gets about a fifth of the ids.",
            "切分点为 20000000、40000000……：5 个 Region 各得到约五分之一的 id。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
    .with(
        Variant::new(
            "splits",
            Text::new("SPLITS => ['30000', '60000', '90000']", "显式切分点 SPLITS => ['30000','60000','90000']"),
            design("t9", recipe(), explicit(&["30000", "60000", "90000"]), queries),
            data,
        )
        .look(
            Area::Regions,
            "Four regions: ['', 30000), [30000, 60000), [60000, 90000), [90000, ''); the last covers only 10,000 ids, so it is a third of the others.",
            "4 个 Region：['',30000)、[30000,60000)、[60000,90000)、[90000,'')；最后一个只覆盖 1 万个 id，大小只有其他的三分之一。",
        )
        .look(sequential.0, sequential.1, sequential.2)
        .lints(&[LintCode::MonotonicLeadingPart]),
    )
}

fn random_prefix_1001() -> Preset {
    let data = sample(
        4_000,
        12,
        vec![
            C::new(
                "id",
                G::Sequence {
                    start: 100_001,
                    step: 1,
                },
            ),
            C::new(
                "create_time",
                G::Timestamp {
                    start_millis: JUNE_2021,
                    interval_millis: 1_000,
                    jitter_millis: 0,
                    format: TimeFormat::DateTime,
                },
            ),
        ],
    );
    let random = |buckets: u32, width: u16| Salt {
        bucketing: Bucketing::Random { seed: 1001 },
        buckets,
        output: BucketOutput::Decimal { width },
        input: HashInput::RestOfKey,
    };
    let key = |salt: Salt| {
        KeySpec::new(vec![
            KeyPart::salt(1, salt),
            KeyPart::column(2, "id").with_separator("_"),
            KeyPart::column(3, "create_time"),
        ])
    };
    let queries = vec![Q::new("id = 100042").with(P::eq("id", "100042"))];
    Preset::new(
        "random-prefix-1001",
        "001",
        Text::new("Start keys 1000/2000/3000 and a random(1001) + id + create_time key", "起始键 1000/2000/3000 与 random(1001)+id+create_time 行键"),
        Text::new(
            "With start keys 1000, 2000 and 3000 the regions are ['', 1000), [1000, 2000), [2000, 3000) and [3000, ''). HBase compares bytes from the left, not numbers: a random number 0–1000 written as text puts every key starting with 3 to 9 in the last region. A zero-padded random number with split points that match it spreads the rows evenly.",
            "起始键为 1000、2000、3000 时，Region 是 ['',1000)、[1000,2000)、[2000,3000) 和 [3000,'')。HBase 从左到右逐字节比较，而不是比较数值：0–1000 的随机数直接写成文本时，以 3 到 9 开头的行键全部落在最后一个 Region。随机数补零到固定宽度、切分点与之对应，数据才会均匀分布。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("random(1001) + id + create_time, SPLITS 1000/2000/3000", "random(1001)+id+create_time，切分点 1000/2000/3000"),
            design("t", key(random(1001, 0)), explicit(&["1000", "2000", "3000"]), queries.clone()),
            data.clone(),
        )
        .look(
            Area::Regions,
            "About three quarters of the rows land in [3000, ''): every key whose random part starts with 3 to 9 sorts there.",
            "约四分之三的行落在 [3000,'')：随机部分以 3 到 9 开头的行键都排在那里。",
        )
        .look(
            Area::SortedView,
            "A key such as 100100042_2021-06-07… (random 100, id 100042) is in the second region: '1001…' ≥ '1000' and < '2000'.",
            "像 100100042_2021-06-07……（随机数 100，id 100042）这样的行键在第二个 Region：'1001……' ≥ '1000' 且 < '2000'。",
        )
        .look(
            Area::Queries,
            "The random prefix cannot be computed from the id, so one id needs a read in each of the 1001 buckets.",
            "随机前缀无法由 id 算出，查一个 id 要在 1001 个桶里各读一次。",
        )
        .lints(&[LintCode::AmbiguousBoundary]),
    )
    .with(
        Variant::new(
            "after",
            Text::new("random 000–999 + id + create_time, SPLITS 250/500/750", "随机 000–999 + id + create_time，SPLITS 250/500/750"),
            design("t", key(random(1000, 3)), explicit(&["250", "500", "750"]), queries),
            data,
        )
        .look(
            Area::Regions,
            "Each region now holds about a quarter of the rows.",
            "现在每个 Region 大约各占四分之一。",
        )
        .look(
            Area::KeyBuilder,
            "The random part is always three digits, so where it ends is known and the split points 250/500/750 cut it evenly.",
            "随机部分固定为三位数字，边界明确，切分点 250/500/750 可以把它均匀切开。",
        ),
    )
}

fn key_length_16() -> Preset {
    let at = |format| G::Timestamp {
        start_millis: JUNE_2021,
        interval_millis: 1_500,
        jitter_millis: 0,
        format,
    };
    let data = sample(
        4_000,
        13,
        vec![
            C::new(
                "uid",
                G::ZipfUser {
                    users: 1_000,
                    exponent: 0.8,
                    prefix: String::new(),
                },
            ),
            C::new(
                "device",
                G::Choice {
                    options: [
                        "Xiaomi-Mi-11-Ultra",
                        "iPhone-12-Pro-Max",
                        "Huawei-Mate-40-Pro",
                        "OPPO-Find-X3-Pro",
                    ]
                    .map(str::to_owned)
                    .to_vec(),
                },
            ),
            C::new("created", at(TimeFormat::DateTime)),
            C::new("ts", at(TimeFormat::EpochMillis)),
        ],
    );
    let long = KeySpec::new(vec![
        KeyPart::column(1, "uid")
            .with_encoding(Encoding::padded(Pad::left(10)))
            .with_separator("_"),
        KeyPart::column(2, "device").with_separator("_"),
        KeyPart::column(3, "created"),
    ]);
    let short = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
        KeyPart::column(2, "ts").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
    ]);
    let queries = vec![Q::new("uid = 42").with(P::eq("uid", "42"))];
    Preset::new(
        "key-length-16",
        "001",
        Text::new("Keep row keys within 16 bytes", "行键长度控制在 16 字节以内"),
        Text::new(
            "Every cell stores its row key, so a 50-byte key costs 50 bytes per cell in HFiles and in the MemStore. The guideline is 16 bytes or less, a multiple of 8: here uid and timestamp as two 8-byte longs instead of padded text, a device name and a date string.",
            "每个单元格都会存一份行键，50 字节的行键在 HFile 和 MemStore 中每个单元格都要多占 50 字节。建议行键不超过 16 字节，并且是 8 字节的整数倍：这里把 uid 和时间戳存成两个 8 字节的 long，而不是补零的文本、设备名和日期字符串。",
        ),
    )
    .with(
        Variant::new(
            "before",
            Text::new("uid_device_yyyy-MM-dd HH:mm:ss (about 50 bytes)", "uid_设备_yyyy-MM-dd HH:mm:ss（约 50 字节）"),
            design("user_event", long, explicit(&["0000000002", "0000000010", "0000000100"]), queries.clone()),
            data.clone(),
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::Lints,
            "The long-key advice: keys are about 50 bytes, over three times the advised 16.",
            "长行键提示：行键约 50 字节，是建议值 16 字节的三倍多。",
        )
        .look(
            Area::SortedView,
            "Most of each key is readable text that repeats from row to row.",
            "每个行键的大部分都是重复出现的可读文本。",
        ),
    )
    .with(
        Variant::new(
            "after",
            Text::new("uid (8-byte long) + timestamp (8-byte long)", "uid（8 字节 long）+ 时间戳（8 字节 long）"),
            design(
                "user_event",
                short,
                explicit(&["\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x02", "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x0A", "\\x00\\x00\\x00\\x00\\x00\\x00\\x00d"]),
                queries,
            ),
            data,
        )
        .arriving(Arrival::column("ts"))
        .look(
            Area::SortedView,
            "Every key is exactly 16 bytes: two longs, aligned to 8 bytes.",
            "每个行键正好 16 字节：两个 long，按 8 字节对齐。",
        )
        .look(
            Area::Queries,
            "uid = 42 is still a prefix scan: the first 8 bytes are the uid.",
            "uid = 42 仍然是前缀扫描：前 8 个字节就是 uid。",
        ),
    )
}
