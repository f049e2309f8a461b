//! 引擎输出的文字：简体中文。

use super::{Messages, Zh};
use crate::analysis::format_count;
use crate::i18n::Lang;

/// Joins pieces of a sentence, with a space where a Latin name meets a Chinese character
/// (`谓词确定了 uid，` but `谓词无法确定盐值，`).
fn glue(pieces: &[&str]) -> String {
    let cjk = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    let latin = |c: char| c.is_ascii_alphanumeric() || matches!(c, ')' | ']' | '_' | '"');
    let mut out = String::new();
    for piece in pieces {
        if let (Some(a), Some(b)) = (out.chars().last(), piece.chars().next()) {
            if (latin(a) && cjk(b)) || (cjk(a) && latin(b)) {
                out.push(' ');
            }
        }
        out.push_str(piece);
    }
    out
}

/// 不预分区的表如何分裂（SteppingSplitPolicy），两个大小都折算为样本行数。
fn growth_policy_zh((first, later): (u64, u64)) -> String {
    let rows = |n: u64| format_count(usize::try_from(n).unwrap_or(usize::MAX));
    format!(
        "不预分区建表时，表只有一个 Region。HBase 2 默认的分裂策略 SteppingSplitPolicy 在表唯一的 \
         Region 超过 256 MB 时把它一分为二（内存写缓存刷写大小 128 MB 的两倍；按样本折算为 {} 行），\
         此后每个 Region 超过 10 GB 时才分裂（hbase.hregion.max.filesize；按样本折算为 {} 行），\
         这里假设表的所有 Region 都在同一台 Region 服务器上。",
        rows(first),
        rows(later)
    )
}

/// 补零到 Java `int`（或 `long`）的宽度后能容纳哪些值。
fn type_range_zh(long: bool) -> &'static str {
    if long {
        "0 到 9,223,372,036,854,775,807 之间的所有长整型值都放得下"
    } else {
        "0 到 2,147,483,647 之间的所有整型值都放得下"
    }
}

impl Messages for Zh {
    // ---- 计数 -----------------------------------------------------------------------------
    fn rows(&self, n: usize) -> String {
        format!("{} 行", format_count(n))
    }
    fn keys(&self, n: usize) -> String {
        format!("{} 个键", format_count(n))
    }
    fn columns(&self, n: usize) -> String {
        format!("{} 列", format_count(n))
    }
    fn ranges(&self, n: usize) -> String {
        format!("{} 个范围", format_count(n))
    }
    fn regions(&self, n: usize) -> String {
        format!("{} 个 Region", format_count(n))
    }
    fn part(&self, id: u32) -> String {
        format!("第 {id} 部分")
    }
    fn and_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => glue(&[&init.join("、"), "和", last]),
        }
    }

    fn no_such_column(&self, column: &str, available: &[String]) -> String {
        format!(
            "样本中没有列 \"{column}\"（现有列：{}）",
            available.join(", ")
        )
    }

    // ---- 行键规则检查 ---------------------------------------------------------------------
    fn lint_unpadded_number(&self, part: &str) -> String {
        format!("{part}：长度不一的数字以不补零的文本写入，会按文本排序（1, 10, 2）")
    }
    fn lint_unpadded_digits_text(&self, part: &str) -> String {
        format!("{part}：这些值是长度不一的数字，以文本写入，因此排序为 1, 10, 2")
    }
    fn fix_zero_pad_digits(&self, digits: usize) -> String {
        format!("补零到 {digits} 位")
    }
    fn fix_left_pad_chars(&self, chars: usize) -> String {
        format!("左侧补零到 {chars} 个字符")
    }
    fn fix_zero_pad_type(&self, digits: usize, long: bool) -> String {
        format!("补零到 {digits} 位：{}", type_range_zh(long))
    }
    fn fix_left_pad_type(&self, chars: usize, long: bool) -> String {
        format!("左侧补零到 {chars} 个字符：{}", type_range_zh(long))
    }
    fn lint_reverse_digits(&self, part: &str, max: &str, lo: usize, hi: usize) -> String {
        format!("{part}：{max} − ts 以文本写入时在这里有 {lo} 到 {hi} 位，新数据不一定排在前面")
    }
    fn fix_zero_pad_reverse(&self, digits: u16) -> String {
        format!("把反转后的值补零到 {digits} 位")
    }
    fn lint_negative_binary(&self, part: &str) -> String {
        format!("{part}：补码表示的负数会排在所有正数之后")
    }
    fn lint_signed_binary_time(&self, part: &str) -> String {
        format!(
            "{part}：补码表示的时间只在没有负值时才按时间排序；样本中没有负值，所以“最新 N 行”按键序读取，但 1970 年以前的时间会排在所有更晚的时间之后"
        )
    }
    fn fix_flip_sign_bit(&self) -> String {
        "翻转符号位（Phoenix INTEGER/BIGINT 的排序方式）".to_owned()
    }
    fn lint_ambiguous_boundary(&self, part: &str) -> String {
        format!("{part}：既不定长也没有分隔符，无法确定它在哪里结束，一个值可能是另一个值的前缀")
    }
    fn fix_add_separator(&self, sep: &str) -> String {
        format!("在其后加分隔符 \"{sep}\"")
    }
    fn lint_separator_in_value(&self, part: &str, sep: &str) -> String {
        format!("{part}：分隔符 \"{sep}\" 也出现在它的值里，行键无法再拆分回各部分")
    }
    fn fix_use_separator(&self, sep: &str) -> String {
        format!("改用分隔符 \"{sep}\"")
    }
    fn lint_long_md5_prefix(&self, part: &str, bytes: usize) -> String {
        format!(
            "{part}：被散列的列在行键中随后出现，这个 md5 前缀只用于打散数据；{bytes} 字节超出了需要"
        )
    }
    fn fix_keep_hex_chars(&self) -> String {
        "保留 6 个 hex 字符（约 1670 万个桶）".to_owned()
    }
    fn fix_keep_bytes(&self) -> String {
        "保留 3 字节（约 1670 万个桶）".to_owned()
    }
    fn lint_salt_after_monotonic(&self, part: &str, monotonic: &str) -> String {
        glue(&[
            part,
            "：它位于持续递增的",
            monotonic,
            "之后，行键仍按顺序到达，起不到打散作用",
        ])
    }
    fn fix_move_to_front(&self) -> String {
        "移到行键最前面".to_owned()
    }
    fn lint_monotonic_leading(&self, part: &str, correlation: &str) -> String {
        format!(
            "{part}：行键以随写入顺序持续递增（或递减）的值开头（与写入顺序的秩相关系数至少为 {correlation}），所有新数据都写入同一个 Region（写热点）"
        )
    }
    fn fix_add_salt(&self) -> String {
        "在最前面加一个 Phoenix 风格的盐字节（8 个桶），并按桶预分区，每个桶一个 Region".to_owned()
    }
    fn lint_key_too_long(&self, max: usize, limit: usize) -> String {
        format!("行键最长 {max} 字节，超过 HBase 的 {limit} 字节上限")
    }
    fn lint_long_key(&self, max: usize, average: usize, advised: usize) -> String {
        format!(
            "行键最长 {max} 字节（平均 {average}）；每个单元格都会存储行键，建议不超过 {advised} 字节"
        )
    }
    fn lint_duplicate_keys(&self, keys: usize, lost: usize, rows: &str, example: &str) -> String {
        format!(
            "有 {keys} 个行键被多行共用（{lost} 行会覆盖其他行），例如第 {rows} 行的行键都是 \"{example}\""
        )
    }

    fn lint_duplicate_cells(
        &self,
        groups: usize,
        rows_lost: usize,
        listed: &str,
        example: &str,
        column: &str,
        value: &str,
    ) -> String {
        format!(
            "有 {groups} 个单元格（行键加上以 \"{column}\" 列的值为列限定符）被多行写入（{rows_lost} 行会覆盖其他行），例如第 {listed} 行写的都是行键 \"{example}\"、列限定符 \"{value}\""
        )
    }

    // ---- 预分区检查 -----------------------------------------------------------------------
    fn split_empty_regions(&self, empty: usize, total: usize, listed: &str) -> String {
        format!("{total} 个 Region 中有 {empty} 个不含任何样本行（第 {listed} 个，从 1 开始计数）")
    }
    fn split_whitespace(&self, count: usize, first: usize, text: &str) -> String {
        let which = if count == 1 {
            format!("第 {first} 个分区点（'{text}'）")
        } else {
            format!("{count} 个分区点（第一个是第 {first} 个，'{text}'）")
        };
        format!(
            "{which}的开头或结尾有空白字符：HBase 会把它当作分区键的字节保留（空格是 0x20，\
             制表符是 0x09），建表语句里也是如此，所以 Region 的边界并不在去掉空白后的位置"
        )
    }
    fn split_whitespace_fix(&self) -> String {
        "删除每个分区点开头和结尾的空格与制表符。".to_owned()
    }
    fn fix_trim_splits(&self) -> String {
        "去掉分区点两端的空白".to_owned()
    }
    fn split_empty_regions_fix(&self) -> String {
        "把分区点放在行键实际所在的位置：使用根据样本建议的分区点，或选择与行键开头字符相符的 SPLITALGO。"
            .to_owned()
    }
    fn split_example(&self, key: &str) -> String {
        format!("（例如 '{key}'）")
    }
    fn split_hex_uppercase(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{total} 个样本行键中有 {n} 个以大写 hex 开头{example}：HexStringSplit 的分区边界是小写的，\
             而 'A'-'F' 排在 '9' 和 'a' 之间，这些行键会挤进少数几个 Region"
        )
    }
    fn split_hex_uppercase_fix(&self) -> String {
        "把 hex 部分写成小写（md5 的 hex 通常就是小写），或用大写边界的 SPLITS。".to_owned()
    }
    fn split_hex_non_hex(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{total} 个样本行键中有 {n} 个不以 8 个 hex 字符开头{example}：HexStringSplit \
             只能均衡以均匀分布的 hex 字符串（如 md5 前缀）开头的行键"
        )
    }
    fn split_hex_non_hex_fix(&self) -> String {
        "把 hex 散列放在行键最前面，或对数字使用 DecimalStringSplit，或使用根据样本建议的 SPLITS。"
            .to_owned()
    }
    fn split_decimal_non_digit(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{total} 个样本行键中有 {n} 个不以 8 位十进制数字开头{example}：DecimalStringSplit \
             的分区边界是 8 位数字，这些行键会落到错误的 Region"
        )
    }
    fn split_decimal_non_digit_fix(&self) -> String {
        "让行键以补零的数字开头，或对 hex 使用 HexStringSplit，或使用根据样本建议的 SPLITS。"
            .to_owned()
    }
    fn split_uniform_printable(&self, n: usize, total: usize, what: &str) -> String {
        format!(
            "{total} 个样本行键中有 {n} 个以可打印字符开头，但 {what} 是均匀切分整个字节范围的：\
             可打印的行键只用到少数字节值（hex 文本跳过 0x3A-0x60），Region 大小会很不均匀"
        )
    }
    fn split_uniform_printable_fix(&self) -> String {
        "文本行键请使用 HexStringSplit 或 DecimalStringSplit，或使用根据样本建议的 SPLITS。"
            .to_owned()
    }
    fn split_ignores_salt(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{total} 个分区点中有 {n} 个既不以盐值桶开头，也不在两个桶之间{example}：\
             行键以桶前缀开头，这些分区点没有把各个桶分开"
        )
    }
    fn split_ignores_salt_fix(&self) -> String {
        "按桶前缀预分区（使用为加盐行键建议的分区点）。".to_owned()
    }
    fn split_ignores_hash(&self, n: usize, total: usize, example: &str) -> String {
        format!(
            "{total} 个分区点中有 {n} 个不以小写十六进制字符开头{example}：\
             行键以 md5 十六进制前缀开头，这些分区点落在行键的范围之外"
        )
    }
    fn split_ignores_hash_fix(&self) -> String {
        "把十六进制空间均匀切开：用 HexStringSplit，或根据样本建议的分区点。".to_owned()
    }
    fn split_fewer_regions_even(&self, buckets: u64, regions: u64, per: u64) -> String {
        format!(
            "行键有 {buckets} 个盐值桶，分布在 {regions} 个 Region 上：每个 Region \
             正好容纳 {per} 个完整的桶，写入是均匀的"
        )
    }
    fn split_fewer_regions_even_fix(&self, buckets: u64) -> String {
        format!(
            "写入方面无需改动。但算不出桶号的读取，不管有多少个 Region，\
             仍要每个桶扫一次，共 {buckets} 次。"
        )
    }
    fn split_fewer_regions_uneven(
        &self,
        buckets: u64,
        regions: u64,
        counts: &str,
        most: u64,
        least: u64,
    ) -> String {
        format!(
            "行键有 {buckets} 个盐值桶，分布在 {regions} 个 Region 上，各 Region 分别容纳 \
             {counts} 个桶（被分区点切开的桶在两边都计入）：容纳 {most} 个桶的 Region \
             承担 {most} 个桶的写入，而容纳 {least} 个桶的只承担 {least} 个"
        )
    }
    fn split_fewer_regions_uneven_fix(&self, buckets: u64, divisors: &str) -> String {
        format!(
            "在桶的边界上预分区，Region 数要能整除 {buckets} 个桶（{divisors}），\
             或使用为加盐行键建议的分区点。"
        )
    }
    fn split_fewer_regions_variable(&self, buckets: u64, regions: u64) -> String {
        format!(
            "行键有 {buckets} 个盐值桶，分布在 {regions} 个 Region 上，但桶号不定长\
             （1 是 10 和 100 的前缀），没有哪个分区点能把完整的桶分开"
        )
    }
    fn split_fewer_regions_variable_fix(&self) -> String {
        "把桶号补零到固定宽度，再按桶前缀预分区。".to_owned()
    }

    // ---- 问题 -----------------------------------------------------------------------------
    fn encode_errors(&self, failed: usize, first: &str) -> String {
        format!(
            "{}无法编码，已被略去；第一个错误：{first}",
            self.rows(failed)
        )
    }

    // ---- 整表 Spark 作业 -------------------------------------------------------------------
    fn spark_no_recipe(&self) -> String {
        "设计没有行键配方：作业需要用配方为每一行构建行键".to_owned()
    }
    fn spark_not_reproduced(&self, part: u32, reason: &str) -> String {
        format!("第 {part} 部分：{reason}；逐行函数无法复现，因此不生成整表作业")
    }

    // ---- 结论 -----------------------------------------------------------------------------
    fn verdict_status(&self, status: crate::verdict::Status) -> &'static str {
        use crate::verdict::Status as S;
        match status {
            S::Ok => "通过",
            S::Warning => "警告",
            S::Error => "错误",
        }
    }
    fn verdict_summary(&self, status: crate::verdict::Status, findings: usize) -> String {
        use crate::verdict::Status as S;
        let findings = format_count(findings);
        match status {
            S::Ok => "未发现问题。".to_owned(),
            S::Warning | S::Error => format!("{findings} 项发现，最严重的在前。"),
        }
    }
    fn finding_invalid_splits(&self, error: &str) -> String {
        format!(
            "分区点列表无效，所以表按一个 Region 显示，其均衡度、空 Region 和写热点都未评判：{error}"
        )
    }
    fn finding_live_size_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        over_mean: &str,
        threshold: &str,
    ) -> String {
        format!(
            "线上表中，第 {region} 个 Region 占全部 {} 总大小的 {share}：是每个 Region 平均大小的 {over_mean}（超过 {threshold} 即为警告）",
            self.regions(regions)
        )
    }
    fn finding_live_request_skew(
        &self,
        region: usize,
        share: &str,
        regions: usize,
        even: &str,
        over_mean: &str,
        threshold: &str,
    ) -> String {
        format!(
            "线上表中，第 {region} 个 Region 承担了全部 {} 请求的 {share}：是均匀份额 {even} 的 {over_mean}（超过 {threshold} 即为警告）",
            self.regions(regions)
        )
    }
    fn regions_invalid_splits(&self) -> String {
        "分区点列表无效：图表和这些数字是代替整张表的一个 Region 的，并不是按你的分区点算的。请修正下面的列表。".to_owned()
    }
    fn finding_sample_unreadable(&self) -> String {
        "样本无法读取，无从评判这个设计".to_owned()
    }
    fn finding_empty_sample(&self) -> String {
        "样本没有数据行，无从评判这个设计".to_owned()
    }
    fn finding_no_keys(&self, rows: usize) -> String {
        format!("没有一个样本行能生成行键（共读取 {}）", self.rows(rows))
    }
    fn finding_too_few_to_judge(
        &self,
        rows: usize,
        distinct: usize,
        regions: usize,
        chance: &str,
        rate: &str,
    ) -> String {
        format!(
            "样本太少，无法判断数据和写入的分布：{} 行只有 {} 个不同的前导值，分布在 {} 个 Region 上，均匀散列也可能偶然让一个 Region 装下平均值的 {chance}（误报率 {rate}）；请用更大的样本判断均衡度、空 Region 和写热点",
            format_count(rows),
            format_count(distinct),
            format_count(regions),
        )
    }
    fn finding_long_keys(&self, mean: &str, threshold: &str, advised: usize) -> String {
        format!(
            "行键平均 {mean} 字节，而每个单元格都会再存一份行键（HFile、MemStore 和块缓存中）：超过 {threshold} 字节（建议值 {advised} 字节的两倍）即为警告"
        )
    }
    fn finding_reversed_latest(&self, query: &str) -> String {
        format!(
            "查询 \"{query}\" 只能靠反向扫描（Scan.setReversed，HBase 0.98 及以后）找到最新的行：时间在行键中递增，最新的行排在前缀的最后，反向扫描要逐行往回定位，比正向读取慢；把时间在行键中反转（Long.MAX_VALUE − ts）后，正向扫描先读到最新的行"
        )
    }
    fn fix_metric_key_bytes(&self) -> String {
        "每个单元格的行键字节数".to_owned()
    }
    fn fix_metric_rows_read(&self, query: &str) -> String {
        format!("读取行数：{query}")
    }
    fn fix_metric_latest_scan(&self, query: &str) -> String {
        format!("读取最新数据的扫描：{query}")
    }
    fn fix_metric_scan(&self, reversed: bool) -> String {
        if reversed { "反向" } else { "正向" }.to_owned()
    }
    fn finding_balance(&self, max_over_mean: &str, threshold: &str) -> String {
        format!(
            "最满的 Region 的行数是每个 Region 平均行数的 {max_over_mean}（超过 {threshold} 即为警告）"
        )
    }
    fn finding_empty_regions(&self, empty: usize, total: usize, threshold: usize) -> String {
        format!(
            "{} 中有 {} 个不含样本行（超过 {threshold} 个即为警告）",
            self.regions(total),
            format_count(empty)
        )
    }
    fn finding_hotspot(
        &self,
        share: &str,
        recent: usize,
        region: usize,
        even: &str,
        factor: &str,
        threshold: &str,
    ) -> String {
        format!(
            "最近 {} 次写入中有 {share} 落在 Region {region}，超过均匀份额 {even} 的 {factor} 倍（超过 {threshold} 即为警告）",
            format_count(recent)
        )
    }
    fn finding_read_amplification(
        &self,
        query: &str,
        amplification: &str,
        scanned: usize,
        returned: usize,
        threshold: &str,
    ) -> String {
        if returned == 0 {
            format!(
                "查询 \"{query}\" 读取 {}却没有返回任何行（每返回一行读取超过 {threshold} 行即为警告）",
                self.rows(scanned)
            )
        } else {
            format!(
                "查询 \"{query}\" 每返回一行要读取 {amplification} 行（读取 {}，返回 {}；超过 {threshold} 即为警告）",
                self.rows(scanned),
                self.rows(returned)
            )
        }
    }
    fn finding_fan_out(
        &self,
        query: &str,
        touched: usize,
        total: usize,
        share: &str,
        threshold: &str,
        min: usize,
    ) -> String {
        format!(
            "查询 \"{query}\" 访问了 {} 中的 {} 个（{share}；访问超过 {threshold} 的 Region 且至少 {min} 个即为警告）",
            self.regions(total),
            format_count(touched)
        )
    }

    // ---- 错误 -----------------------------------------------------------------------------
    fn lang(&self) -> Lang {
        Lang::Zh
    }
    fn position(&self, p: &crate::error::Position) -> String {
        format!("第 {} 行第 {} 列", p.line, p.column)
    }
    fn parse_error_kind(&self, e: &crate::error::ParseErrorKind) -> String {
        use crate::error::ParseErrorKind as K;
        match e {
            K::Empty => "样本中没有数据行：请粘贴带表头的 CSV 或 TSV、每行一个行键的文本，\
                         或 HBase shell 的 scan 输出"
                .to_owned(),
            K::NulCharacter => "文本中含有 NUL 字符（U+0000），看起来像二进制数据；\
                                请粘贴文本，行键中的零字节写作 \\x00"
                .to_owned(),
            K::UnterminatedQuote => "这里开始的引号没有闭合，该字段会一直延续到文本末尾".to_owned(),
            K::TooManyColumns { found, limit } => {
                format!("样本有 {found} 列，超过了 {limit} 列的上限")
            }
            K::TooManyCells { limit } => {
                format!("样本的单元格数（行数乘以列数）超过了 {limit} 的上限")
            }
            K::UnrecognizedScanLine => "这一行不是 HBase scan 的输出：应为 \
                 `ROW  column=family:qualifier, timestamp=..., value=...`、\
                 `ROW  COLUMN+CELL` 表头或 `N row(s)` / `Took ... seconds` 结尾行"
                .to_owned(),
            K::MalformedScanCell { missing } => format!("这个 scan 单元格缺少 `{missing}` 部分"),
            K::HeaderOnly => "样本只有表头，没有数据行".to_owned(),
            K::EmptyColumnName { column_index } => format!("表头第 {column_index} 列没有名称"),
            K::DuplicateColumnName { name } => format!("表头中列 \"{name}\" 出现了两次"),
            K::RaggedRow { expected, found } => {
                format!("这一行有 {found} 个字段，而表头有 {expected} 个")
            }
            K::Malformed { detail } if detail == "the text is not valid UTF-8" => {
                "无法读取这一行：文本不是有效的 UTF-8".to_owned()
            }
            // Other details are the CSV reader's own words.
            K::Malformed { detail } => format!("无法读取这一行：{detail}"),
            K::TooLarge { bytes, limit } => {
                format!("样本有 {bytes} 字节，超过了 {limit} 字节的上限")
            }
            K::TooManyRows { limit } => format!("样本超过了 {limit} 行的上限"),
            K::FieldTooLong { bytes, limit } => {
                format!("这个字段有 {bytes} 字节，超过了 {limit} 字节的上限")
            }
            K::InvalidUtf8 { offset, byte } => format!(
                "这个文件不是 UTF-8 文本：字节偏移 {offset} 处的字节 0x{byte:02X} 不是有效的 UTF-8。\
                 请把文件另存为 UTF-8（例如电子表格中的“CSV UTF-8”）后重新加载；当前显示的样本没有改变"
            ),
        }
    }
    fn generate_error(&self, e: &crate::error::GenerateError) -> String {
        use crate::error::GenerateError as E;
        match e {
            E::NoColumns => "请至少添加一列再生成".to_owned(),
            E::EmptyColumnName { column_index } => format!("第 {column_index} 列没有名称"),
            E::DuplicateColumnName { name } => format!("有两列都叫 \"{name}\""),
            E::TooManyRows { rows, limit } => format!("{rows} 行超过了 {limit} 行的上限"),
            E::TooManyColumns { columns, limit } => {
                format!("{columns} 列超过了 {limit} 列的上限")
            }
            E::TooManyCells { cells, limit } => {
                format!("{cells} 个单元格（行数乘以列数）超过了 {limit} 个的上限")
            }
            E::NoUsers { column } => format!("列 \"{column}\" 至少需要一个用户"),
            E::BadExponent { column, exponent } => {
                format!("列 \"{column}\" 的倾斜指数为 {exponent}；它必须是不小于 0 的数")
            }
            E::NoOptions { column } => format!("列 \"{column}\" 没有可选的值"),
            E::FieldTooLong {
                column,
                bytes,
                limit,
            } => format!("列 \"{column}\" 会生成 {bytes} 字节的值，超过了 {limit} 字节的上限"),
            E::OutOfRange { column } => {
                format!("列 \"{column}\" 的值会超出 64 位有符号整数的范围")
            }
        }
    }
    fn number_error(&self, e: &crate::number::NumberError) -> String {
        use crate::number::{Decimal, NumberError as E};
        match e {
            E::NotAnInteger => "不是十进制整数".to_owned(),
            E::OutOfRange { value, min, max } => {
                let (value, min, max) = (Decimal(*value), Decimal(*min), Decimal(*max));
                format!("{value} 超出了该格式的范围 {min} 到 {max}")
            }
            E::TooManyDigits { value, width } => format!("{} 超过了 {width} 位", Decimal(*value)),
            E::Negative { value } => format!("{} 是负数，无法补零", Decimal(*value)),
        }
    }
    fn time_error(&self, e: &crate::time::TimeError) -> String {
        use crate::time::TimeProblem as P;
        let reason = match e.reason {
            P::NotThePattern => "文本不符合格式",
            P::TextAfterPattern => "格式之后还有多余的文本",
            P::NoSuchTime => "不存在这个日期或时间",
            P::YearOutOfRange => "年份超出 0000-9999",
        };
        format!("{reason} \"{}\"", e.pattern)
    }
    fn time_pattern_error(&self, e: &crate::time::TimePatternError) -> String {
        let what = if e.what == "an unclosed quote" {
            "未闭合的引号"
        } else {
            e.what.as_str()
        };
        format!(
            "时间格式 \"{}\"：第 {} 个字符处的{what}不受支持（请使用 yyyy、MM、dd、HH、mm、ss、SSS）",
            e.pattern, e.at
        )
    }
    fn encode_error_kind(&self, e: &crate::encode::EncodeErrorKind) -> String {
        use crate::encode::EncodeErrorKind as K;
        match e {
            K::Number(n) => self.number_error(n),
            K::Time(t) => self.time_error(t),
            K::TooLong { len, width } => format!("{len} 字节超出了 {width} 字节的宽度"),
            K::TimeOutOfRange => "这个时间离 1970 年太远，无法编码".to_owned(),
            K::MissingValue => "这一行没有该列的值".to_owned(),
            K::NotSingleColumn => "这个部分读取的不是恰好一列，无法单独编码一个值".to_owned(),
            K::Typed(t) => typed_error(t),
            K::EmptyKey => {
                "行键的每个部分都为空，而 HBase 不接受空行键（\"Row length is 0\"）".to_owned()
            }
        }
    }
    fn encode_error(&self, e: &crate::encode::EncodeError) -> String {
        let mut out = String::new();
        if let Some(line) = e.line {
            out.push_str(&format!("第 {line} 行，"));
        }
        if let Some(row) = e.row {
            out.push_str(&format!("第 {} 条记录，", row + 1));
        }
        out.push_str(&self.part(e.part.0));
        if let Some(column) = &e.column {
            out.push_str(&format!("，列 \"{column}\""));
        }
        out.push_str(&format!(
            "，值 \"{}\"：{}",
            e.value,
            self.encode_error_kind(&e.kind)
        ));
        out
    }
    fn part_problem(&self, e: &crate::spec::PartProblem) -> String {
        use crate::spec::PartProblem as P;
        match e {
            P::NoColumns => "请至少选择一列".to_owned(),
            P::NoHashedParts => "请至少选择一个要散列的部分".to_owned(),
            P::EmptyLiteral => "常量至少需要一个字节".to_owned(),
            P::EmptySubstring => "子串至少保留 1 个字符".to_owned(),
            P::Width { width, max } => format!("宽度应为 1 到 {max}，而不是 {width}"),
            P::NonAsciiFill { fill } => {
                format!("填充字符 '{fill}' 不是 ASCII 字符，按字节计算的宽度会不固定")
            }
            P::UtcOffset { minutes } => {
                format!("UTC 偏移应小于一天（1440 分钟），而不是 {minutes} 分钟")
            }
            P::Md5HexLength { chars } => {
                format!("md5 的 hex 前缀应为 1 到 32 个字符，而不是 {chars}")
            }
            P::Md5RawLength { bytes } => {
                format!("md5 的原始字节前缀应为 1 到 16 字节，而不是 {bytes}")
            }
            P::Buckets { buckets, max } => {
                format!("这种盐值的桶数应为 1 到 {max}，而不是 {buckets}")
            }
            P::UnknownPart { missing } => {
                format!("它散列的{}不存在", self.part(missing.0))
            }
            P::HashOfDerivedPart { target } => format!(
                "它散列的{}本身由其他部分计算而来；只能散列源部分",
                self.part(target.0)
            ),
            P::ByteRange { start, end, max } => format!(
                "行键的字节范围应先开始后结束，且在第 {max} 字节之内结束，而不是第 {start} 到 {end} 字节"
            ),
            P::PhoenixVarbinaryNotLast { next } => format!(
                "Phoenix 不接受后面还有其他主键列（{}）的 VARBINARY 主键列（VARBINARY_IN_ROW_KEY）：请把它放在最后，或改用 VARCHAR 或 CHAR",
                self.part(next.0)
            ),
            P::PhoenixDescVarbinary => {
                "Phoenix 不接受 DESC 的 VARBINARY 主键列（DESC_VARBINARY_NOT_SUPPORTED）：请改为 ASC".to_owned()
            }
        }
    }
    fn spec_error(&self, e: &crate::spec::SpecError) -> String {
        use crate::spec::SpecError as E;
        match e {
            E::FutureVersion { found, supported } => format!(
                "这个设计由更新版本的应用以格式 {found} 保存；当前版本最多只能读取格式 {supported}"
            ),
            E::UnknownVersion { found } => format!("格式版本 {found} 不存在（版本从 1 开始）"),
            E::DuplicatePartId { part } => format!("有两个部分共用{}的编号", self.part(part.0)),
            E::Part { part, problem } => {
                format!("{}：{}", self.part(part.0), self.part_problem(problem))
            }
            E::UnknownColumn {
                part,
                column,
                available,
            } => format!(
                "{}：{}",
                self.part(part.0),
                self.no_such_column(column, available)
            ),
        }
    }
    fn split_error(&self, e: &crate::split::SplitError) -> String {
        use crate::split::SplitError as E;
        match e {
            E::EmptySplitKey { index, text } => format!(
                "第 {index} 个分区点（'{text}'）为空：HBase 不接受空的分区键\
                 （\"Empty split key must not be passed in the split keys.\"）"
            ),
            E::DuplicateSplitKey {
                index,
                text,
                first_index,
                first_text,
                bytes,
            } => format!(
                "第 {index} 个分区点（'{text}'）与第 {first_index} 个分区点（'{first_text}'）\
                 的字节相同（'{bytes}'）：HBase 要求分区键互不相同"
            ),
            E::SplitKeyTooLong {
                index,
                length,
                limit,
            } => {
                format!("第 {index} 个分区点长 {length} 字节，超过了 HBase 行键 {limit} 字节的上限")
            }
            E::TooManySplits { count, limit } => {
                format!("{count} 个分区点超过了本工具 {limit} 个的上限")
            }
            E::TooFewRegions { requested, minimum } => {
                format!("Region 数 {requested} 太小：至少应为 {minimum}")
            }
            E::KeyRangeNeedsThreeRegions { requested } => format!(
                "按键范围要求 {requested} 个 Region：HBase 至少要创建三个 Region\
                 （起始键之前一个，结束键之后一个）"
            ),
            E::TooManyRegions { requested, limit } => {
                format!("{requested} 个 Region 超过了本工具 {limit} 个 Region 的上限")
            }
            E::RangeTooSmall { regions, range } => format!(
                "无法把这个范围切成 {regions} 个 Region：它只包含 {range} 个键\
                 （切分粒度大于范围本身）"
            ),
            E::LastRowNotAfterFirst { first, last } => {
                format!("最后一行（{last}）必须在第一行（{first}）之后")
            }
            E::NotANumber { what, text, radix } => {
                let what = match what {
                    crate::split::SplitValue::FirstRow => "第一行",
                    crate::split::SplitValue::LastRow => "最后一行",
                    crate::split::SplitValue::StartKey => "起始键",
                    crate::split::SplitValue::EndKey => "结束键",
                };
                let kind = if *radix == 16 {
                    "十六进制数（数字 0-9、a-f）"
                } else {
                    "十进制数（数字 0-9）"
                };
                format!("{what} '{text}' 不是{kind}")
            }
            E::EndKeyIsZero => "要切分的 Region 的结束键不能为零".to_owned(),
            E::EndNotAfterStart { start, end } => {
                format!("结束键（{end}）必须在起始键（{start}）之后")
            }
            E::NoSplitsRequested => "分区点数量至少为 1".to_owned(),
            E::BadSaltBuckets { buckets } => {
                format!("SALT_BUCKETS 为 {buckets}：Phoenix 只接受 1 到 256 个盐值桶")
            }
        }
    }
    fn layout_error(&self, e: &crate::layout::LayoutError) -> String {
        use crate::layout::{Expected as X, LayoutErrorKind as K};
        let what = |x: &X| match x {
            X::Literal { text } => format!("“{text}”"),
            X::CellEnd { column } => format!("结束 {column} 单元格的“ |”"),
            X::Dashes { columns } => {
                format!("list_regions 表头下的一行短横线（{columns} 列）")
            }
            X::RowsFooter => "结束 list_regions 输出的“N rows”一行".to_owned(),
            X::StartEndColumns => "起始键列和结束键列".to_owned(),
            X::Number { column } => format!("{column} 中的数字"),
            X::Cells { count, found } => {
                format!("{count} 个以制表符分隔的单元格（这一行有 {found} 个）")
            }
            X::SplitKey => "一个分区键".to_owned(),
            X::EndOfLine => "行尾".to_owned(),
        };
        let body = match &e.kind {
            K::Empty => "粘贴的内容为空：请粘贴 list_regions、get_splits、scan 'hbase:meta' \
                         的输出或 Master UI 的 Region 列表"
                .to_owned(),
            K::UnknownLine { text } => format!(
                "“{text}”不属于 list_regions、get_splits、scan 'hbase:meta' 的输出或 Master UI \
                 的 Region 列表"
            ),
            K::Expected { expected, found } if found.is_empty() => {
                format!("此处应为{}", what(expected))
            }
            K::Expected { expected, found } => {
                format!("此处应为{}，实际为“{found}”", what(expected))
            }
            K::CountMismatch { said, found } => {
                format!("输出中写的是 {said}，实际列出 {found} 个：粘贴的内容被截断或改动过")
            }
            K::PartialList { shown, total } => format!(
                "Master UI 只显示了该表 {total} 个 Region 中的 {shown} 个：请打开“查看全部 \
                 Region”的链接后重新复制"
            ),
            K::SeveralTables { tables } => format!(
                "扫描结果包含多张表（{}）：请只保留一张表的行",
                tables.join("、")
            ),
            K::NoRegions => "没有找到该表的 Region".to_owned(),
            K::TooManyRegions { count, limit } => format!(
                "{} 个 Region：本工具最多处理 {} 个",
                format_count(*count),
                format_count(*limit)
            ),
            K::FirstStartNotEmpty { start } => format!(
                "第一个 Region 从 '{start}' 开始，而不是从表的起点（''）开始：缺少它之前的 Region"
            ),
            K::LastEndNotEmpty { end } => format!(
                "最后一个 Region 在 '{end}' 结束，而不是在表的终点（''）结束：缺少它之后的 Region"
            ),
            K::NotContiguous {
                previous_end,
                previous_line,
                start,
            } => format!(
                "这个 Region 从 '{start}' 开始，但它前一个 Region（第 {previous_line} 行）\
                 在 '{previous_end}' 结束"
            ),
            K::DuplicateStart { start, other_line } => {
                format!("这个 Region 与第 {other_line} 行的 Region 同样从 '{start}' 开始")
            }
        };
        if e.column == 0 {
            format!("第 {} 行：{body}", e.line)
        } else {
            format!("第 {} 行第 {} 列：{body}", e.line, e.column)
        }
    }
    fn sizing_error(&self, e: &crate::sizing::SizingError) -> String {
        match e {
            crate::sizing::SizingError::BadSize { gb } => {
                format!("表的大小必须是不小于 0 的 GB 数，而不是 {gb}")
            }
        }
    }

    // ---- 分析文字 -------------------------------------------------------------------------
    fn format_label(&self, format: crate::sample::SampleFormat) -> String {
        use crate::sample::SampleFormat as F;
        match format {
            F::Csv => "带表头的 CSV",
            F::Tsv => "带表头的 TSV",
            F::PlainKeys => "每行一个行键",
            F::HBaseScan => "HBase scan 输出",
        }
        .to_owned()
    }
    fn format_auto(&self) -> String {
        "自动识别".to_owned()
    }
    fn sample_summary(
        &self,
        rows: usize,
        columns: usize,
        format: Option<crate::sample::SampleFormat>,
        detected: bool,
    ) -> String {
        let how = match (format, detected) {
            (None, _) => "生成".to_owned(),
            (Some(f), true) => format!("识别为：{}", self.format_label(f)),
            (Some(f), false) => self.format_label(f),
        };
        format!("{} × {}（{how}）", self.rows(rows), self.columns(columns))
    }
    fn stats_line(&self, stats: &crate::stats::KeyStats) -> String {
        if stats.rows == 0 {
            return "没有行键".to_owned();
        }
        let lengths = if stats.min_len == stats.max_len {
            format!("每个 {} 字节", stats.min_len)
        } else {
            format!(
                "{}–{} 字节（平均 {:.1}）",
                stats.min_len,
                stats.max_len,
                stats.mean_len()
            )
        };
        let unique = if stats.is_unique() {
            "全部不同".to_owned()
        } else {
            format!(
                "{} 个不同，{}重复",
                format_count(stats.distinct),
                self.rows(stats.duplicate_rows)
            )
        };
        format!("{} · {lengths} · {unique}", self.keys(stats.rows))
    }
    fn empty_regions_of(&self, empty: usize, total: usize) -> String {
        format!("{} / {}", format_count(empty), format_count(total))
    }
    fn hotspot(&self, share: &str, recent: usize, region: usize, even: &str) -> String {
        format!(
            "最近 {} 次写入中有 {share} 落在 Region {region}（均匀分布时为 {even}）",
            format_count(recent)
        )
    }
    fn hotspot_no_recent(&self) -> String {
        "没有最近的写入".to_owned()
    }
    fn hotspot_no_writes(&self) -> String {
        "没有写入".to_owned()
    }
    fn hotspot_unknown(&self) -> String {
        "未知（没有写入顺序）".to_owned()
    }
    fn arrival_no_column(&self, name: &str) -> String {
        format!("样本中没有用来排列写入顺序的列 \"{name}\"")
    }
    fn sizing(&self, total: &str, row_bytes: u64, regions: u32, per: &str, why: &str) -> String {
        format!(
            "总计约 {total}（每行 {row_bytes} 字节）：按大小应预分区为 {regions} 个 Region，每个约 {per}。依据：{why}。"
        )
    }
    fn sizing_small(&self, at_8: u32, at_6: u32, floor: bool) -> String {
        let post = if at_8 == at_6 {
            format!("{at_8} 个")
        } else {
            format!("{at_8} 到 {at_6} 个")
        };
        if floor {
            format!(
                "常见的分区建议是 50 GB 以下的表分 5 到 10 个 Region；按它通常的每个 Region 6~8 GB \
                 计算，这里只需 {post}，所以取它的下限 5 个，每个 Region 会小一些"
            )
        } else {
            format!(
                "常见的分区建议是 50 GB 以下的表分 5 到 10 个 Region；本工具在这一档按每个 Region \
                 5 GB 计算，使数量在 50 GB 处正好达到 10 个，与下一档衔接（按这类建议通常的每个 \
                 Region 6~8 GB 计算则是 {post}）"
            )
        }
    }
    fn sizing_medium(&self, target_gb: f64) -> String {
        format!(
            "常见的分区建议没有给出 50 GB 到 500 GB 之间的数量；这里目标 Region 大小从 5 GB 增加到 \
             10 GB，中间经过这类建议通常的 6~8 GB：这里是 {target_gb:.1} GB"
        )
    }
    fn sizing_salted(&self, buckets: u64, regions: u64, gb: &str, by_size: u32) -> String {
        let shape = if regions == buckets {
            "每个桶一个 Region".to_owned()
        } else if buckets % regions == 0 {
            format!("每个 Region {} 个桶", buckets / regions)
        } else {
            format!("每个桶切成 {} 个 Region", regions / buckets)
        };
        let instead = if u64::from(by_size) == regions {
            ""
        } else {
            "改为"
        };
        format!(
            "行键有 {buckets} 个盐值桶，所以应在桶的边界上预分区，{instead}{regions} 个 \
             Region，{shape}，每个约 {gb}。"
        )
    }
    fn sizing_large(&self) -> String {
        "500 GB 及以上的表按“表大小 / 10 GB”分 Region，最多 120 个".to_owned()
    }
    fn sizing_capped(&self, max: u32) -> String {
        format!("按“表大小 / 10 GB”计算会超过 {max} 个 Region；达到上限后每个 Region 超过 10 GB")
    }
    fn growth_one_region(&self, writes: usize, thresholds: (u64, u64)) -> String {
        format!(
            "{}按写入顺序重放样本的 {} 次写入，表始终只有一个 Region：所有写入都落在一台服务器上。",
            growth_policy_zh(thresholds),
            format_count(writes)
        )
    }
    fn growth_split(
        &self,
        writes: usize,
        thresholds: (u64, u64),
        regions: usize,
        busiest: f64,
        even: f64,
    ) -> String {
        format!(
            "{}按写入顺序重放样本的 {} 次写入，表逐步分裂为 {regions} 个 Region。第一次分裂之后，\
             {} 的写入在同一时刻集中在一个 Region 上（若均匀分布到当时的各个 Region：{}）。",
            growth_policy_zh(thresholds),
            format_count(writes),
            crate::analysis::format_percent(busiest),
            crate::analysis::format_percent(even)
        )
    }

    // ---- 图表 -----------------------------------------------------------------------------
    fn region_range(&self, from: Option<&str>, to: Option<&str>) -> String {
        let from = from.map_or_else(|| "第一个行键".to_owned(), |k| format!("\"{k}\""));
        let to = to.map_or_else(|| "最后一个行键".to_owned(), |k| format!("\"{k}\"（不含）"));
        format!("从 {from} 到 {to}")
    }
    fn bar_label(
        &self,
        region: usize,
        total: usize,
        range: &str,
        rows: usize,
        share: &str,
        projected_gb: Option<&str>,
    ) -> String {
        let projected = projected_gb
            .map(|gb| format!("；预计约 {gb}"))
            .unwrap_or_default();
        format!(
            "Region {region} / {total}，{range}：{}（{share}）{projected}",
            self.rows(rows)
        )
    }
    fn chart_note(&self, shown: usize, total: usize) -> String {
        format!(
            "图中只显示 {} 个 Region 中的前 {} 个。",
            format_count(total),
            format_count(shown)
        )
    }
    fn chart_summary(&self, rows: usize, regions: usize) -> String {
        format!(
            "每个 Region 的行数：{} 行分布在 {} 个 Region",
            format_count(rows),
            format_count(regions)
        )
    }
    fn heat_title(
        &self,
        from: usize,
        to: usize,
        slice: usize,
        slices: usize,
        region: usize,
        range: &str,
        writes: usize,
    ) -> String {
        format!(
            "第 {}–{} 次写入（时间段 {slice} / {slices}），Region {region} {range}：{} 次写入",
            format_count(from),
            format_count(to),
            format_count(writes)
        )
    }
    fn heat_summary(&self, slices: usize, regions: usize) -> String {
        format!(
            "各 Region 随时间的写入量：{slices} 个时间段（从左到右）× {regions} 个 Region（从上到下）"
        )
    }

    // ---- 查询计划 -------------------------------------------------------------------------
    fn part_literal(&self, bytes: &str) -> String {
        format!("常量 \"{bytes}\"")
    }
    fn part_salt(&self) -> String {
        "盐值".to_owned()
    }
    fn part_raw_key(&self, range: Option<(u32, Option<u32>)>) -> String {
        match range {
            None => "粘贴的行键".to_owned(),
            Some((start, Some(end))) => format!("粘贴的行键的第 {start}..{end} 字节"),
            Some((start, None)) => format!("粘贴的行键从第 {start} 字节起"),
        }
    }
    fn plan_class(&self, kind: &crate::plan::PlanKind) -> String {
        use crate::plan::PlanKind as K;
        match kind {
            K::Empty => "空结果".to_owned(),
            K::Get { keys: 1 } => "GET".to_owned(),
            K::Get { keys } => format!("GET（{keys} 个键）"),
            K::PrefixScan => "前缀扫描".to_owned(),
            K::RangeScan => "范围扫描".to_owned(),
            K::SkipScan { ranges } => format!("跳跃扫描（{ranges} 个范围）"),
            K::BucketScan { buckets } => format!("{buckets} 路分桶扫描"),
            K::LimitScan { .. } => "限量扫描".to_owned(),
            K::FullScan => "全表扫描".to_owned(),
        }
    }
    fn break_reason(&self, reason: crate::part_traits::BreakReason) -> String {
        use crate::part_traits::BreakReason as B;
        match reason {
            B::UnpaddedNumber => "不补零的数字文本排序为 1, 10, 2",
            B::SignedBinary => "补码二进制会把负数排在正数之后",
            B::ReversedString => "反转后的字符串按最后一个字符排序",
            B::ReversedDomain => "反转后的主机名按域名排序",
            B::LastCharacters => "只保留值的末尾时按末尾排序",
            B::LaterKeyBytes => "跳过行键开头的字节范围按它保留的字节排序，而不是按整个行键",
            B::Hash => "散列会打乱值的顺序",
            B::Salt => "盐值前缀会打散各行",
            B::TimeFormatNotSortable => "这个日期时间格式没有把年份放在最前面",
            B::JoinedColumns => "拼接的多列不会按元组排序",
        }
        .to_owned()
    }
    fn column_kind(&self, kind: &crate::plan::ColumnKind) -> String {
        use crate::plan::ColumnKind as K;
        match kind {
            K::Text => "文本",
            K::Integer => "整数",
            K::Time(_) => "时间",
            K::KeyBytes => "行键字节",
            K::Typed(_) => "存储类型",
        }
        .to_owned()
    }
    fn bind_not_single_column(&self) -> String {
        "它不是单独一列的值".to_owned()
    }
    fn bind_transformed_number(&self) -> String {
        "它的文本在按数字读取前经过了变换".to_owned()
    }
    fn bind_transformed_time(&self) -> String {
        "它的文本在按时间读取前经过了变换".to_owned()
    }
    fn bind_time_read_differently(&self) -> String {
        "它读取时间的方式与该列第一个时间部分不同".to_owned()
    }
    fn bind_left_padding(&self) -> String {
        "左侧填充会把短值排在长值之前，而不是按文本顺序".to_owned()
    }
    fn bind_widened_unknown(&self) -> String {
        "它后面没有分隔符，较短的值后面可能跟任意字节；因此扫描在边界允许的最短值的所有行键之后才停止".to_owned()
    }
    fn bind_widened_separator(&self) -> String {
        "较短的值后面跟着分隔符或填充字节，排在上界的一部分之后，因此放宽了上界".to_owned()
    }
    fn bind_numbers_as_text(&self) -> String {
        "以文本写入的数字按文本排序（1, 10, 2），而不是按数值排序".to_owned()
    }
    fn bind_no_order(&self, kind: &crate::plan::ColumnKind) -> String {
        format!("它的编码不保持{}值的顺序", self.column_kind(kind))
    }
    fn bind_wraps(&self) -> String {
        "超出范围的值会回绕，字节顺序与数值顺序不一致".to_owned()
    }
    fn bind_bound_not_fit(&self) -> String {
        "边界值超出了数字格式的范围".to_owned()
    }
    fn bind_twos_complement_split(&self) -> String {
        "补码把负数排在正数之后，因此范围被拆成两段".to_owned()
    }
    fn bind_reversed_or_cut(&self) -> String {
        "它的文本被反转或从末尾截取".to_owned()
    }
    fn bind_not_plain_text(&self) -> String {
        "它的编码不是普通文本或右侧填充的文本".to_owned()
    }
    fn bind_suffix_at_end(&self) -> String {
        "行键按文本的开头排序，而 ENDS WITH 只确定了结尾".to_owned()
    }
    fn bind_host_suffix(&self) -> String {
        "只有作为第一个变换的域名反转才把主机名的结尾放到字节的开头".to_owned()
    }
    fn bind_host_suffix_no_label(&self) -> String {
        "不含 '.' 的主机名后缀确定不了反转后主机名的任何完整标签".to_owned()
    }
    fn bind_domain_suffix(&self) -> String {
        "域名反转不移动协议、端口或路径（':'、'/'、'?' 或 '#' 之后的部分），而文本可能以它们结尾（HOST ENDS WITH 只比较主机名）".to_owned()
    }
    fn impossible_no_value(&self, part: &str) -> String {
        glue(&["给定的", part, "的值都无法用这个行键规则编码"])
    }
    fn impossible_empty_range(&self, column: &str) -> String {
        format!("{column} 上的范围为空")
    }
    fn impossible_default(&self) -> String {
        "扫描范围为空".to_owned()
    }
    fn note_too_many_combinations(&self, part: &str) -> String {
        format!("{part}：值的组合太多，无法一一列出，扫描到这里不再收窄")
    }
    fn note_bucket_by_row(&self, part: &str) -> String {
        format!("{part}：桶取决于写入顺序而不是行键，因此要读取每个桶")
    }
    fn note_starts_with(&self, part: &str, why: &str) -> String {
        format!("{part}：{why}，因此 STARTS WITH 无法收窄扫描")
    }
    fn note_cells(&self, column: &str, qualifiers: &str) -> String {
        format!(
            "{column} 是每个单元格的列限定符（宽行），因此读取时直接指定列 {qualifiers}，而不是过滤"
        )
    }
    fn note_ends_with(&self, part: &str, why: &str) -> String {
        format!("{part}：{why}，因此 ENDS WITH 无法收窄扫描")
    }
    fn note_host_ends_with(&self, part: &str, why: &str) -> String {
        format!("{part}：{why}，因此 HOST ENDS WITH 无法收窄扫描")
    }
    fn note_widened(&self, part: &str, why: &str) -> String {
        format!("{part}：{why}")
    }
    fn note_range(&self, part: &str, why: &str) -> String {
        format!("{part}：{why}，因此它上面的范围无法收窄扫描")
    }
    fn reason_filter(&self, by_filter: &str, on_client: &str) -> String {
        let mut out = String::new();
        if !by_filter.is_empty() {
            out.push_str(&format!("；由服务端过滤器检查 {by_filter}"));
        }
        if !on_client.is_empty() {
            out.push_str(&format!("；客户端对读到的每一行检查 {on_client}"));
        }
        out
    }
    fn reason_empty(&self, why: &str) -> String {
        format!("没有行能匹配（{why}），因此不读取任何数据。")
    }
    fn reason_get_fanout(&self, salt: &str, buckets: u32, filter: &str) -> String {
        glue(&[
            "除",
            salt,
            "外，行键的每一部分都已确定，而谓词无法确定",
            salt,
            &format!("，因此在 {buckets} 个桶中各读取一次该行键{filter}。"),
        ])
    }
    fn reason_get_one(&self, filter: &str) -> String {
        format!("谓词确定了行键的每一部分，行键已知，直接读取{filter}。")
    }
    fn reason_get_many(&self, columns: &str, keys: usize, filter: &str) -> String {
        format!(
            "{columns} 上的 IN 列表确定了行键的每一部分，共 {keys} 个可能的行键，逐个直接读取{filter}。"
        )
    }
    fn reason_full_fanout(
        &self,
        lead: Option<&str>,
        salt: &str,
        buckets: u32,
        filter: &str,
    ) -> String {
        let lead = lead.unwrap_or("行键");
        glue(&[
            salt,
            "之后的",
            lead,
            &format!("没有被确定，因此全部 {buckets} 个桶都要整体读取{filter}。"),
        ])
    }
    fn reason_full(&self, lead: Option<&str>, filter: &str) -> String {
        let lead = lead.unwrap_or("行键");
        format!("没有谓词确定行键开头的部分（{lead}），因此要读取每一行{filter}。")
    }
    fn reason_limit(&self, rows: u32, reversed: bool, fanout: Option<(&str, u32)>) -> String {
        let (order, scan, read) = if reversed {
            ("从旧到新", "反向扫描", "最后")
        } else {
            ("从新到旧", "扫描", "前")
        };
        match fanout {
            None => format!(
                "没有谓词确定行键开头的部分，但行键按{order}排序，因此{scan}只读取按行键顺序的{read} {rows} 行。"
            ),
            Some((salt, buckets)) => glue(&[
                salt,
                &format!(
                    "之后的行键没有被确定，但在全部 {buckets} 个桶中，行键都按{order}排序，因此每个桶的{scan}只读取其{read} {rows} 行。"
                ),
            ]),
        }
    }
    fn start_of(&self, part: &str) -> String {
        glue(&[part, "的前缀"])
    }
    fn reason_prefix(&self, fixed: &str, filter: &str) -> String {
        format!("谓词确定了行键开头的部分（{fixed}），因此只读取带这个前缀的行键{filter}。")
    }
    fn reason_in_merged(&self, columns: &str, filter: &str) -> String {
        format!("{columns} 上的 IN 列表给出相邻的行键范围，合并为一个范围{filter}。")
    }
    fn reason_range(&self, fixed: Option<&str>, part: &str, swapped: bool, filter: &str) -> String {
        let swapped = if swapped {
            "，由于它以反转方式存储，上下界已互换"
        } else {
            ""
        };
        match fixed {
            Some(fixed) => glue(&[
                "谓词确定了",
                fixed,
                "，随后",
                part,
                &format!("上有一个范围，其编码保持顺序，因此只读取一个行键范围{swapped}{filter}。"),
            ]),
            None => glue(&[
                part,
                &format!(
                    "位于行键开头且有一个范围，其编码保持顺序，因此只读取一个行键范围{swapped}{filter}。"
                ),
            ]),
        }
    }
    fn reason_skip_range(&self, part: &str, ranges: usize, filter: &str) -> String {
        glue(&[
            part,
            &format!("上的范围拆成 {ranges} 个行键范围，在一次跳跃扫描中读取{filter}。"),
        ])
    }
    fn reason_skip_in(&self, columns: &str, ranges: usize, filter: &str) -> String {
        format!(
            "{columns} 上的 IN 列表给出 {ranges} 个互不相邻的行键范围，在一次跳跃扫描中读取{filter}。"
        )
    }
    fn reason_bucket(
        &self,
        salt: Option<&str>,
        buckets: u32,
        fixed: Option<&str>,
        ranges: usize,
        filter: &str,
    ) -> String {
        let salt = salt.unwrap_or("盐值");
        let inside = fixed.map_or_else(String::new, |f| glue(&["，针对已确定的", f]));
        let shape = if ranges == buckets as usize {
            "每个桶一个范围".to_owned()
        } else {
            format!("共 {ranges} 个范围")
        };
        glue(&[
            "谓词无法确定",
            salt,
            &format!("，因此要扫描它的全部 {buckets} 个桶{inside}（{shape}）{filter}。"),
        ])
    }

    // ---- 查询 -----------------------------------------------------------------------------
    fn query_error(&self, e: &crate::plan::QueryError) -> String {
        use crate::plan::QueryError as E;
        match e {
            E::UnknownColumn {
                query,
                column,
                available,
            } => format!(
                "查询 \"{query}\"：{}",
                self.no_such_column(column, available)
            ),
            E::BadBound {
                query,
                predicate,
                value,
                kind,
            } => format!(
                "查询 \"{query}\"，谓词 {predicate}：{}",
                self.form_bad_bound(value, kind)
            ),
            E::EmptyIn { query, column } => {
                format!("查询 \"{query}\"：{column} 上的 IN 列表为空")
            }
            E::LatestZero { query } => {
                format!("查询 \"{query}\"：“最新 N 行”的数量至少为 1")
            }
        }
    }
    fn op_label(&self, op: crate::analysis::OpKind) -> String {
        use crate::analysis::OpKind as O;
        match op {
            O::StartsWith => "前缀为".to_owned(),
            O::EndsWith => "后缀为".to_owned(),
            O::HostEndsWith => "主机名后缀为".to_owned(),
            O::Latest => "按此列取最新 N 行".to_owned(),
            other => other.label().to_owned(),
        }
    }
    fn op_value_label(&self, op: crate::analysis::OpKind) -> String {
        use crate::analysis::OpKind as O;
        match op {
            O::In => "值（逗号分隔）",
            O::Between => "从",
            O::StartsWith => "前缀",
            O::EndsWith => "后缀",
            O::HostEndsWith => "主机名后缀",
            O::Latest => "行数",
            _ => "值",
        }
        .to_owned()
    }
    fn form_in_needs_values(&self) -> String {
        "请至少列出一个值，以逗号分隔".to_owned()
    }
    fn form_bad_count(&self, max: u64, value: &str) -> String {
        format!("数量应为 1 到 {max} 的整数，而不是 \"{value}\"")
    }
    fn form_bad_bound(&self, value: &str, kind: &crate::plan::ColumnKind) -> String {
        format!("\"{value}\" 不是这一列有效的{}值", self.column_kind(kind))
    }
    fn blocked_sample(&self) -> String {
        "无法读取样本：请先修正样本再规划这个查询".to_owned()
    }
    fn blocked_recipe(&self) -> String {
        "行键规则有错误：请先修正再规划这个查询".to_owned()
    }
    fn table_start(&self) -> String {
        "表的开头".to_owned()
    }
    fn table_end(&self) -> String {
        "表的末尾".to_owned()
    }
    fn no_regions(&self) -> String {
        "无".to_owned()
    }
    fn ranges_first_shown(&self, ranges: usize, shown: usize) -> String {
        format!("{}（显示前 {shown} 个）", self.ranges(ranges))
    }
    fn regions_touched(&self, touched: usize, total: usize, listed: &str) -> String {
        if touched == 0 {
            format!("{total} 个 Region 中的 0 个")
        } else {
            format!(
                "{} 个 Region 中的 {} 个（{listed}）",
                format_count(total),
                format_count(touched)
            )
        }
    }
    fn cost(&self, scanned: usize, returned: usize, amplification: &str) -> String {
        format!(
            "扫描 {}，返回 {}：每返回一行读取 {amplification} 行",
            self.rows(scanned),
            self.rows(returned)
        )
    }
    fn cost_none_returned(&self, scanned: usize) -> String {
        format!("扫描 {}，没有返回任何行", self.rows(scanned))
    }
    fn rows_note(&self, shown: usize, returned: usize) -> String {
        format!(
            "返回 {}，按 HBase 顺序显示前 {shown} 行",
            self.rows(returned)
        )
    }
    fn strip_summary(
        &self,
        class: &str,
        ranges: usize,
        regions: usize,
        drawn: Option<usize>,
    ) -> String {
        let drawn = drawn.map_or_else(String::new, |d| format!("（只画出前 {d} 个）"));
        format!(
            "{class}：{}，覆盖行键空间的 {} 个 Region{drawn}",
            self.ranges(ranges),
            format_count(regions)
        )
    }

    // ---- 行键构建器与数据生成器表单 -------------------------------------------------------
    fn choice(&self, choice: crate::analysis::editor::Choice) -> &'static str {
        use crate::analysis::editor::{
            Choice as C, EncodingKind as E, GenKind as G, HashInputKind as H, IntFormatKind as I,
            Md5Kind as M, OverflowKind as O, PartKind as P, ReverseKind as R, SaltKind as S,
            StyleKind as St, TimeKind as T, TimeOutKind as To, TooLongKind as Tl,
            TransformKind as Tr,
        };
        match choice {
            C::Part(k) => match k {
                P::Column => "列的值",
                P::Literal => "常量",
                P::Md5 => "列的 md5",
                P::Salt => "盐值 / 分桶前缀",
                P::RawKey => "粘贴的行键（原样）",
            },
            C::Encoding(k) => match k {
                E::Text => "文本",
                E::PaddedText => "填充的文本",
                E::Integer => "整数",
                E::Timestamp => "时间戳",
                #[cfg(feature = "typed-keys")]
                E::Phoenix => "Phoenix 列类型",
                #[cfg(feature = "typed-keys")]
                E::OrderedBytes => "HBase OrderedBytes",
                #[cfg(feature = "typed-keys")]
                E::Bigtable => "Bigtable 结构化行键字段",
            },
            C::IntFormat(k) => match k {
                I::Decimal => "十进制文本",
                I::ZeroPadded => "补零的十进制",
                I::Binary => "大端二进制",
            },
            C::Reverse(k) => match k {
                R::None => "原样",
                R::LongMax => "Long.MAX_VALUE − 值",
                R::IntMax => "Integer.MAX_VALUE − 值",
                R::Custom => "自定义 MAX − 值",
            },
            C::Style(k) => match k {
                St::Unsigned => "无符号",
                St::TwosComplement => "补码",
                St::SignFlipped => "翻转符号位",
            },
            C::Time(k) => match k {
                T::EpochMillis => "epoch 毫秒",
                T::EpochSeconds => "epoch 秒",
                T::DateTime => "日期时间文本",
            },
            C::TimeOut(k) => match k {
                To::Millis => "epoch 毫秒",
                To::Seconds => "epoch 秒",
                To::Text => "日期时间文本",
            },
            C::TooLong(k) => match k {
                Tl::Error => "报错",
                Tl::KeepFirst => "保留前面的字节",
                Tl::KeepLast => "保留后面的字节",
            },
            C::Overflow(k) => match k {
                O::Error => "报错",
                O::Wrap => "回绕（保留低位字节）",
            },
            C::HashInput(k) => match k {
                H::Columns => "列",
                H::Parts => "其他部分",
                H::RestOfKey => "行键的其余部分",
            },
            C::Transform(k) => match k {
                Tr::First => "前 N 个字符",
                Tr::Last => "后 N 个字符",
                Tr::Reverse => "反转",
                Tr::ReverseDomain => "反转域名",
            },
            C::Md5(k) => match k {
                M::Hex => "hex 字符",
                M::Raw => "原始字节",
            },
            C::Salt(k) => match k {
                S::Phoenix => "Phoenix 盐字节（SALT_BUCKETS）",
                S::HbaseWdHash => "HBaseWD 散列字节",
                S::HbaseWdRoundRobin => "HBaseWD 轮询字节",
                S::HashModText => "hash(列) % N 的文本",
                S::Php71Md5Mod => "PHP ≥ 7.1 (int)md5(列) % N",
                S::PhpMd5Mod => "PHP ≤ 7.0 md5(列) % N",
                S::Md5Mod => "md5 按 128 位整数 % N，单字节",
                S::Letters => "随机字母",
                S::RandomByte => "随机字节",
            },
            C::Gen(k) => match k {
                G::Sequence => "顺序编号",
                G::Timestamp => "时间戳",
                G::ZipfUser => "倾斜分布的用户编号",
                G::Hex => "随机 hex",
                G::Phone => "手机号",
                G::Choice => "从列表中选取",
            },
        }
    }
    fn gen_param(&self, label: crate::analysis::editor::ParamLabel) -> &'static str {
        use crate::analysis::editor::ParamLabel as L;
        match label {
            L::Start => "起始值",
            L::Step => "步长",
            L::StartTime => "开始时间（UTC 或 epoch 毫秒）",
            L::IntervalMillis => "间隔（毫秒）",
            L::JitterMillis => "抖动（毫秒）",
            L::WrittenAs => "写成",
            L::EpochMillis => "epoch 毫秒",
            L::EpochSeconds => "epoch 秒",
            L::Pattern(pattern) => pattern,
            L::Users => "用户数",
            L::Exponent => "倾斜指数",
            L::Prefix => "前缀",
            L::HexDigits => "hex 位数",
            L::RandomDigits => "随机位数",
            L::Options => "选项（逗号分隔）",
        }
    }
    fn literal_error(&self, e: &crate::literal::LiteralError) -> String {
        format!(
            "\"{}\" 的第 {} 个字符：反斜杠后必须是 \\xHH（两个 hex 数字）或 \\\\",
            e.text, e.column
        )
    }
    fn describe_md5_raw(&self, columns: &str, bytes: u8) -> String {
        format!("md5({columns}) {bytes} 字节")
    }
    fn describe_salt(&self, buckets: u32) -> String {
        format!("盐值（{buckets} 个桶）")
    }
    fn editor_number_range(&self, min: &str, max: &str) -> String {
        format!("请输入 {min} 到 {max} 之间的整数")
    }
    fn editor_not_whole(&self, text: &str) -> String {
        format!("\"{text}\" 不是整数")
    }
    fn editor_not_millis(&self, text: &str) -> String {
        format!("\"{text}\" 不是整数毫秒数")
    }
    fn editor_not_millis_positive(&self, text: &str) -> String {
        format!("\"{text}\" 不是整数毫秒数（0 或以上）")
    }
    fn editor_not_minutes(&self, text: &str) -> String {
        format!("\"{text}\" 不是整数分钟数")
    }
    fn editor_not_i64(&self, text: &str) -> String {
        format!("\"{text}\" 不是 64 位范围内的整数")
    }
    fn editor_not_number(&self, text: &str) -> String {
        format!("\"{text}\" 不是数字")
    }
    fn editor_too_many_chars(&self, n: u64) -> String {
        format!("{n} 个字符太多了")
    }
    fn editor_salt_digits(&self, buckets: u32, least: u16) -> String {
        format!("{buckets} 个桶至少需要 {least} 位数字")
    }
    fn editor_one_fill(&self) -> String {
        "请输入恰好一个填充字符".to_owned()
    }
    fn editor_one_option(&self) -> String {
        "请至少输入一个选项".to_owned()
    }
    fn editor_time_or_millis(&self, error: &str) -> String {
        format!("{error}（或输入 epoch 毫秒数）")
    }
    fn editor_no_param(&self, key: &str) -> String {
        format!("这个生成器没有参数 \"{key}\"")
    }

    // ---- 链接、自动保存、设计文件、分区建议 -------------------------------------------------
    fn share_error(&self, e: &crate::share::ShareError) -> String {
        use crate::share::ShareError as E;
        match e {
            E::NotADesignLink => "这个链接不包含 RowKey Playground 的设计".to_owned(),
            E::FutureVersion { found, supported } => format!(
                "这个链接由更新版本的应用生成（格式 {found}；当前版本最多只能读取格式 {supported}）"
            ),
            E::Damaged { column } => {
                format!("这个链接在第 {column} 个字符处已损坏：可能被编辑过或被截断")
            }
            E::Truncated => "这个链接不完整：可能在复制时被截断了".to_owned(),
            E::Altered => "这个链接已损坏：其内容与校验和不符，说明它在生成后被改动过（被编辑，或被截断后又补全）"
                .to_owned(),
            E::TooLarge => format!(
                "这个链接中的设计超过了 {} MB",
                crate::share::MAX_FRAGMENT_STATE_BYTES / (1024 * 1024)
            ),
            E::NoInflater => {
                "这个浏览器无法打开设计链接：它不支持 DecompressionStream；请使用新版浏览器"
                    .to_owned()
            }
            E::Invalid { detail } => format!("无法读取这个链接中的设计：{detail}"),
        }
    }
    fn design_error(&self, e: &crate::design::DesignError) -> String {
        use crate::design::DesignError as E;
        match e {
            E::FutureVersion { found, supported } => format!(
                "这个设计由更新版本的应用以格式 {found} 保存；当前版本最多只能读取格式 {supported}"
            ),
            E::UnknownVersion { found } => {
                format!("设计格式版本 {found} 不存在（版本从 1 开始）")
            }
            E::Splits(error) => format!("设计中的预分区无效：{}", self.split_error(error)),
        }
    }
    fn share_note(&self, link_kib: usize, max_kib: usize) -> String {
        format!(
            "链接中没有包含粘贴的样本：带上样本后链接压缩后有 {link_kib} KiB，超过了链接能承载的 {max_kib} KiB。打开链接的人会看到这个设计和他们自己的数据。"
        )
    }
    fn share_note_oversized(&self, paste_mb: &str, max_kib: usize) -> String {
        format!(
            "链接中没有包含粘贴的样本：样本有 {paste_mb}，远超过链接能承载的 {max_kib} KiB。打开链接的人会看到这个设计和他们自己的数据。"
        )
    }
    fn paste_kept(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_lines: usize,
        kept_mb: &str,
        rest_lines: usize,
    ) -> String {
        format!(
            "粘贴的内容有 {total_mb}，超过了页面可处理的 {limit_mb}：输入框和分析只保留前 {} 行（{kept_mb}，截断在换行处），其余 {} 行被略去。要查看其他行，请单独粘贴或加载它们。",
            format_count(kept_lines),
            format_count(rest_lines),
        )
    }
    fn paste_kept_cut_line(
        &self,
        total_mb: &str,
        limit_mb: &str,
        kept_mb: &str,
        line: usize,
        rest_lines: usize,
    ) -> String {
        format!(
            "粘贴的内容有 {total_mb}，超过了页面可处理的 {limit_mb}：输入框和分析只保留前 {kept_mb}（第 {} 行比这还长，因此被截断），该行的其余部分和之后的 {} 行被略去。要查看其他行，请单独粘贴或加载它们。",
            format_count(line),
            format_count(rest_lines),
        )
    }
    fn paste_analysed_in_part(
        &self,
        total_mb: &str,
        kept_mb: &str,
        rows: usize,
        kept_lines: usize,
    ) -> String {
        format!(
            "粘贴的内容有 {total_mb}；为了让页面保持响应，分析只使用前 {kept_mb}（{} 行数据，第 1 到 {} 行）。完整文本仍在输入框中，但它太大，无法自动保存或放进链接：设计会在不含它的情况下保存，请保留原文件。",
            format_count(rows),
            format_count(kept_lines),
        )
    }
    fn sample_not_autosaved(&self) -> String {
        "你上次粘贴的样本太大，无法自动保存，因此你的设计用默认样本显示：请重新粘贴或加载你的数据。"
            .to_owned()
    }
    fn splits_unsorted(
        &self,
        split: usize,
        text: &str,
        earlier: usize,
        earlier_text: &str,
        order: &str,
    ) -> String {
        format!(
            "第 {split} 个分区点（'{text}'）按字节序排在第 {earlier} 个（'{earlier_text}'）之前：分区点没有排序。\
             HBase 建表时会先排序，因此 Region 按字节序排列（{order}）；按这个顺序列出即可一致。"
        )
    }
    fn restored_without_sample(&self, own_autosave: bool) -> String {
        let whose = if own_autosave {
            "你上次的样本"
        } else {
            "默认样本"
        };
        format!("这个链接中的设计没有附带粘贴的样本（样本太大，放不进链接），因此使用{whose}显示。")
    }
    fn restored_broken_link(&self, error: &str, own_autosave: bool) -> String {
        let instead = if own_autosave {
            "你上次自动保存的设计"
        } else {
            "默认设计"
        };
        format!("无法打开这个链接：{error}。现在显示的是{instead}。")
    }
    fn design_not_json(&self, detail: &str) -> String {
        format!("这个文件不是设计 JSON 文件（{detail}）。")
    }
    fn design_unreadable(&self, detail: &str) -> String {
        format!("无法读取这个设计：{detail}。")
    }
    fn design_sentence(&self, error: &str) -> String {
        format!("{error}。")
    }
    fn suggest_few_distinct(&self, distinct: usize, regions: usize) -> String {
        format!("样本中只有 {distinct} 个不同的行键，因此最多 {regions} 个 Region 能各自容纳样本行")
    }
    fn suggest_uneven_buckets(&self, buckets: u64, regions: u32) -> String {
        format!("{buckets} 个桶无法均分到 {regions} 个 Region：部分 Region 会多容纳一个桶")
    }
    fn suggest_bucket_too_few(&self, bucket: u64, regions: u32) -> String {
        format!("桶 {bucket} 中不同的样本行键太少，不够分成 {regions} 个 Region")
    }

    // ---- 问题级别、新查询 -------------------------------------------------------------------
    fn level(&self, level: crate::analysis::Level) -> &'static str {
        use crate::analysis::Level as L;
        match level {
            L::Error => "错误",
            L::Warning => "警告",
            L::Advice => "建议",
        }
    }
    fn default_query_name(&self, n: usize) -> String {
        format!("查询 {n}")
    }

    fn query_parse_error(&self, e: &crate::plan::QueryParseError) -> String {
        use crate::plan::parse::ParseProblem as P;
        let what = match &e.problem {
            P::Unclosed { quote } => format!("引号 {quote} 没有闭合"),
            P::Expected { expected, found } => {
                use crate::plan::parse::Expected as X;
                let expected = match expected {
                    X::Literal(text) => text,
                    X::ColumnName => "列名",
                    X::Value => "值",
                    X::Count => "数量",
                    X::AndLatestOrEnd => "AND、LATEST 或结尾",
                    X::Operator => {
                        "=、<、<=、>、>=、IN、BETWEEN、STARTS WITH、ENDS WITH 或 HOST ENDS WITH"
                    }
                };
                let found = found.as_deref().unwrap_or("结尾");
                glue(&["应为", expected, "，实际是", found])
            }
        };
        format!("第 {} 个字符处：{what}", e.at)
    }

    fn phoenix_namespace_note(&self, namespace: &str, table: &str) -> String {
        format!(
            "HBase 表 {namespace}:{table}：只有客户端和服务端的 hbase-site.xml 都把 phoenix.schema.isNamespaceMappingEnabled 设为 true 时，Phoenix 才把 schema \"{namespace}\" 映射到 HBase 命名空间 {namespace}（此时先执行 CREATE SCHEMA \"{namespace}\"）；在 Phoenix 的默认设置（false）下，这条语句会在 default 命名空间中创建 HBase 表 {namespace}.{table}"
        )
    }
    fn cbt_binary_salt(&self, buckets: u32, last: &str) -> String {
        format!(
            "行键以单字节盐值（{buckets} 个桶）开头，所以分区点是从 \\x01 到 {last} 的原始字节；cbt 从命令行以文本读取分区点，这条命令不会在其中写入控制字符或非 UTF-8 字节。可以用 Bigtable 客户端库创建这些 Region：它的 CreateTable 请求以字节接收分区键"
        )
    }
    fn phoenix_decimal_clamped_note(&self, column: &str, declared: &str, stored: &str) -> String {
        format!(
            "列 \"{column}\"：设计声明为 {declared}；Phoenix 会把 DECIMAL 的小数位数截到不超过精度（ColumnDef），实际保存为 {stored}，本语句即按此声明，设计的行键也按此编码"
        )
    }
    fn code_comment(&self, comment: &crate::plan::CodeComment) -> String {
        use crate::plan::{CodeComment as C, SortReason as R};
        match comment {
            C::NothingToRead => "没有行能满足条件：不需要读取".to_owned(),
            C::ShellFilterAssumes { family } => format!(
                "FILTER 假设每一列的文本也存放在单元格 {family}:<列名> 中"
            ),
            C::ReadFromKey { columns } => format!("{columns} 只存在行键中（表里可能没有对应的单元格，单元格过滤器无法检查）：以下条件在客户端检查，值从每行的行键读出："),
            C::CheckedOnClient => "FILTER 的 binary 比较器比较的是文本字节，不是数值或时间，所以以下条件在客户端检查：".to_owned(),
            C::KeepRowsWhere { predicate } => {
                format!("只保留满足 {predicate} 的行（按值比较）")
            }
            C::FuzzyPattern { pattern } => format!(
                "键模式 {pattern} 上的 FuzzyRowFilter（见 Java 代码）让服务端跳过不匹配的键"
            ),
            C::MergeScans { scans } => format!(
                "这 {scans} 个扫描各自先返回最新的行：在客户端合并"
            ),
            C::SortNewest { column, count } => {
                format!("按 {column} 从新到旧排序，保留前 {count} 行")
            }
            C::ReversedEdges => "反向扫描：STARTROW 是高端且包含在内，STOPROW 是低端且不包含；所以每个扫描从其范围的停止行开始，多读一行，由客户端只保留范围内的键".to_owned(),
            C::ReversedExact => "反向扫描从 STARTROW（高端，包含）向下读到 STOPROW（低端，不包含），这里恰好读取规划的范围".to_owned(),
            C::KeepKeysIn { start, stop } => {
                format!("下一个扫描返回的行中，只保留键在 [{start}, {stop}) 内的行")
            }
            C::CheckedHere => "binary 比较器比较的是文本字节，不是数值或时间，所以以下条件在这里按值检查：".to_owned(),
            C::SortedHere { why, cell, numeric, count } => {
                let why = match why {
                    R::KeyOrderNotNewest => "键的顺序不是从新到旧".to_owned(),
                    R::CheckedOnClient => "这些行在客户端检查，扫描的行数限制无法计数".to_owned(),
                    R::EachScanNewest { count } => format!("每个扫描返回各自最新的 {count} 行"),
                };
                let read = if *numeric { "把文本读作数值" } else { "比较文本的字节" };
                format!(
                    "{why}：在这里按单元格 {cell} 从新到旧排序（{read}，与过滤器的假设一致），\n读不出时间的行排在最后，相同的按读取顺序；保留前 {count} 行"
                )
            }
            C::SortedFromKey { why, column, numeric, count } => {
                let why = match why {
                    R::KeyOrderNotNewest => "键的顺序不是从新到旧".to_owned(),
                    R::CheckedOnClient => "这些行在客户端检查，扫描的行数限制无法计数".to_owned(),
                    R::EachScanNewest { count } => format!("每个扫描返回各自最新的 {count} 行"),
                };
                let read = if *numeric { "把文本读作数值" } else { "比较行键写出的字节，其顺序与值的顺序一致" };
                format!(
                    "{why}：在这里按从每行行键读出的 {column} 从新到旧排序（{read}），\n行键读不出的行排在最后，相同的按读取顺序；保留前 {count} 行"
                )
            }
            C::PatternNotChronological { pattern } => format!(
                "注意：格式 {pattern} 的文本不按时间顺序排序：请改为比较它表示的时间"
            ),
            C::JavaFiltersAssume { family } => format!(
                "过滤器假设每一列的文本也存放在单元格 {family}:<列名> 中；\nsetFilterIfMissing(true) 去掉没有该单元格的行，与 shell 的\nSingleColumnValueFilter(..., true, true) 一致（只比较最新版本，即默认行为）"
            ),
            C::GetMayBeEmpty => "行不存在或被过滤掉时为空".to_owned(),
            C::GetsMayBeEmpty => "行不存在或被过滤掉时，对应的 Result 为空".to_owned(),
            C::ScanPerRangeNewest => "每个范围一个扫描，各自先返回最新的行".to_owned(),
            C::ScanPerRangeMerged => "每个范围（分桶）一个扫描，在客户端合并".to_owned(),
        }
    }
}

/// A store's refusal of a typed value, in Chinese: none in a build without typed encodings.
#[cfg(not(feature = "typed-keys"))]
fn typed_error(e: &crate::typed::TypedError) -> String {
    match *e {}
}

/// A store's refusal of a typed value, in Chinese (the English is `TypedError`'s `Display`).
#[cfg(feature = "typed-keys")]
fn typed_error(e: &crate::typed::TypedError) -> String {
    use crate::typed::TypedError as T;
    use rowkey_encodings::bigtable::BigtableError as B;
    use rowkey_encodings::ordered_bytes::OrderedBytesError as O;
    use rowkey_encodings::phoenix::PhoenixError as P;
    match e {
        T::Phoenix(e) => match e {
            P::NotAnInteger { at } => format!("Phoenix 在此读不出整数（第 {} 个字符）", at + 1),
            P::OutOfRange { min, max } => format!("该列类型的取值范围是 {min} 到 {max}"),
            P::NegativeUnsigned => "UNSIGNED 类型不能存负数".to_owned(),
            P::NotABoolean => "BOOLEAN 只能是 true 或 false".to_owned(),
            P::BadTime { at } => format!(
                "第 {} 个字符处不是 Phoenix 能读的日期时间（yyyy-MM-dd HH:mm:ss.SSS，UTC，或毫秒时间戳）",
                at + 1
            ),
            P::MultiByteChar { at } => {
                format!("CHAR 只能存单字节字符；第 {} 个字符不是", at + 1)
            }
            P::TooLong { width, len } => format!("{len} 字节放不进 CHAR({width})"),
            P::NotADecimal { at } => format!("不是十进制数（第 {} 个字符）", at + 1),
            P::DecimalExceedsCapacity {
                max_integer_digits,
                integer_digits,
            } => {
                format!("整数部分有 {integer_digits} 位；该 DECIMAL 只容纳 {max_integer_digits} 位")
            }
            P::DecimalOutOfRange { exponent } => format!(
                "数量级为 10^{exponent} 的 DECIMAL 超出 Phoenix 能写的范围（10^-130 到 10^125）"
            ),
            P::BadDecimalType { precision, scale } => {
                format!("DECIMAL({precision},{scale})：Phoenix 的精度为 1 到 38")
            }
            P::NullFixedWidth => "空值即 null，而定长的主键列不能为 null".to_owned(),
            P::DescVarbinary => "Phoenix 没有 DESC 的 VARBINARY 列".to_owned(),
            P::VarbinaryNotLast => "VARBINARY 列只能是主键的最后一列".to_owned(),
            P::NullKey => "所有主键值都是 null".to_owned(),
            P::TooManyValues { columns } => format!("值的个数多于 {columns} 个主键列"),
            P::BadBucketCount { buckets } => format!("SALT_BUCKETS 为 1 到 256，而不是 {buckets}"),
        },
        T::OrderedBytes(e) => match e {
            O::NotANumber { at } => format!("不是该类型的数（第 {} 个字符）", at + 1),
            O::OutOfRange { min, max } => format!("该类型的取值范围是 {min} 到 {max}"),
            O::ExponentOutOfRange { at } => format!("第 {} 个字符处的指数太大", at + 1),
            O::NumericTooLarge { exponent, max } => {
                format!("百进制指数为 {exponent} 的 Numeric 超出了 HBase 能如实编码的 {max}")
            }
            O::NulInText { at } => format!("OrderedString 不接受 NUL 字符（第 {} 个字符）", at + 1),
            O::NulInDescendingBlob { at } => {
                format!("降序的 OrderedBlob 不接受字节 0x00（第 {} 个字节）", at + 1)
            }
            O::NullNotAllowed => "空值即 null，而这种 OrderedBytes 类型不可为 null".to_owned(),
            O::BlobCopyNotLast => "OrderedBlob（blob copy）只能是最后一个字段".to_owned(),
            O::TooManyValues { fields, values } => format!("{fields} 个字段却有 {values} 个值"),
        },
        T::Bigtable(e) => match e {
            B::NotAnInteger { at } => format!("不是 Int64（第 {} 个字符）", at + 1),
            B::OutOfRange { negative: true } => "小于 Int64 的最小值".to_owned(),
            B::OutOfRange { negative: false } => "大于 Int64 的最大值".to_owned(),
            B::ContainsDelimiter { at } => format!("字段中含有分隔符（第 {} 个字节）", at + 1),
            B::BelowDelimiter { at, byte } => format!(
                "第 {} 个字节（0x{byte:02X}）排在分隔符之前，有序模式不允许",
                at + 1
            ),
            B::WrongFieldCount { expected, found } => {
                format!("{expected} 个字段却有 {found} 个值")
            }
            B::SingletonFieldCount { found } => {
                format!("Singleton 结构只有一个字段，而不是 {found} 个")
            }
            B::DelimiterLength { len } => format!("分隔符为 1 到 50 字节，而不是 {len} 字节"),
        },
    }
}
