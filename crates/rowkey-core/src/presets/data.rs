//! The presets as data: each variant's design, sample and arrival are JSON in the formats
//! of a design file ([`Design`](crate::design::Design)), a
//! [`GeneratorSpec`](crate::generate::GeneratorSpec) and an [`Arrival`], read by the same
//! readers as a saved design (far less wasm code than building them in code); the texts,
//! notices and expected lints are Rust constants.
//!
//! The cases come from five seed posts (`seed`): 000 the RowKey design guide (queries, salting,
//! hashing, reversing, case studies); 001 pre-split tables, start keys and the 16-byte rule;
//! 002 row-key properties shown as `scan` output (PHP clients); 003 a Twitter-like system
//! (`users`, `twits`, `follows`, `followedBy`, `twitsStream`); 004 hot keys, hash prefixes,
//! reversing, salt buckets and region counts.

use super::{Area, Notice, Text};
use crate::lint::LintCode;
use crate::split::SplitLintCode;

/// One preset: see [`super::Preset`].
pub(super) struct PresetData {
    pub(super) id: &'static str,
    pub(super) seed: &'static str,
    pub(super) title: Text,
    pub(super) summary: Text,
    pub(super) variants: &'static [VariantData],
}

/// One variant: see [`super::Variant`]; `design`, `sample` and `arrival` are JSON.
pub(super) struct VariantData {
    pub(super) id: &'static str,
    pub(super) label: Text,
    pub(super) design: &'static str,
    pub(super) sample: &'static str,
    pub(super) arrival: &'static str,
    pub(super) notice: &'static [Notice],
    pub(super) lints: &'static [LintCode],
    pub(super) split_lints: &'static [SplitLintCode],
    /// See [`super::Variant::expected_verdict`].
    pub(super) verdict: &'static [(&'static str, usize)],
}

/// Every preset, in gallery order.
pub(super) const PRESETS: &[PresetData] = &[
    PresetData {
        id: "uid-phone-name",
        seed: "000",
        title: Text::new(
            "uid + phone + name: which queries the key serves",
            "uid+phone+name：行键能支持哪些查询",
        ),
        summary: Text::new(
            "A key is a sorted index: a query is fast only when it fixes the key's leading parts. With uid + phone + name, uid = 111 and uid = 111 AND phone = … each read one contiguous range, while phone or name alone must read every row. Unlike the post's plain uid+phone+name, this key pads uid to 6 digits and puts '_' between the parts: without them uid 11 followed by a phone starting with 1 reads like uid 111, and uid = 111 would also match uid 1110.",
            "行键就是一个有序索引：只有固定了行键前面的部分，查询才快。uid+phone+name 这种设计下，uid = 111 以及 uid = 111 AND phone = … 都只读一段连续的行；只按 phone 或 name 查询就要扫全表。与原文直接拼接 uid+phone+name 不同，这里的行键把 uid 补零到 6 位，并在各部分之间加上 '_'：否则 uid 11 后面跟一个以 1 开头的手机号，看起来就和 uid 111 一样，uid = 111 也会匹配到 uid 1110。",
        ),
        variants: &[VariantData {
            id: "design",
            label: Text::new("uid + phone + name", "行键 uid+phone+name"),
            design: r##"{"version":1,"table":"user_contact","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{"pad":{"side":"left","width":6,"fill":"0","too_long":"error"}}}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"phone"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"name"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["000003","000017","000083"]},"queries":[{"name":"uid + phone","predicates":[{"column":"uid","op":"eq","value":"111"},{"column":"phone","op":"eq","value":"18520076516"}]},{"name":"uid = 111","predicates":[{"column":"uid","op":"eq","value":"111"}]},{"name":"phone only","predicates":[{"column":"phone","op":"eq","value":"18520076516"}]}]}"##,
            sample: r##"{"rows":3000,"seed":1,"columns":[{"name":"uid","generator":{"kind":"zipf_user","users":500,"exponent":1.0,"prefix":""}},{"name":"phone","generator":{"kind":"phone","prefix":"1","digits":10}},{"name":"name","generator":{"kind":"choice","options":["iteblog","alice","bob","carol","dave","erin","frank","grace"]}}]}"##,
            arrival: r##"{"kind":"input_order"}"##,
            notice: &[
                Notice::new(
                    Area::Queries,
                    Text::new(
                        "uid and phone fixed: a prefix scan of that user's rows with that phone. uid alone: a prefix scan of a few rows. With name as well it would be a GET of one key.",
                        "给定 uid 和 phone：前缀扫描，只读这个用户这个手机号的行；只给 uid：前缀扫描，只读几行。再加上 name 就是直接 GET 一个行键。",
                    ),
                ),
                Notice::new(
                    Area::Queries,
                    Text::new(
                        "phone alone: nothing fixes the start of the key, so the plan is a full scan with a filter: it reads every row in all four regions to return one.",
                        "只给 phone：行键开头没有固定，只能全表扫描再过滤：为了返回一行，要读遍 4 个 Region 里的每一行。",
                    ),
                ),
                Notice::new(
                    Area::SortedView,
                    Text::new(
                        "Rows of one uid sit together, sorted by phone: that is why uid + phone prefixes work.",
                        "同一个 uid 的行排在一起，并按 phone 排序，所以 uid、uid+phone 的前缀查询都很快。",
                    ),
                ),
            ],
            lints: &[],
            split_lints: &[],
            verdict: &[("query/read-amplification", 1), ("query/fan-out", 1)],
        }],
    },
    PresetData {
        id: "salt-letters",
        seed: "000",
        title: Text::new("Salting with prefixes a, b, c, d", "用 a、b、c、d 前缀加盐"),
        summary: Text::new(
            "The table has one region per first letter, and every key starts with 'f', so one region takes every write. A random prefix a/b/c/d spreads the rows over four regions: about four times the write throughput, but a read must now look in all four buckets.",
            "表按首字母划分 Region，而所有行键都以 f 开头，所有写入都落在同一个 Region。随机加上 a/b/c/d 前缀后，数据分散到 4 个 Region，写吞吐约为原来的 4 倍；代价是读取时要到 4 个桶里分别查找。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("foo0001, foo0002, …", "行键 foo0001、foo0002……"),
                design: r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"literal":{"bytes":"foo"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"n"}},"encoding":{"integer":{"format":{"zero_padded":{"width":4}}}}}}}]},"splits":{"kind":"explicit","splits":["b","c","d","e","f","g"]},"queries":[{"name":"n = 42","predicates":[{"column":"n","op":"eq","value":"42"}]},{"name":"n from 100 to 199","predicates":[{"column":"n","op":"between","low":"100","high":"199"}]}]}"##,
                sample: r##"{"rows":4000,"seed":2,"columns":[{"name":"n","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Every row is in the region [f, g); the other regions are empty.",
                            "所有行都在 [f, g) 这个 Region 里，其他 Region 都是空的。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "foo0001, foo0002, …: the numbers rise, so all writes hit the same region: a write hotspot.",
                            "foo0001、foo0002……：数字不断增大，所有写入都打到同一个 Region：写热点。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new("n = 42 is a single GET.", "n = 42 是一次 GET。"),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("monotonic-leading-part", 1),
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 1),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new("random a/b/c/d + foo0001", "随机 a/b/c/d + foo0001"),
                design: r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":{"random":{"seed":7}},"buckets":4,"output":"letter","input":"rest_of_key"}}},{"id":2,"value":{"literal":{"bytes":"foo"}}},{"id":3,"value":{"field":{"source":{"column":{"name":"n"}},"encoding":{"integer":{"format":{"zero_padded":{"width":4}}}}}}}]},"splits":{"kind":"explicit","splits":["b","c","d"]},"queries":[{"name":"n = 42","predicates":[{"column":"n","op":"eq","value":"42"}]},{"name":"n from 100 to 199","predicates":[{"column":"n","op":"between","low":"100","high":"199"}]}]}"##,
                sample: r##"{"rows":4000,"seed":2,"columns":[{"name":"n","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Split at b, c and d, the table has one region per salt letter, and each holds about a quarter of the rows.",
                            "表在 b、c、d 处切分，每个盐值字母一个 Region，每个约占四分之一的数据。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "n = 42 now needs four reads and n from 100 to 199 four scans, one per salt letter: every query visits all four regions. That is the price of salting.",
                            "n = 42 现在要读 4 次，n 从 100 到 199 要扫 4 次，每个盐值一次：每个查询都要访问全部 4 个 Region。这就是加盐的代价。",
                        ),
                    ),
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "The salt is random: the same row could get any letter, so only a scan of all buckets finds it.",
                            "盐值是随机的：同一行可能得到任何一个字母，只能扫描所有桶才能找到。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1), ("query/fan-out", 1)],
            },
        ],
    },
    PresetData {
        id: "md5-prefix-device",
        seed: "000",
        title: Text::new(
            "Hashing: md5 first 6 hex chars + device id",
            "哈希：md5 前 6 位 + 设备 ID",
        ),
        summary: Text::new(
            "Device ids are handed out in order and all start with the same digits, so on a HexStringSplit table they pile into one region. substr(md5(deviceId), 0, 6) + deviceId spreads them evenly; a GET by device id still works, but a range of ids becomes a full scan.",
            "设备 ID 按顺序分配，前几位都一样，在 HexStringSplit 预分区的表里全部挤进同一个 Region。改成 substr(md5(设备ID),0,6)+设备ID 后数据均匀分布；按设备 ID 的 GET 仍然可用，但按 ID 范围查询就变成了全表扫描。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("device id", "设备 ID"),
                design: r##"{"version":1,"table":"device","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"device"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one device","predicates":[{"column":"device","op":"eq","value":"867530010003507"}]},{"name":"a block of device ids","predicates":[{"column":"device","op":"between","low":"867530010000000","high":"867530010000699"}]}]}"##,
                sample: r##"{"rows":5000,"seed":3,"columns":[{"name":"device","generator":{"kind":"sequence","start":867530010000000,"step":7}},{"name":"registered","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":60000,"jitter_millis":20000,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Every key starts with '8675', so all rows land in one of the eight regions.",
                            "所有行键都以 8675 开头，8 个 Region 里只有一个有数据。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "A range of device ids is a single range scan.",
                            "按设备 ID 范围查询只需一次范围扫描。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Device ids are handed out in order, so every new device is written to that same region: a write hotspot.",
                            "设备 ID 按顺序分配，每台新设备都写到同一个 Region：写热点。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("monotonic-leading-part", 2),
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "md5(device)[0..6] + device",
                    "md5(设备ID) 前 6 位 + 设备 ID",
                ),
                design: r##"{"version":1,"table":"device","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["device"]},"output":{"hex":{"chars":6}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"device"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one device","predicates":[{"column":"device","op":"eq","value":"867530010003507"}]},{"name":"a block of device ids","predicates":[{"column":"device","op":"between","low":"867530010000000","high":"867530010000699"}]}]}"##,
                sample: r##"{"rows":5000,"seed":3,"columns":[{"name":"device","generator":{"kind":"sequence","start":867530010000000,"step":7}},{"name":"registered","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":60000,"jitter_millis":20000,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The md5 prefix is uniform hex, so the eight HexStringSplit regions fill evenly. It is not a salt: a read computes it from the device id, so its 16⁶ values are not buckets to read one by one.",
                            "md5 前缀是均匀分布的十六进制，8 个 HexStringSplit Region 均匀填满。它不是盐值：读取时可以由设备 ID 算出来，所以它的 16⁶ 种取值并不是要逐个去读的桶。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "One device is still a GET (its md5 is known), but the id range is now a full scan: it reads every row, in all eight regions.",
                            "单个设备仍是 GET（md5 可以算出来），但 ID 范围查询变成了全表扫描：要读遍全部 8 个 Region 的每一行。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/read-amplification", 1), ("query/fan-out", 1)],
            },
        ],
    },
    PresetData {
        id: "reversed-urls",
        seed: "000",
        title: Text::new(
            "Reversing URLs so one domain stays together",
            "反转 URL，让同一域名的数据存在一起",
        ),
        summary: Text::new(
            "URLs of the same domain start with different host names (www., mail., blog.), so they are scattered over the table. Reversing the host (com.iteblog.www) puts every page of a domain next to each other, in one region.",
            "同一域名下的 URL 以不同的主机名开头（www.、mail.、blog.），数据分散在整张表里。把主机名反转成 com.iteblog.www 之后，同一域名的所有页面挨在一起，落在同一个 Region。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("host/archives/page", "主机名/archives/页面号"),
                design: r##"{"version":1,"table":"pages","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"host"}},"encoding":{"text":{}}}},"separator":"/archives/"},{"id":2,"value":{"field":{"source":{"column":{"name":"page"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["h","n","w"]},"queries":[{"name":"one host","predicates":[{"column":"host","op":"eq","value":"mail.iteblog.com"}]},{"name":"every iteblog.com host","predicates":[{"column":"host","op":"in","values":["blog.iteblog.com","mail.iteblog.com","news.iteblog.com","www.iteblog.com"]}]}]}"##,
                sample: r##"{"rows":3000,"seed":4,"columns":[{"name":"host","generator":{"kind":"choice","options":["www.iteblog.com","mail.iteblog.com","blog.iteblog.com","news.iteblog.com","www.example.com","mail.example.com","www.apache.org","hbase.apache.org"]}},{"name":"page","generator":{"kind":"sequence","start":10000,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "iteblog.com pages are interleaved with apache.org and example.com pages.",
                            "iteblog.com 的页面和 apache.org、example.com 的页面交错排列。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "Reading all of iteblog.com takes four ranges in four different regions.",
                            "读取 iteblog.com 的全部页面需要 4 个范围，分布在 4 个不同的 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The split points h, n and w cut the host names unevenly: the mail. and www. hosts fill two regions with three times the rows of the other two.",
                            "切分点 h、n、w 把主机名切得很不均匀：mail. 和 www. 开头的主机所在的两个 Region，行数是另外两个的三倍。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("regions/max-over-mean", 2), ("query/fan-out", 1)],
            },
            VariantData {
                id: "after",
                label: Text::new("reversed host + page", "反转的主机名 + 页面号"),
                design: r##"{"version":1,"table":"pages","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"host"}},"transforms":["reverse_domain"],"encoding":{"text":{}}}},"separator":"/archives/"},{"id":2,"value":{"field":{"source":{"column":{"name":"page"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["com.f","org","org.apache.i"]},"queries":[{"name":"one host","predicates":[{"column":"host","op":"eq","value":"mail.iteblog.com"}]},{"name":"every iteblog.com host","predicates":[{"column":"host","op":"host_ends_with","suffix":".iteblog.com"}]}]}"##,
                sample: r##"{"rows":3000,"seed":4,"columns":[{"name":"host","generator":{"kind":"choice","options":["www.iteblog.com","mail.iteblog.com","blog.iteblog.com","news.iteblog.com","www.example.com","mail.example.com","www.apache.org","hbase.apache.org"]}},{"name":"page","generator":{"kind":"sequence","start":10000,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Keys now read com.iteblog.blog, com.iteblog.mail, …: one domain, one block.",
                            "行键变成 com.iteblog.blog、com.iteblog.mail……：同一个域名连成一片。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The whole domain is one prefix now: host ends with .iteblog.com reads ROWPREFIXFILTER => \"com.iteblog.\", one range in a single region.",
                            "现在整个域名就是一个前缀：主机名以 .iteblog.com 结尾的查询只读 ROWPREFIXFILTER => \"com.iteblog.\"，一个范围，只在一个 Region 里。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "iteblog.com is half of the sample, so the one region that keeps it together holds about twice the mean: a domain kept together is as big as the domain.",
                            "iteblog.com 占了样本的一半，把它存在一起的那个 Region 大约是平均值的两倍：同一个域名存在一起，这个 Region 就和这个域名一样大。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("regions/max-over-mean", 2)],
            },
        ],
    },
    PresetData {
        id: "seller-trades",
        seed: "000",
        title: Text::new(
            "Trades: salt + sellerId + timestamp",
            "交易表：salt + sellerId + timestamp",
        ),
        summary: Text::new(
            "sellerId + timestamp + orderId answers \"a seller's trades in a time window\" with one range, but a seller who sells a lot makes one region hot. A random salt byte in front (8 buckets) spreads every seller over all regions; the same query then reads one range per bucket.",
            "sellerId + timestamp + orderId 用一个范围就能查出某个卖家某段时间的交易，但卖得多的大卖家会让一个 Region 成为热点。在前面加一个随机盐值字节（8 个桶），每个卖家的数据都分散到所有 Region；同样的查询改为每个桶各读一个范围。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "sellerId + timestamp + orderId",
                    "卖家 ID + 时间戳 + 订单号",
                ),
                design: r##"{"version":1,"table":"trades","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"seller"}},"encoding":{"text":{}}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"format":{"zero_padded":{"width":13}}}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"order"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["s2","s4","s6","s8"]},"queries":[{"name":"one seller","predicates":[{"column":"seller","op":"eq","value":"s1"}]},{"name":"one seller, one hour","predicates":[{"column":"seller","op":"eq","value":"s1"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]}]}"##,
                sample: r##"{"rows":6000,"seed":5,"columns":[{"name":"seller","generator":{"kind":"zipf_user","users":300,"exponent":1.1,"prefix":"s"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"epoch_millis"}},{"name":"order","generator":{"kind":"sequence","start":100000001,"step":1}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Data,
                        Text::new(
                            "Seller s1 alone makes about a fifth of all trades.",
                            "卖家 s1 一个人就占了约五分之一的交易。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "All of s1's trades are in the first region, which is far bigger than the others.",
                            "s1 的交易全在第一个 Region，它比其他 Region 大得多。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "A seller's time window is one range scan.",
                            "按卖家和时间段查询是一次范围扫描。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("regions/max-over-mean", 1)],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "salt + sellerId + timestamp + orderId",
                    "盐值 + 卖家 ID + 时间戳 + 订单号",
                ),
                design: r##"{"version":1,"table":"trades","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":{"random":{"seed":5}},"buckets":8,"output":"byte","input":"rest_of_key"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"seller"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"format":{"zero_padded":{"width":13}}}}}},"separator":"_"},{"id":4,"value":{"field":{"source":{"column":{"name":"order"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"salt_buckets","buckets":8},"queries":[{"name":"one seller","predicates":[{"column":"seller","op":"eq","value":"s1"}]},{"name":"one seller, one hour","predicates":[{"column":"seller","op":"eq","value":"s1"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]}]}"##,
                sample: r##"{"rows":6000,"seed":5,"columns":[{"name":"seller","generator":{"kind":"zipf_user","users":300,"exponent":1.1,"prefix":"s"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"epoch_millis"}},{"name":"order","generator":{"kind":"sequence","start":100000001,"step":1}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Eight buckets, eight regions, about the same size each.",
                            "8 个桶对应 8 个 Region，大小基本一致。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "Both queries are now 8-way bucket scans: one short range per bucket, in each of the eight regions, merged on the client.",
                            "两个查询都变成 8 路分桶扫描：每个桶读一小段，8 个 Region 都要访问，再在客户端合并。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Writes of the busy seller now reach every region.",
                            "大卖家的写入现在分散到了每个 Region。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1), ("query/fan-out", 1)],
            },
        ],
    },
    PresetData {
        id: "risk-control",
        seed: "000",
        title: Text::new(
            "Risk control: md5(uid)[0..5] + uid",
            "金融风控：md5(uid) 前 5 位 + uid",
        ),
        summary: Text::new(
            "User profiles are looked up by uid, id card or phone number. Sequential uids pile into one region; prefix = substr(md5(x), 0, 5) spreads them and keeps a GET by that value. Looking up by id card or phone number needs one more table each, keyed prefix + idcard and prefix + tele. The post takes the prefix from md5(uid) in all three tables; this preset hashes each table's own key (md5(idcard), md5(tele)) instead, because a lookup by id card alone does not know the uid: with md5(uid) in front it could not compute the prefix and would have to read every one of its 16⁵ values.",
            "用户画像按 uid、身份证号或手机号查询。顺序递增的 uid 全部挤在一个 Region；加上 prefix = substr(md5(x),0,5) 后数据被打散，按该值仍可直接 GET。按身份证号、手机号查询，还各需要一张以 prefix+idcard、prefix+tele 为行键的表。原文三张表的前缀都取自 md5(uid)；这里每张表改用自己行键的 md5（md5(idcard)、md5(tele)），因为只按身份证号查询时并不知道 uid：前缀若是 md5(uid)，就算不出来，只能把 16⁵ 种取值逐个读一遍。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("uid only", "只用 uid"),
                design: r##"{"version":1,"table":"user_profile","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one user","predicates":[{"column":"uid","op":"eq","value":"10000042"}]},{"name":"one phone number","predicates":[{"column":"tele","op":"eq","value":"13550904484"}]}]}"##,
                sample: r##"{"rows":5000,"seed":6,"columns":[{"name":"uid","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"idcard","generator":{"kind":"phone","prefix":"110101","digits":12}},{"name":"tele","generator":{"kind":"phone","prefix":"13","digits":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "uids 10000001… all sort below '20000000': one region of eight holds everything.",
                            "uid 10000001……都小于 20000000：8 个 Region 中只有一个有数据。",
                        ),
                    ),
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "New users get ever larger uids, so every new profile is written to the same region.",
                            "新用户的 uid 越来越大，每个新画像都写到同一个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "By phone number: a full scan of all eight regions, because tele is not in the key.",
                            "按手机号查询：要全表扫描全部 8 个 Region，因为行键里没有 tele。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("monotonic-leading-part", 1),
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 1),
                    ("query/read-amplification", 2),
                    ("query/fan-out", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new("md5(uid)[0..5] + uid", "md5(uid) 前 5 位 + uid"),
                design: r##"{"version":1,"table":"user_profile","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["uid"]},"output":{"hex":{"chars":5}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one user","predicates":[{"column":"uid","op":"eq","value":"10000042"}]},{"name":"one phone number","predicates":[{"column":"tele","op":"eq","value":"13550904484"}]}]}"##,
                sample: r##"{"rows":5000,"seed":6,"columns":[{"name":"uid","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"idcard","generator":{"kind":"phone","prefix":"110101","digits":12}},{"name":"tele","generator":{"kind":"phone","prefix":"13","digits":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The hex prefix spreads the profiles evenly over the eight regions.",
                            "十六进制前缀把画像均匀分散到 8 个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "By uid: a GET. By phone number: a full scan of all eight regions, because tele is not in this key.",
                            "按 uid：GET；按手机号：全表扫描全部 8 个 Region，因为行键里没有 tele。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/read-amplification", 1), ("query/fan-out", 1)],
            },
            VariantData {
                id: "by-idcard",
                label: Text::new(
                    "md5(idcard)[0..5] + idcard",
                    "md5(身份证号) 前 5 位 + 身份证号",
                ),
                design: r##"{"version":1,"table":"user_by_idcard","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["idcard"]},"output":{"hex":{"chars":5}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"idcard"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one id card","predicates":[{"column":"idcard","op":"eq","value":"110101056298460872"}]}]}"##,
                sample: r##"{"rows":5000,"seed":6,"columns":[{"name":"uid","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"idcard","generator":{"kind":"phone","prefix":"110101","digits":12}},{"name":"tele","generator":{"kind":"phone","prefix":"13","digits":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[Notice::new(
                    Area::Queries,
                    Text::new(
                        "A second table keyed by id card answers the id card lookup with a GET: its prefix is md5(idcard), not the post's md5(uid), which an id card lookup could not compute.",
                        "第二张以身份证号为行键的表，用 GET 就能按身份证号查询：它的前缀是 md5(idcard)，而不是原文的 md5(uid)，因为按身份证号查询时算不出 md5(uid)。",
                    ),
                )],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
            VariantData {
                id: "by-tele",
                label: Text::new("md5(tele)[0..5] + tele", "md5(手机号) 前 5 位 + 手机号"),
                design: r##"{"version":1,"table":"user_by_tele","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["tele"]},"output":{"hex":{"chars":5}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"tele"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":8,"first_row":null,"last_row":null},"queries":[{"name":"one phone number","predicates":[{"column":"tele","op":"eq","value":"13550904484"}]}]}"##,
                sample: r##"{"rows":5000,"seed":6,"columns":[{"name":"uid","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"idcard","generator":{"kind":"phone","prefix":"110101","digits":12}},{"name":"tele","generator":{"kind":"phone","prefix":"13","digits":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[Notice::new(
                    Area::Queries,
                    Text::new(
                        "The phone-number lookup that was a full scan is now a GET: the prefix is md5(tele), which the lookup can compute, where the post's md5(uid) it could not.",
                        "原来要全表扫描的手机号查询，现在是一次 GET：前缀是 md5(tele)，查询时可以算出来；原文的 md5(uid) 则算不出来。",
                    ),
                )],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "connected-cars",
        seed: "000",
        title: Text::new(
            "Connected cars: prefix + carId + timestamp",
            "车联网：prefix + carId + timestamp",
        ),
        summary: Text::new(
            "carId + timestamp serves \"one car in a time range\", but one batch has so many cars with the same id prefix that its region is hot. A short md5 prefix of the car id spreads the batch while each car's rows stay together and in time order. (The post writes substr(md5(uid), 0, x) here, copied from the risk-control case; the prefix must come from the car id for a car's query to compute it.)",
            "carId + timestamp 能很好地支持“某辆车某段时间”的查询，但某个批次的车太多、车架号前缀相同，所在 Region 成为热点。在前面加上车 ID 的 md5 短前缀，同一批次的车被打散，而每辆车的数据仍然连续并按时间排序。（原文这里写的是 substr(md5(uid),0,x)，是从金融风控一节照搬的；前缀必须取自车 ID，按车查询时才能算出来。）",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("carId + timestamp", "车辆 ID + 时间戳"),
                design: r##"{"version":1,"table":"car_track","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"car"}},"encoding":{"text":{}}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["LSVAG2019","LSVBH2020","LSVCK2021"]},"queries":[{"name":"one car, one hour","predicates":[{"column":"car","op":"eq","value":"LSVAG201942"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]},{"name":"one car","predicates":[{"column":"car","op":"eq","value":"LSVAG201942"}]}]}"##,
                sample: r##"{"rows":6000,"seed":7,"columns":[{"name":"car","generator":{"kind":"zipf_user","users":200,"exponent":0.0,"prefix":"LSVAG2019"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":500,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The table was split by batch, and the 2019 batch fills its region while the others stay empty.",
                            "表按批次预分区，2019 批次把自己的 Region 塞满，其他 Region 都是空的。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Every car of the batch reports to the same region at the same time.",
                            "这一批次的每辆车同时向同一个 Region 上报数据。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 1),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "md5(carId)[0..5] + carId + timestamp",
                    "md5(carId) 前 5 位 + carId + timestamp",
                ),
                design: r##"{"version":1,"table":"car_track","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["car"]},"output":{"hex":{"chars":5}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"car"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["40000","80000","c0000"]},"queries":[{"name":"one car, one hour","predicates":[{"column":"car","op":"eq","value":"LSVAG201942"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]},{"name":"one car","predicates":[{"column":"car","op":"eq","value":"LSVAG201942"}]}]}"##,
                sample: r##"{"rows":6000,"seed":7,"columns":[{"name":"car","generator":{"kind":"zipf_user","users":200,"exponent":0.0,"prefix":"LSVAG2019"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":500,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The batch is spread over all four regions.",
                            "同一批次的车分散到了全部 4 个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "One car in a time range is still a single range scan: the prefix is computed from the car id.",
                            "某辆车某段时间仍然是一次范围扫描：前缀可以由车 ID 算出。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "latest-records",
        seed: "000",
        title: Text::new(
            "Latest records: uid + Long.MAX_VALUE − timestamp",
            "查询最近的数据：uid + Long.MAX_VALUE − timestamp",
        ),
        summary: Text::new(
            "To show a user's newest operations first, store Long.MAX_VALUE − timestamp instead of the timestamp: the newest row of each uid then sorts first, and \"latest N\" is a short forward scan from the uid prefix.",
            "为了让用户最新的操作排在最前面，存 Long.MAX_VALUE − timestamp 而不是时间戳：每个 uid 最新的一行排在最前，“最近 N 条”就是从 uid 前缀开始的一次短的正向扫描。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("uid + timestamp", "uid + 时间戳"),
                design: r##"{"version":1,"table":"user_action","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{}}}},"separator":"#"},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"format":{"binary":{"width":8,"style":"unsigned","overflow":"error"}}}}}}}]},"splits":{"kind":"explicit","splits":["u12","u2","u3","u5"]},"queries":[{"name":"latest 10 of u1","predicates":[{"column":"uid","op":"eq","value":"u1"}],"latest":{"count":10,"column":"ts"}},{"name":"u1 in one hour","predicates":[{"column":"uid","op":"eq","value":"u1"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]}]}"##,
                sample: r##"{"rows":5000,"seed":8,"columns":[{"name":"uid","generator":{"kind":"zipf_user","users":300,"exponent":1.0,"prefix":"u"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":2000,"jitter_millis":500,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Within a uid the oldest row comes first.",
                            "同一个 uid 内，最旧的一行排在最前。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "\"Latest 10\" needs a reversed scan from the end of the uid's range.",
                            "“最近 10 条”需要从该 uid 范围的末尾反向扫描。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "uid + (Long.MAX_VALUE − timestamp)",
                    "uid + (Long.MAX_VALUE − 时间戳)",
                ),
                design: r##"{"version":1,"table":"user_action","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{}}}},"separator":"#"},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"number":{"unit":"millis","integer":{"reverse":"long_max","format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}}}}}]},"splits":{"kind":"explicit","splits":["u12","u2","u3","u5"]},"queries":[{"name":"latest 10 of u1","predicates":[{"column":"uid","op":"eq","value":"u1"}],"latest":{"count":10,"column":"ts"}},{"name":"u1 in one hour","predicates":[{"column":"uid","op":"eq","value":"u1"},{"column":"ts","op":"between","low":"1623024000000","high":"1623027599999"}]}]}"##,
                sample: r##"{"rows":5000,"seed":8,"columns":[{"name":"uid","generator":{"kind":"zipf_user","users":300,"exponent":1.0,"prefix":"u"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":2000,"jitter_millis":500,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Within a uid the newest row comes first.",
                            "同一个 uid 内，最新的一行排在最前。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "\"Latest 10\" reads the first 10 rows of the prefix; the time window is one range with its bounds swapped.",
                            "“最近 10 条”只读前缀下的前 10 行；时间段查询是一个上下界互换的范围。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "presplit-ids",
        seed: "001",
        title: Text::new(
            "Pre-splitting decimal ids: SPLITS, HexStringSplit, DecimalStringSplit",
            "十进制 id 的预分区：SPLITS、HexStringSplit、DecimalStringSplit",
        ),
        summary: Text::new(
            "Ids 00001 to 99999 as five-digit text. NUMREGIONS => 5, SPLITALGO => 'HexStringSplit' cuts the hex space 00000000–ffffffff, so the regions from '99999999' on never get a decimal key. DecimalStringSplit, or explicit SPLITS => ['30000', '60000', '90000'], matches the keys.",
            "id 为 00001 到 99999 的五位数字。NUMREGIONS => 5, SPLITALGO => 'HexStringSplit' 切分的是 00000000–ffffffff 的十六进制空间，'99999999' 之后的 Region 永远不会收到十进制的行键。DecimalStringSplit 或显式的 SPLITS => ['30000','60000','90000'] 才与行键相符。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "NUMREGIONS => 5, HexStringSplit",
                    "5 个 Region，HexStringSplit",
                ),
                design: r##"{"version":1,"table":"t4","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"integer":{"format":{"zero_padded":{"width":5}}}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":5,"first_row":null,"last_row":null},"queries":[{"name":"id = 30007","predicates":[{"column":"id","op":"eq","value":"30007"}]},{"name":"ids 30000 to 39999","predicates":[{"column":"id","op":"between","low":"30000","high":"39999"}]}]}"##,
                sample: r##"{"rows":11000,"seed":11,"columns":[{"name":"id","generator":{"kind":"sequence","start":1,"step":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The last two regions, from 99999999 and cccccccc, stay empty; three regions hold everything.",
                            "从 99999999 和 cccccccc 开始的最后两个 Region 一直是空的，数据全在前三个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "The ids are written in increasing order, so new rows always go to the last region that has data: pre-splitting spreads the data, not the write order.",
                            "id 按递增顺序写入，新数据总是写到最后一个有数据的 Region：预分区能分散数据，却改变不了写入顺序。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("monotonic-leading-part", 1),
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 1),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "NUMREGIONS => 5, DecimalStringSplit",
                    "5 个 Region，DecimalStringSplit",
                ),
                design: r##"{"version":1,"table":"t4","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"integer":{"format":{"zero_padded":{"width":5}}}}}}}]},"splits":{"kind":"num_regions","algorithm":"decimal_string","num_regions":5,"first_row":null,"last_row":null},"queries":[{"name":"id = 30007","predicates":[{"column":"id","op":"eq","value":"30007"}]},{"name":"ids 30000 to 39999","predicates":[{"column":"id","op":"between","low":"30000","high":"39999"}]}]}"##,
                sample: r##"{"rows":11000,"seed":11,"columns":[{"name":"id","generator":{"kind":"sequence","start":1,"step":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Splits at 20000000, 40000000, …: each of the five regions gets about a fifth of the ids.",
                            "切分点为 20000000、40000000……：5 个 Region 各得到约五分之一的 id。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "The ids are written in increasing order, so new rows always go to the last region that has data: pre-splitting spreads the data, not the write order.",
                            "id 按递增顺序写入，新数据总是写到最后一个有数据的 Region：预分区能分散数据，却改变不了写入顺序。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[("monotonic-leading-part", 1), ("writes/hotspot", 1)],
            },
            VariantData {
                id: "splits",
                label: Text::new(
                    "SPLITS => ['30000', '60000', '90000']",
                    "显式切分点 SPLITS => ['30000','60000','90000']",
                ),
                design: r##"{"version":1,"table":"t9","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"integer":{"format":{"zero_padded":{"width":5}}}}}}}]},"splits":{"kind":"explicit","splits":["30000","60000","90000"]},"queries":[{"name":"id = 30007","predicates":[{"column":"id","op":"eq","value":"30007"}]},{"name":"ids 30000 to 39999","predicates":[{"column":"id","op":"between","low":"30000","high":"39999"}]}]}"##,
                sample: r##"{"rows":11000,"seed":11,"columns":[{"name":"id","generator":{"kind":"sequence","start":1,"step":9}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Four regions: ['', 30000), [30000, 60000), [60000, 90000), [90000, ''); the last covers only 10,000 ids, so it is a third of the others.",
                            "4 个 Region：['',30000)、[30000,60000)、[60000,90000)、[90000,'')；最后一个只覆盖 1 万个 id，大小只有其他的三分之一。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "The ids are written in increasing order, so new rows always go to the last region that has data: pre-splitting spreads the data, not the write order.",
                            "id 按递增顺序写入，新数据总是写到最后一个有数据的 Region：预分区能分散数据，却改变不了写入顺序。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[("monotonic-leading-part", 1), ("writes/hotspot", 1)],
            },
        ],
    },
    PresetData {
        id: "random-prefix-1001",
        seed: "001",
        title: Text::new(
            "Start keys 1000/2000/3000 and a random(1001) + id + create_time key",
            "起始键 1000/2000/3000 与 random(1001)+id+create_time 行键",
        ),
        summary: Text::new(
            "With start keys 1000, 2000 and 3000 the regions are ['', 1000), [1000, 2000), [2000, 3000) and [3000, ''). HBase compares bytes from the left, not numbers: a random number 0–1000 written as text puts every key starting with 3 to 9 in the last region. A zero-padded random number with split points that match it spreads the rows evenly.",
            "起始键为 1000、2000、3000 时，Region 是 ['',1000)、[1000,2000)、[2000,3000) 和 [3000,'')。HBase 从左到右逐字节比较，而不是比较数值：0–1000 的随机数直接写成文本时，以 3 到 9 开头的行键全部落在最后一个 Region。随机数补零到固定宽度、切分点与之对应，数据才会均匀分布。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "random(1001) + id + create_time, SPLITS 1000/2000/3000",
                    "random(1001)+id+create_time，切分点 1000/2000/3000",
                ),
                design: r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":{"random":{"seed":1001}},"buckets":1001,"output":{"decimal":{"width":0}},"input":"rest_of_key"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"create_time"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["1000","2000","3000"]},"queries":[{"name":"id = 100042","predicates":[{"column":"id","op":"eq","value":"100042"}]}]}"##,
                sample: r##"{"rows":4000,"seed":12,"columns":[{"name":"id","generator":{"kind":"sequence","start":100001,"step":1}},{"name":"create_time","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "About three quarters of the rows land in [3000, ''): every key whose random part starts with 3 to 9 sorts there, and so do three quarters of the writes.",
                            "约四分之三的行落在 [3000,'')：随机部分以 3 到 9 开头的行键都排在那里，四分之三的写入也落在那里。",
                        ),
                    ),
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "A key such as 100100042_2021-06-07… (random 100, id 100042) is in the second region: '1001…' ≥ '1000' and < '2000'.",
                            "像 100100042_2021-06-07……（随机数 100，id 100042）这样的行键在第二个 Region：'1001……' ≥ '1000' 且 < '2000'。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The random prefix cannot be computed from the id, so one id needs a read in each of the 1001 buckets, in all four regions.",
                            "随机前缀无法由 id 算出，查一个 id 要在 1001 个桶里各读一次，4 个 Region 都要访问。",
                        ),
                    ),
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "The random number has no fixed width and no separator: where it ends is unknown, and since 1 is a prefix of 10 and 100, no split point holds whole buckets.",
                            "随机数既不定长，也没有分隔符：不知道它在哪里结束；而且 1 是 10 和 100 的前缀，没有哪个分区点能把完整的桶分开。",
                        ),
                    ),
                ],
                lints: &[LintCode::AmbiguousBoundary],
                split_lints: &[SplitLintCode::FewerRegionsThanBuckets],
                verdict: &[
                    ("ambiguous-boundary", 3),
                    ("split/fewer-regions-than-buckets", 3),
                    ("regions/max-over-mean", 0),
                    ("writes/hotspot", 0),
                    ("query/fan-out", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "random 000–999 + id + create_time, SPLITS 250/500/750",
                    "随机 000–999 + id + create_time，SPLITS 250/500/750",
                ),
                design: r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":{"random":{"seed":1001}},"buckets":1000,"output":{"decimal":{"width":3}},"input":"rest_of_key"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"create_time"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["250","500","750"]},"queries":[{"name":"id = 100042","predicates":[{"column":"id","op":"eq","value":"100042"}]}]}"##,
                sample: r##"{"rows":4000,"seed":12,"columns":[{"name":"id","generator":{"kind":"sequence","start":100001,"step":1}},{"name":"create_time","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Each region now holds about a quarter of the rows.",
                            "现在每个 Region 大约各占四分之一。",
                        ),
                    ),
                    Notice::new(
                        Area::KeyBuilder,
                        Text::new(
                            "The random part is always three digits, so where it ends is known and the split points 250/500/750 cut it evenly.",
                            "随机部分固定为三位数字，边界明确，切分点 250/500/750 可以把它均匀切开。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "One id still needs a read in each of the 1000 buckets, so it touches all four regions: a random prefix cannot be computed from the id.",
                            "查一个 id 仍要在 1000 个桶里各读一次，4 个 Region 都要访问：随机前缀无法由 id 算出。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 2)],
            },
        ],
    },
    PresetData {
        id: "key-length-16",
        seed: "001",
        title: Text::new(
            "Keep row keys within 16 bytes",
            "行键长度控制在 16 字节以内",
        ),
        summary: Text::new(
            "Every cell stores its row key, so a 50-byte key costs 50 bytes per cell in HFiles and in the MemStore. The guideline is 16 bytes or less, a multiple of 8: here uid and timestamp as two 8-byte longs instead of padded text, a device name and a date string.",
            "每个单元格都会存一份行键，50 字节的行键在 HFile 和 MemStore 中每个单元格都要多占 50 字节。建议行键不超过 16 字节，并且是 8 字节的整数倍：这里把 uid 和时间戳存成两个 8 字节的 long，而不是补零的文本、设备名和日期字符串。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "uid_device_yyyy-MM-dd HH:mm:ss (about 50 bytes)",
                    "uid_设备_yyyy-MM-dd HH:mm:ss（约 50 字节）",
                ),
                design: r##"{"version":1,"table":"user_event","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"text":{"pad":{"side":"left","width":10,"fill":"0","too_long":"error"}}}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"device"}},"encoding":{"text":{}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"created"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["0000000013","0000000092","0000000346"]},"queries":[{"name":"uid = 42","predicates":[{"column":"uid","op":"eq","value":"42"}]}]}"##,
                sample: r##"{"rows":4000,"seed":13,"columns":[{"name":"uid","generator":{"kind":"zipf_user","users":1000,"exponent":0.8,"prefix":""}},{"name":"device","generator":{"kind":"choice","options":["Xiaomi-Mi-11-Ultra","iPhone-12-Pro-Max","Huawei-Mate-40-Pro","OPPO-Find-X3-Pro"]}},{"name":"created","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1500,"jitter_millis":0,"format":"date_time"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1500,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "The long-key advice: keys are about 50 bytes, over three times the advised 16.",
                            "长行键提示：行键约 50 字节，是建议值 16 字节的三倍多。",
                        ),
                    ),
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Most of each key is readable text that repeats from row to row.",
                            "每个行键的大部分都是重复出现的可读文本。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "uid (8-byte long) + timestamp (8-byte long)",
                    "uid（8 字节 long）+ 时间戳（8 字节 long）",
                ),
                design: r##"{"version":1,"table":"user_event","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"uid"}},"encoding":{"integer":{"format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}}]},"splits":{"kind":"explicit","splits":["\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x0D","\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x5C","\\x00\\x00\\x00\\x00\\x00\\x00\\x01\\x5A"]},"queries":[{"name":"uid = 42","predicates":[{"column":"uid","op":"eq","value":"42"}]}]}"##,
                sample: r##"{"rows":4000,"seed":13,"columns":[{"name":"uid","generator":{"kind":"zipf_user","users":1000,"exponent":0.8,"prefix":""}},{"name":"device","generator":{"kind":"choice","options":["Xiaomi-Mi-11-Ultra","iPhone-12-Pro-Max","Huawei-Mate-40-Pro","OPPO-Find-X3-Pro"]}},{"name":"created","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1500,"jitter_millis":0,"format":"date_time"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1500,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Every key is exactly 16 bytes: two longs, aligned to 8 bytes.",
                            "每个行键正好 16 字节：两个 long，按 8 字节对齐。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "uid = 42 is still a prefix scan: the first 8 bytes are the uid.",
                            "uid = 42 仍然是前缀扫描：前 8 个字节就是 uid。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "unpadded-numbers",
        seed: "002",
        title: Text::new(
            "Numbers as row keys: text, zero-padded, 4-byte binary",
            "数字作行键：文本、补零、4 字节二进制",
        ),
        summary: Text::new(
            "HBase sorts keys as bytes, so the numbers 1 to 11 written as text scan as 1, 10, 11, 2, …. str_pad($i, 4, 0, STR_PAD_LEFT) fixes the order at the cost of width; pack('N', $i) stores 4 big-endian bytes that sort numerically but are unreadable (\\x00\\x00\\x00\\x01).",
            "HBase 按字节排序，所以 1 到 11 写成文本后，scan 出来是 1、10、11、2……。str_pad($i, 4, 0, STR_PAD_LEFT) 补零后顺序正确，但要预估宽度、浪费空间；pack('N', $i) 存 4 个大端字节，按数值排序，但可读性差（\\x00\\x00\\x00\\x01）。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("$i as text", "$i 直接写成文本"),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"i"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["4","8"]},"queries":[{"name":"i = 5","predicates":[{"column":"i","op":"eq","value":"5"}]},{"name":"PrefixFilter('1')","predicates":[{"column":"i","op":"starts_with","prefix":"1"}]}]}"##,
                sample: r##"{"rows":11,"seed":21,"columns":[{"name":"i","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "The post's eleven rows scan as 1, 10, 11, 2, 3, …, 9, as in its listing: text order, not numeric order.",
                            "文中的 11 行 scan 出来是 1、10、11、2、3……9，与文中的输出一样：这是文本顺序，不是数值顺序。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The split points 4 and 8 look numeric but compare as text: the first region holds 1, 10, 11, 2 and 3, five of the eleven rows.",
                            "切分点 4 和 8 看起来是数字，比较时却按文本：第一个 Region 里有 1、10、11、2 和 3，占了 11 行中的 5 行。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "PrefixFilter('1') returns 1, 10 and 11, not only 1.",
                            "PrefixFilter('1') 返回的是 1、10 和 11，而不只是 1。",
                        ),
                    ),
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "The numbers are also written in increasing order, a write hotspot; that is a separate problem (see the salting presets).",
                            "这些数字也是按递增顺序写入的，会造成写热点；那是另一个问题（见加盐的案例）。",
                        ),
                    ),
                ],
                lints: &[LintCode::UnpaddedNumber, LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[
                    ("unpadded-number", 0),
                    ("monotonic-leading-part", 3),
                    ("writes/hotspot", 3),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "str_pad($i, 4, 0, STR_PAD_LEFT)",
                    "补零：str_pad($i, 4, 0, STR_PAD_LEFT)",
                ),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"i"}},"encoding":{"integer":{"format":{"zero_padded":{"width":4}}}}}}}]},"splits":{"kind":"explicit","splits":["0004","0008"]},"queries":[{"name":"i = 5","predicates":[{"column":"i","op":"eq","value":"5"}]},{"name":"5 ≤ i < 8","predicates":[{"column":"i","op":"ge","value":"5"},{"column":"i","op":"lt","value":"8"}]}]}"##,
                sample: r##"{"rows":11,"seed":21,"columns":[{"name":"i","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "0001, 0002, …, 0010, 0011: numeric order, still readable.",
                            "0001、0002……0010、0011：数值顺序，而且仍然可读。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The split points 0004 and 0008 now cut where the numbers do: 1 to 3, 4 to 7, 8 to 11.",
                            "切分点 0004 和 0008 现在按数值切分：1 到 3、4 到 7、8 到 11。",
                        ),
                    ),
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "The numbers are also written in increasing order, a write hotspot; that is a separate problem (see the salting presets).",
                            "这些数字也是按递增顺序写入的，会造成写热点；那是另一个问题（见加盐的案例）。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[("monotonic-leading-part", 2), ("writes/hotspot", 2)],
            },
            VariantData {
                id: "pack-n",
                label: Text::new(
                    "pack('N', $i): 4 bytes big-endian",
                    "pack('N', $i)：4 字节大端",
                ),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"i"}},"encoding":{"integer":{"format":{"binary":{"width":4,"style":"unsigned","overflow":"error"}}}}}}}]},"splits":{"kind":"explicit","splits":["\\x00\\x00\\x00\\x04","\\x00\\x00\\x00\\x08"]},"queries":[{"name":"get pack('N', 5)","predicates":[{"column":"i","op":"eq","value":"5"}]},{"name":"5 ≤ i < 8","predicates":[{"column":"i","op":"ge","value":"5"},{"column":"i","op":"lt","value":"8"}]}]}"##,
                sample: r##"{"rows":11,"seed":21,"columns":[{"name":"i","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "\\x00\\x00\\x00\\x01, \\x00\\x00\\x00\\x02, … \\x00\\x00\\x00\\x0B, as in the post's listing: numeric order in 4 bytes, unreadable in the shell.",
                            "\\x00\\x00\\x00\\x01、\\x00\\x00\\x00\\x02……\\x00\\x00\\x00\\x0B，与文中的输出一样：4 个字节按数值排序，在 shell 里不可读。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "5 ≤ i < 8 reads what the post's scan 'test:demo', {LIMIT=>3, STARTROW=>\"\\x00\\x00\\x00\\x05\"} returns (5, 6, 7): one range scan from \\x00\\x00\\x00\\x05 to \\x00\\x00\\x00\\x08.",
                            "5 ≤ i < 8 读到的就是文中 scan 'test:demo', {LIMIT=>3, STARTROW=>\"\\x00\\x00\\x00\\x05\"} 返回的 5、6、7：从 \\x00\\x00\\x00\\x05 到 \\x00\\x00\\x00\\x08 的一次范围扫描。",
                        ),
                    ),
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "The numbers are also written in increasing order, a write hotspot; that is a separate problem (see the salting presets).",
                            "这些数字也是按递增顺序写入的，会造成写热点；那是另一个问题（见加盐的案例）。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[("monotonic-leading-part", 2), ("writes/hotspot", 2)],
            },
        ],
    },
    PresetData {
        id: "signed-binary",
        seed: "002",
        title: Text::new(
            "Signed numbers in binary: flip the sign bit",
            "有符号数的二进制编码：翻转符号位",
        ),
        summary: Text::new(
            "Bytes.toBytes(int) writes two's complement, where -1 is \\xFF\\xFF\\xFF\\xFF: as unsigned bytes every negative number sorts after every positive one. Flipping the sign bit (as Phoenix INTEGER does) makes byte order equal numeric order.",
            "Bytes.toBytes(int) 写的是补码，-1 是 \\xFF\\xFF\\xFF\\xFF：按无符号字节比较时，所有负数都排在正数后面。像 Phoenix 的 INTEGER 那样翻转符号位，字节顺序就等于数值顺序。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "Bytes.toBytes(int): two's complement",
                    "Bytes.toBytes(int)：补码",
                ),
                design: r##"{"version":1,"table":"balance_change","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"delta"}},"encoding":{"integer":{"format":{"binary":{"width":4,"style":"twos_complement","overflow":"error"}}}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"integer":{"format":{"binary":{"width":4,"style":"unsigned","overflow":"error"}}}}}}}]},"splits":{"kind":"explicit","splits":["\\x80"]},"queries":[{"name":"-10 ≤ delta ≤ 10","predicates":[{"column":"delta","op":"between","low":"-10","high":"10"}]},{"name":"delta < 0","predicates":[{"column":"delta","op":"lt","value":"0"}]}]}"##,
                sample: r##"{"rows":4000,"seed":22,"columns":[{"name":"delta","generator":{"kind":"timestamp","start_millis":0,"interval_millis":0,"jitter_millis":2000,"format":"epoch_millis"}},{"name":"id","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "0, 1, 2, … 2000 come first, then -2000 … -1.",
                            "先是 0、1、2……2000，然后才是 -2000……-1。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "-10 ≤ delta ≤ 10 needs two ranges, one at each end of the table.",
                            "-10 ≤ delta ≤ 10 需要两个范围，分别在表的两端。",
                        ),
                    ),
                ],
                lints: &[LintCode::NegativeSignedBinary],
                split_lints: &[],
                verdict: &[("negative-signed-binary", 0)],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "sign bit flipped (Phoenix INTEGER)",
                    "翻转符号位（Phoenix INTEGER）",
                ),
                design: r##"{"version":1,"table":"balance_change","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"delta"}},"encoding":{"integer":{"format":{"binary":{"width":4,"style":"sign_flipped","overflow":"error"}}}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"id"}},"encoding":{"integer":{"format":{"binary":{"width":4,"style":"unsigned","overflow":"error"}}}}}}}]},"splits":{"kind":"explicit","splits":["\\x80"]},"queries":[{"name":"-10 ≤ delta ≤ 10","predicates":[{"column":"delta","op":"between","low":"-10","high":"10"}]},{"name":"delta < 0","predicates":[{"column":"delta","op":"lt","value":"0"}]}]}"##,
                sample: r##"{"rows":4000,"seed":22,"columns":[{"name":"delta","generator":{"kind":"timestamp","start_millis":0,"interval_millis":0,"jitter_millis":2000,"format":"epoch_millis"}},{"name":"id","generator":{"kind":"sequence","start":1,"step":1}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "-2000 … -1, 0, 1, … 2000: negatives first, in numeric order.",
                            "-2000……-1、0、1……2000：负数在前，按数值排序。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "-10 ≤ delta ≤ 10 is one range scan; delta < 0 is exactly the first region.",
                            "-10 ≤ delta ≤ 10 是一次范围扫描；delta < 0 正好是第一个 Region。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "reverse-timestamp-php",
        seed: "002",
        title: Text::new(
            "Reverse timestamps: PHP_INT_MAX − ts",
            "倒序时间戳：PHP_INT_MAX − ts",
        ),
        summary: Text::new(
            "PHP_INT_MAX − timestamp (2147483647 on the seed's 32-bit PHP) makes the newest row sort first: 694930447 is 2016-01-11 23:00. It changes the order, not the hotspot: every new row is still written next to the previous one.",
            "PHP_INT_MAX − timestamp（文中 32 位 PHP 为 2147483647）让最新的数据排在最前：694930447 就是 2016-01-11 23:00。它改变的是顺序而不是热点：每条新数据仍然紧挨着上一条写入。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("timestamp", "时间戳"),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["1455000000","1458000000","1461000000"]},"queries":[{"name":"latest 10","latest":{"count":10,"column":"ts"}},{"name":"one day","predicates":[{"column":"ts","op":"between","low":"1453939200","high":"1454025599"}]}]}"##,
                sample: r##"{"rows":3000,"seed":23,"columns":[{"name":"ts","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"epoch_seconds"}},{"name":"dt","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Oldest first: the newest hour is at the very end of the table.",
                            "最旧的在前：最新的一小时在表的最末尾。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "New rows always go to the last region.",
                            "新数据总是写到最后一个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "\"Latest 10\" must read the whole table, every region, to find the newest rows at its end.",
                            "“最近 10 条”要读遍整张表、每个 Region，才能在末尾找到最新的数据。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[
                    ("monotonic-leading-part", 1),
                    ("writes/hotspot", 1),
                    ("query/read-amplification", 2),
                    ("query/fan-out", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new("PHP_INT_MAX − timestamp", "PHP_INT_MAX − 时间戳"),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"reverse":"int_max","format":"decimal"}}}}}]},"splits":{"kind":"explicit","splits":["686500000","689500000","692500000"]},"queries":[{"name":"latest 10","latest":{"count":10,"column":"ts"}},{"name":"one day","predicates":[{"column":"ts","op":"between","low":"1453939200","high":"1454025599"}]}]}"##,
                sample: r##"{"rows":3000,"seed":23,"columns":[{"name":"ts","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"epoch_seconds"}},{"name":"dt","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Newest first, exactly as in the seed's scan listing.",
                            "最新的在前，与文中的 scan 结果完全一致。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The newest 10 rows are now the table's first 10 in key order: a client that knows every key has 9 digits can stop after 10 rows.",
                            "最新的 10 条数据现在就是按行键排序的前 10 行：知道每个行键都是 9 位数的客户端，读 10 行就可以停下。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "New rows now go to the first region: still one hot region.",
                            "新数据现在写到第一个 Region：仍然只有一个热点 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The planner cannot rely on unpadded text keeping its width, so \"latest 10\" and the day are still full scans of all four regions: see the zero-padded variant.",
                            "未补零的文本无法保证位数不变，查询规划器不能依赖它的顺序，所以“最近 10 条”和按天查询仍是扫描全部 4 个 Region 的全表扫描：见补零的版本。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[
                    ("monotonic-leading-part", 2),
                    ("writes/hotspot", 2),
                    ("query/read-amplification", 3),
                    ("query/read-amplification", 3),
                    ("query/fan-out", 3),
                    ("query/fan-out", 3),
                ],
            },
            VariantData {
                id: "padded",
                label: Text::new(
                    "PHP_INT_MAX − timestamp, zero-padded to 10 digits",
                    "PHP_INT_MAX − 时间戳，补零到 10 位",
                ),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"integer":{"reverse":"int_max","format":{"zero_padded":{"width":10}}}}}}}]},"splits":{"kind":"explicit","splits":["0686500000","0689500000","0692500000"]},"queries":[{"name":"latest 10","latest":{"count":10,"column":"ts"}},{"name":"one day","predicates":[{"column":"ts","op":"between","low":"1453939200","high":"1454025599"}]}]}"##,
                sample: r##"{"rows":3000,"seed":23,"columns":[{"name":"ts","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"epoch_seconds"}},{"name":"dt","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "With a fixed width, \"latest 10\" reads just the first 10 rows and the day is one range with its bounds swapped. The plan of \"latest 10\" is still a scan of the whole key range, so it is counted as touching all four regions, though it stops after 10 rows in the first.",
                            "位数固定后，“最近 10 条”只读前 10 行，按天查询是一个上下界互换的范围。不过“最近 10 条”的计划仍是整个行键范围上的扫描，所以算作访问了全部 4 个 Region，尽管它在第一个 Region 读完 10 行就停下了。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Still one hot region: a reverse timestamp changes the order, not the write pattern.",
                            "仍然只有一个热点 Region：倒序时间戳改变的是顺序，而不是写入模式。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[
                    ("monotonic-leading-part", 1),
                    ("writes/hotspot", 1),
                    ("query/fan-out", 0),
                ],
            },
        ],
    },
    PresetData {
        id: "md5-and-mod-salt",
        seed: "002",
        title: Text::new(
            "Full md5 keys vs md5(key) % splitNum + '#' + key",
            "完整 md5 行键与 md5(key) % splitNum + '#' + key",
        ),
        summary: Text::new(
            "A full md5 key spreads writes perfectly and serves random reads, but no range query. Salting with md5($key) % splitNum keeps the original key after the bucket, so a time range is one short scan per bucket. Note the post's PHP (≤ 7.0) md5() % n reads only the digest's leading decimal digits: bucket 0 gets far more rows. PHP ≥ 7.1 also reads 5e8… as 500000000, and PHP 8 throws a TypeError for a digest that starts with a letter.",
            "完整的 md5 行键写入分布最均匀，适合随机读，但无法做范围查询。用 md5($key) % splitNum 加盐，桶号后面保留原始行键，时间范围查询就是每个桶各扫一小段。注意文中 PHP（≤ 7.0）的 md5() % n 只取摘要开头的十进制数字：0 号桶的数据会多得多。PHP ≥ 7.1 还会把 5e8… 读成 500000000，PHP 8 遇到以字母开头的摘要则直接抛出 TypeError。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("md5(ts), 32 hex characters", "md5(ts)，32 个十六进制字符"),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["ts"]},"output":{"hex":{"chars":32}}}}}]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":4,"first_row":null,"last_row":null},"queries":[{"name":"one hour","predicates":[{"column":"ts","op":"eq","value":"1452553200"}]},{"name":"one day","predicates":[{"column":"ts","op":"between","low":"1453939200","high":"1454025599"}]}]}"##,
                sample: r##"{"rows":3000,"seed":24,"columns":[{"name":"ts","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"epoch_seconds"}},{"name":"dt","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Four even regions: md5 is uniform over the hex space.",
                            "4 个 Region 大小均匀：md5 在十六进制空间上均匀分布。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "One hour is a GET, but one day is a full scan of all four regions: hashing destroys the time order.",
                            "查一小时是 GET，查一天却要扫描全部 4 个 Region：哈希打乱了时间顺序。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/read-amplification", 1), ("query/fan-out", 1)],
            },
            VariantData {
                id: "after",
                label: Text::new("md5(ts) % 10 + '#' + ts", "加盐：md5(ts) % 10 + '#' + ts"),
                design: r##"{"version":1,"table":"test:demo","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"php_md5_mod","buckets":10,"output":{"decimal":{"width":0}},"input":{"columns":["ts"]}}},"separator":"#"},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["1","2","3","4","5","6","7","8","9"]},"queries":[{"name":"one hour","predicates":[{"column":"ts","op":"eq","value":"1452553200"}]},{"name":"one day","predicates":[{"column":"ts","op":"between","low":"1453939200","high":"1454025599"}]}]}"##,
                sample: r##"{"rows":3000,"seed":24,"columns":[{"name":"ts","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"epoch_seconds"}},{"name":"dt","generator":{"kind":"timestamp","start_millis":1452380400000,"interval_millis":3600000,"jitter_millis":0,"format":"date_time"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Keys read 0#1452380400, 0#1452466800, …: in time order inside each bucket, as in the seed's listing.",
                            "行键形如 0#1452380400、0#1452466800……：每个桶内按时间排序，与文中的 scan 结果一致。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "One day is a 10-way bucket scan: ten short ranges, one in each of the ten regions, instead of the whole table.",
                            "查一天是 10 路分桶扫描：十个短范围，10 个 Region 各一个，而不是整张表。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Region 0#… is several times bigger than the others, and takes as large a share of the new writes: PHP ≤ 7.0 turns every digest starting with a letter into 0.",
                            "0# 开头的 Region 比其他大好几倍，新写入也按同样的比例落在这里：PHP ≤ 7.0 把所有以字母开头的摘要都当成 0。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[
                    ("regions/max-over-mean", 2),
                    ("writes/hotspot", 2),
                    ("query/fan-out", 1),
                ],
            },
        ],
    },
    PresetData {
        id: "twits",
        seed: "003",
        title: Text::new(
            "Twits: MD5(user) + reverse timestamp",
            "推文表：MD5(用户) + 倒序时间戳",
        ),
        summary: Text::new(
            "A user's twits should be stored together, newest first. User names vary in length, so user + timestamp has no clear boundary (user1 is a prefix of user10). MD5(user) gives a fixed 16 bytes that also spread users over the regions, and Long.MAX_VALUE − ts puts the newest twit first. twitsStream (a reader's timeline) uses the same key; users is keyed by the user id alone.",
            "同一用户的推文要存在一起，并且最新的在前。用户名长度不一，user + timestamp 的边界不清楚（user1 是 user10 的前缀）。MD5(用户) 得到固定的 16 字节，同时把用户均匀分散到各个 Region；Long.MAX_VALUE − ts 让最新的推文排在最前。推文流表 twitsStream（读者的时间线）使用同样的行键；users 表直接以用户 ID 为行键。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("user + timestamp", "用户 + 时间戳"),
                design: r##"{"version":1,"table":"twits","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"user"}},"encoding":{"text":{}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"num_regions","algorithm":"uniform","num_regions":4,"first_row":null,"last_row":null},"queries":[{"name":"timeline of user1: latest 20","predicates":[{"column":"user","op":"eq","value":"user1"}],"latest":{"count":20,"column":"ts"}},{"name":"all twits of user1","predicates":[{"column":"user","op":"eq","value":"user1"}]}]}"##,
                sample: r##"{"rows":5000,"seed":31,"columns":[{"name":"user","generator":{"kind":"zipf_user","users":500,"exponent":1.0,"prefix":"user"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":3000,"jitter_millis":1000,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "No boundary between user and timestamp: user1's prefix also matches user10, user100, ….",
                            "用户和时间戳之间没有边界：user1 这个前缀也会匹配 user10、user100……",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Printable keys starting with 'u' under UniformSplit: one region holds every twit and takes every write; the other three stay empty.",
                            "以 u 开头的可读行键配上 UniformSplit：所有推文、所有写入都在一个 Region 里，另外 3 个 Region 都是空的。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The timeline scans user1's prefix and filters out other users; the newest twits come last.",
                            "时间线要扫描 user1 前缀再过滤掉其他用户，而且最新的推文排在最后。",
                        ),
                    ),
                ],
                lints: &[LintCode::AmbiguousBoundary],
                split_lints: &[
                    SplitLintCode::EmptyRegions,
                    SplitLintCode::UniformPrintableKeys,
                ],
                verdict: &[
                    ("ambiguous-boundary", 0),
                    ("split/uniform-printable-keys", 1),
                    ("regions/max-over-mean", 1),
                    ("regions/empty", 1),
                    ("writes/hotspot", 1),
                    ("query/read-amplification", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "MD5(user) + (Long.MAX_VALUE − ts)",
                    "MD5(用户) + (Long.MAX_VALUE − ts)",
                ),
                design: r##"{"version":1,"table":"twits","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["user"]},"output":{"raw":{"bytes":16}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"number":{"unit":"millis","integer":{"reverse":"long_max","format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}}}}}]},"splits":{"kind":"num_regions","algorithm":"uniform","num_regions":4,"first_row":null,"last_row":null},"queries":[{"name":"timeline of user1: latest 20","predicates":[{"column":"user","op":"eq","value":"user1"}],"latest":{"count":20,"column":"ts"}},{"name":"all twits of user1","predicates":[{"column":"user","op":"eq","value":"user1"}]}]}"##,
                sample: r##"{"rows":5000,"seed":31,"columns":[{"name":"user","generator":{"kind":"zipf_user","users":500,"exponent":1.0,"prefix":"user"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":3000,"jitter_millis":1000,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Every key is 24 bytes: 16 of md5, 8 of reversed time; a user's twits are together, newest first.",
                            "每个行键都是 24 字节：16 字节 md5 加 8 字节倒序时间；同一用户的推文在一起，最新的在前。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The timeline reads exactly the first 20 rows of user1's 16-byte prefix.",
                            "时间线只读 user1 的 16 字节前缀下的前 20 行。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "md5 spreads the users over all four UniformSplit regions; a very active user still makes its own region bigger.",
                            "md5 把用户分散到全部 4 个 UniformSplit Region；特别活跃的用户仍会让所在的 Region 大一些。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("regions/max-over-mean", 2)],
            },
        ],
    },
    PresetData {
        id: "follows-tall-rows",
        seed: "003",
        title: Text::new(
            "Follows: from a wide row to MD5(A) + MD5(B) tall rows",
            "关注关系：从宽表到 MD5(A)+MD5(B) 高表",
        ),
        summary: Text::new(
            "A wide row per user (one column per followee) answers \"whom does A follow\" but not \"who follows B\", and needs a counter to name new columns. Tall rows keyed MD5(A) + MD5(B) make every relation a row: (A, B) is a GET, A's followees a prefix scan. A second table followedBy keyed MD5(B) + MD5(A) answers \"who follows B\".",
            "每个用户一行的宽表（每个被关注者一列）能回答“A 关注了谁”，却回答不了“谁关注了 B”，而且新增一列还需要计数器。以 MD5(A)+MD5(B) 为行键的高表把每条关系变成一行：(A, B) 是一次 GET，A 的关注列表是一次前缀扫描。第二张表 followedBy 以 MD5(B)+MD5(A) 为行键，回答“谁关注了 B”。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "wide row: key A, one column per followee",
                    "宽表：行键为 A，每个被关注者一列",
                ),
                design: r##"{"version":1,"table":"follows","family":"f","qualifier":"followed","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"follower"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["user2","user5"]},"queries":[{"name":"does user1 follow user522612?","predicates":[{"column":"follower","op":"eq","value":"user1"},{"column":"followed","op":"eq","value":"user522612"}]},{"name":"whom does user1 follow?","predicates":[{"column":"follower","op":"eq","value":"user1"}]},{"name":"who follows user522612?","predicates":[{"column":"followed","op":"eq","value":"user522612"}]}]}"##,
                sample: r##"{"rows":3000,"seed":32,"columns":[{"name":"follower","generator":{"kind":"zipf_user","users":300,"exponent":1.0,"prefix":"user"}},{"name":"followed","generator":{"kind":"zipf_user","users":1000000,"exponent":0.0,"prefix":"user"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Lints,
                        Text::new(
                            "Many sample rows share a key, but none is lost: the design stores each followee as a column qualifier of A's row (f:user522612, as the post's user B columns), so rows with one key are cells of one row. One busy user makes one huge row.",
                            "很多样本行的行键相同，但没有一行丢失：这个设计把每个被关注者存成 A 这一行的列限定符（f:user522612，即原文中以用户 B 为名的列），所以行键相同的样本行是同一行的不同单元格。一个关注很多人的用户就是一个超大的行。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "\"Who follows B?\" is a scan of every row in all three regions, asking each for the column f:B (COLUMNS => 'f:B').",
                            "“谁关注了 B？”需要扫描全部 3 个 Region 中的每一行，每行只取 f:B 这一列（COLUMNS => 'f:B'）。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "\"Does A follow B?\" is a get of A's row asking for one column, COLUMN => 'f:B' (the followee is the column qualifier), so it reads that one cell; \"whom does A follow?\" reads A's whole row (543 cells for user1).",
                            "“A 是否关注了 B？”是对 A 这一行的 get，只取一列 COLUMN => 'f:B'（被关注者就是列限定符），因此只读这一个单元格；“A 关注了谁？”则读出 A 的整行（user1 这一行有 543 个单元格）。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1)],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "follows: MD5(A) + MD5(B)",
                    "关注表 follows：MD5(A) + MD5(B)",
                ),
                design: r##"{"version":1,"table":"follows","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["follower"]},"output":{"raw":{"bytes":16}}}}},{"id":2,"value":{"md5":{"input":{"columns":["followed"]},"output":{"raw":{"bytes":16}}}}}]},"splits":{"kind":"num_regions","algorithm":"uniform","num_regions":4,"first_row":null,"last_row":null},"queries":[{"name":"does user1 follow user522612?","predicates":[{"column":"follower","op":"eq","value":"user1"},{"column":"followed","op":"eq","value":"user522612"}]},{"name":"whom does user1 follow?","predicates":[{"column":"follower","op":"eq","value":"user1"}]},{"name":"who follows user522612?","predicates":[{"column":"followed","op":"eq","value":"user522612"}]}]}"##,
                sample: r##"{"rows":3000,"seed":32,"columns":[{"name":"follower","generator":{"kind":"zipf_user","users":300,"exponent":1.0,"prefix":"user"}},{"name":"followed","generator":{"kind":"zipf_user","users":1000000,"exponent":0.0,"prefix":"user"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "(A, B) is a GET; A's followees are a prefix scan on MD5(A); who follows B is still a full scan of all four regions.",
                            "(A, B) 是一次 GET；A 的关注列表是 MD5(A) 上的前缀扫描；谁关注了 B 仍然要扫描全部 4 个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::SortedView,
                        Text::new(
                            "Every key is 32 bytes; no separator is needed because both halves have a fixed width.",
                            "每个行键都是 32 字节；两半都是定长，所以不需要分隔符。",
                        ),
                    ),
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "user1 follows 543 of the 3,000: one follower's rows stay together, so a busy follower makes its region bigger.",
                            "3,000 条关注关系中有 543 条是 user1 的：同一个关注者的行存在一起，关注很多的人会让所在的 Region 大一些。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[
                    ("regions/max-over-mean", 2),
                    ("query/read-amplification", 0),
                    ("query/fan-out", 0),
                ],
            },
            VariantData {
                id: "followed-by",
                label: Text::new(
                    "followedBy: MD5(B) + MD5(A)",
                    "粉丝表 followedBy：MD5(B) + MD5(A)",
                ),
                design: r##"{"version":1,"table":"followedBy","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["followed"]},"output":{"raw":{"bytes":16}}}}},{"id":2,"value":{"md5":{"input":{"columns":["follower"]},"output":{"raw":{"bytes":16}}}}}]},"splits":{"kind":"num_regions","algorithm":"uniform","num_regions":4,"first_row":null,"last_row":null},"queries":[{"name":"who follows user522612?","predicates":[{"column":"followed","op":"eq","value":"user522612"}]}]}"##,
                sample: r##"{"rows":3000,"seed":32,"columns":[{"name":"follower","generator":{"kind":"zipf_user","users":300,"exponent":1.0,"prefix":"user"}},{"name":"followed","generator":{"kind":"zipf_user","users":1000000,"exponent":0.0,"prefix":"user"}}]}"##,
                arrival: r##"{"kind":"input_order"}"##,
                notice: &[Notice::new(
                    Area::Queries,
                    Text::new(
                        "In the second table, who follows B is a prefix scan on MD5(B).",
                        "在第二张表里，谁关注了 B 是 MD5(B) 上的前缀扫描。",
                    ),
                )],
                lints: &[],
                split_lints: &[],
                verdict: &[],
            },
        ],
    },
    PresetData {
        id: "time-first-hash-prefix",
        seed: "004",
        title: Text::new(
            "Time first, then a hash prefix: xx_yyyyMMddHHmmss_orderId",
            "时间在前，再加哈希前缀：xx_yyyyMMddHHmmss_orderId",
        ),
        summary: Text::new(
            "A key that starts with the time sends every new row to the region holding the latest times, however the table is pre-split. The prefix xx = hash(datetime, orderId) % 3 spreads writes over three partitions; reading a time range then takes one scan per partition.",
            "以时间开头的行键，无论怎么预分区，新数据都会写到存放最新时间的那个 Region。加上前缀 xx = hash(时间, 订单号) % 3 后，写入分散到 3 个分区；代价是按时间范围读取时每个分区都要扫一次。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new(
                    "yyyyMMddHHmmss_orderId",
                    "时间_订单号：yyyyMMddHHmmss_orderId",
                ),
                design: r##"{"version":1,"table":"orders","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"dt"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"text":{"pattern":"yyyyMMddHHmmss","utc_offset_minutes":480}}}}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"order"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["20210607083000","20210607090000"]},"queries":[{"name":"ten minutes","predicates":[{"column":"dt","op":"between","low":"1623027600000","high":"1623028199999"}]},{"name":"one order","predicates":[{"column":"dt","op":"eq","value":"1623027600000"},{"column":"order","op":"eq","value":"368358"}]}]}"##,
                sample: r##"{"rows":6000,"seed":41,"columns":[{"name":"dt","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"epoch_millis"}},{"name":"order","generator":{"kind":"sequence","start":364758,"step":1}}]}"##,
                arrival: r##"{"kind":"column","name":"dt"}"##,
                notice: &[
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Each time slice writes to one region only, and the latest writes all go to the last region.",
                            "每个时间段只写一个 Region，最新的写入全部落在最后一个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "Ten minutes of orders is a single range scan.",
                            "查 10 分钟内的订单只需一次范围扫描。",
                        ),
                    ),
                ],
                lints: &[LintCode::MonotonicLeadingPart],
                split_lints: &[],
                verdict: &[("monotonic-leading-part", 0), ("writes/hotspot", 0)],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "xx_yyyyMMddHHmmss_orderId, xx = hash % 3",
                    "哈希前缀：xx_yyyyMMddHHmmss_orderId，xx = hash % 3",
                ),
                design: r##"{"version":1,"table":"orders","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"phoenix_hash","buckets":3,"output":{"decimal":{"width":2}},"input":{"columns":["dt","order"]}}},"separator":"_"},{"id":2,"value":{"field":{"source":{"column":{"name":"dt"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"text":{"pattern":"yyyyMMddHHmmss","utc_offset_minutes":480}}}}}},"separator":"_"},{"id":3,"value":{"field":{"source":{"column":{"name":"order"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"explicit","splits":["01","02"]},"queries":[{"name":"ten minutes","predicates":[{"column":"dt","op":"between","low":"1623027600000","high":"1623028199999"}]},{"name":"one order","predicates":[{"column":"dt","op":"eq","value":"1623027600000"},{"column":"order","op":"eq","value":"368358"}]}]}"##,
                sample: r##"{"rows":6000,"seed":41,"columns":[{"name":"dt","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":1000,"jitter_millis":0,"format":"epoch_millis"}},{"name":"order","generator":{"kind":"sequence","start":364758,"step":1}}]}"##,
                arrival: r##"{"kind":"column","name":"dt"}"##,
                notice: &[
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "Every time slice now writes to all three regions evenly.",
                            "每个时间段的写入现在均匀分布在 3 个 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "Ten minutes is a 3-way bucket scan, one range in each of the three regions; one order (time and id known) is still a GET.",
                            "10 分钟的查询变成 3 路分桶扫描，3 个 Region 各读一段；已知时间和订单号的单个订单仍是 GET。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1)],
            },
        ],
    },
    PresetData {
        id: "reverse-order-id",
        seed: "004",
        title: Text::new(
            "reverse(order_id) + (MAX_LONG − timestamp)",
            "反转订单号：reverse(order_id) + (MAX_LONG − timestamp)",
        ),
        summary: Text::new(
            "Order ids grow one by one, so order_id first is a write hotspot. Reversing the id (2021010101010101 → 1010101010101202) puts its fast-changing last digit first and spreads the orders; MAX_LONG − timestamp keeps each order's newest status first. Gets by order id stay cheap; ranges of ids do not.",
            "订单号逐个递增，订单号在前就是写热点。把订单号反转（2021010101010101 → 1010101010101202），变化最快的末位到了最前面，订单被打散；MAX_LONG − timestamp 让每个订单的最新状态排在最前。按订单号查询依然很快，按订单号范围查询就不行了。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("order_id + (MAX_LONG − ts)", "订单号 + (MAX_LONG − 时间戳)"),
                design: r##"{"version":1,"table":"order_status","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"order_id"}},"encoding":{"integer":{"format":{"zero_padded":{"width":16}}}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"number":{"unit":"millis","integer":{"reverse":"long_max","format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}}}}}]},"splits":{"kind":"explicit","splits":["1","2","3","4","5","6","7","8","9"]},"queries":[{"name":"latest status of one order","predicates":[{"column":"order_id","op":"eq","value":"2021060700000142"}],"latest":{"count":1,"column":"ts"}},{"name":"orders 2021060700000200 to …299","predicates":[{"column":"order_id","op":"between","low":"2021060700000200","high":"2021060700000299"}]}]}"##,
                sample: r##"{"rows":5000,"seed":42,"columns":[{"name":"order_id","generator":{"kind":"timestamp","start_millis":2021060700000101,"interval_millis":1,"jitter_millis":3,"format":"epoch_millis"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":700,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Every order id starts with 2: one of ten regions holds all of them.",
                            "所有订单号都以 2 开头：10 个 Region 里只有一个有数据。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "A range of order ids is one range scan.",
                            "订单号范围查询是一次范围扫描。",
                        ),
                    ),
                    Notice::new(
                        Area::Heatmap,
                        Text::new(
                            "New orders have the largest ids, so the latest writes all land in that one region.",
                            "新订单的订单号最大，最新的写入全都落在这一个 Region。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[SplitLintCode::EmptyRegions],
                verdict: &[
                    ("regions/max-over-mean", 0),
                    ("regions/empty", 0),
                    ("writes/hotspot", 2),
                ],
            },
            VariantData {
                id: "after",
                label: Text::new(
                    "reverse(order_id) + (MAX_LONG − ts)",
                    "反转的订单号 + (MAX_LONG − 时间戳)",
                ),
                design: r##"{"version":1,"table":"order_status","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"order_id"}},"transforms":["reverse"],"encoding":{"integer":{"format":{"zero_padded":{"width":16}}}}}}},{"id":2,"value":{"field":{"source":{"column":{"name":"ts"}},"encoding":{"timestamp":{"input":"epoch_millis","output":{"number":{"unit":"millis","integer":{"reverse":"long_max","format":{"binary":{"width":8,"style":"twos_complement","overflow":"error"}}}}}}}}}}]},"splits":{"kind":"explicit","splits":["1","2","3","4","5","6","7","8","9"]},"queries":[{"name":"latest status of one order","predicates":[{"column":"order_id","op":"eq","value":"2021060700000142"}],"latest":{"count":1,"column":"ts"}},{"name":"orders 2021060700000200 to …299","predicates":[{"column":"order_id","op":"between","low":"2021060700000200","high":"2021060700000299"}]}]}"##,
                sample: r##"{"rows":5000,"seed":42,"columns":[{"name":"order_id","generator":{"kind":"timestamp","start_millis":2021060700000101,"interval_millis":1,"jitter_millis":3,"format":"epoch_millis"}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":700,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "The reversed ids start with their last digit: ten even regions.",
                            "反转后的订单号以原来的末位开头：10 个 Region 大小均匀。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The latest status of one order is still the first row of its prefix; the id range became a full scan of all ten regions.",
                            "单个订单的最新状态仍是其前缀下的第一行；订单号范围查询变成了扫描全部 10 个 Region 的全表扫描。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/read-amplification", 1), ("query/fan-out", 1)],
            },
        ],
    },
    PresetData {
        id: "salt-buckets-region-count",
        seed: "004",
        title: Text::new(
            "One-byte salt buckets and how many regions",
            "单字节加盐分桶与 Region 数量",
        ),
        summary: Text::new(
            "new_row_key = (byte)(hash(key) % BUCKETS) + original_key: rows are ordered inside a bucket and spread across buckets, so writes are even but every range read visits every bucket. Size the count to the table: the post counts regions at about 6–8 GB each, with 5–10 for a table under 50 GB and table size / 10 GB (at most 120) for large tables, one bucket per region. The sample stands for a table of about 20 GB: 6–8 GB a region would make only 3 or 4, so the post's minimum of 5 applies; with 8 buckets, one region each, a region holds about 2.4 GB.",
            "new_row_key = (byte)(hash(key) % BUCKETS) + original_key：桶内有序，桶间随机，写入均匀，但每次范围读取都要访问所有桶。桶数按表的大小来定：原文一般按每个 Region 6~8 GB 计算，50 GB 以下的小表 5–10 个 Region，大表约为表大小 / 10 GB（最多 120 个），每个 Region 一个桶。这里的样本代表一张约 20 GB 的表：按每个 Region 6~8 GB 只需 3 到 4 个，所以取原文的下限 5 个；8 个桶则每个桶一个 Region，每个约 2.4 GB。",
        ),
        variants: &[
            VariantData {
                id: "before",
                label: Text::new("64 buckets for a small table", "小表用了 64 个桶"),
                design: r##"{"version":1,"table":"orders","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"md5_mod","buckets":64,"output":"byte","input":"rest_of_key"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"order_id"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"salt_buckets","buckets":64},"queries":[{"name":"one order","predicates":[{"column":"order_id","op":"eq","value":"10004242"}]},{"name":"100 consecutive orders","predicates":[{"column":"order_id","op":"between","low":"10004200","high":"10004299"}]}]}"##,
                sample: r##"{"rows":8000,"seed":43,"columns":[{"name":"order_id","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":400,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "64 tiny regions for a table that fits comfortably in 5–10.",
                            "一张 5–10 个 Region 就足够的表被切成了 64 个小 Region。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "100 consecutive orders: a 64-way bucket scan, 64 short scans in 64 regions for 100 rows.",
                            "连续 100 个订单：64 路分桶扫描，为了 100 行要在 64 个 Region 里发起 64 次短扫描。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1)],
            },
            VariantData {
                id: "after",
                label: Text::new("8 buckets, 8 regions", "8 个桶，8 个 Region"),
                design: r##"{"version":1,"table":"orders","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"md5_mod","buckets":8,"output":"byte","input":"rest_of_key"}}},{"id":2,"value":{"field":{"source":{"column":{"name":"order_id"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"salt_buckets","buckets":8},"queries":[{"name":"one order","predicates":[{"column":"order_id","op":"eq","value":"10004242"}]},{"name":"100 consecutive orders","predicates":[{"column":"order_id","op":"between","low":"10004200","high":"10004299"}]}]}"##,
                sample: r##"{"rows":8000,"seed":43,"columns":[{"name":"order_id","generator":{"kind":"sequence","start":10000001,"step":1}},{"name":"ts","generator":{"kind":"timestamp","start_millis":1623024000000,"interval_millis":400,"jitter_millis":0,"format":"epoch_millis"}}]}"##,
                arrival: r##"{"kind":"column","name":"ts"}"##,
                notice: &[
                    Notice::new(
                        Area::Regions,
                        Text::new(
                            "Eight even regions, one per bucket: within the 5–10 advised for a table under 50 GB.",
                            "8 个大小均匀的 Region，每个桶一个：符合 50 GB 以下小表 5–10 个 Region 的建议。",
                        ),
                    ),
                    Notice::new(
                        Area::Queries,
                        Text::new(
                            "The same read is an 8-way bucket scan, in all eight regions; one order is still a GET because its hash is known.",
                            "同样的读取是 8 路分桶扫描，8 个 Region 都要访问；单个订单仍是 GET，因为它的哈希可以算出来。",
                        ),
                    ),
                ],
                lints: &[],
                split_lints: &[],
                verdict: &[("query/fan-out", 1)],
            },
        ],
    },
];
