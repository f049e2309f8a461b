//! Both catalogues give every message, and the Chinese ones use no English words beyond the
//! technical terms engineers write in English.

use super::{En, Messages, Zh, localize};
use crate::i18n::Localize;

/// ASCII words a Chinese text may contain: HBase and Java names, formats, units and code.
pub(crate) const ALLOWED: &[&str] = &[
    "HBase",
    "Region",
    "RowKey",
    // Names of the stores' typed key encodings (src/typed.rs).
    "Bigtable",
    "OrderedBytes",
    "OrderedCodeBytes",
    "OrderedString",
    "OrderedBlob",
    "Utf8Bytes",
    "BigEndianBytes",
    "Singleton",
    "Numeric",
    "Int64",
    "Struct",
    "GET",
    "SCAN",
    "md5",
    "MD5",
    "SPLITS",
    "NUMREGIONS",
    "SPLITALGO",
    "HexStringSplit",
    "DecimalStringSplit",
    "UniformSplit",
    // HBase 2's default split policy (the auto-split replay names it).
    "SteppingSplitPolicy",
    "SALT_BUCKETS",
    "cbt",
    "CreateTable",
    "Phoenix",
    "HBaseWD",
    "FuzzyRowFilter",
    "EXPLAIN",
    "Java",
    "UTF-8",
    "UTF",
    "CSV",
    "TSV",
    "toStringBinary",
    "hex",
    "MAX_VALUE",
    "Long",
    "Integer",
    "INTEGER",
    "BIGINT",
    "ts",
    "GB",
    "KiB",
    "MiB",
    "NUL",
    "U",
    "Bytes.split",
    "Bytes",
    "split",
    "ROW",
    "COLUMN",
    "CELL",
    "column",
    "timestamp",
    "value",
    "family",
    "qualifier",
    "row",
    "Took",
    "seconds",
    "IN",
    "AND",
    "BETWEEN",
    "LIKE",
    "JSON",
    "URL",
    "SHA",
    "CRC32",
    "Murmur3",
    "murmur3",
    "crc32",
    "xxhash",
    "FNV",
    "fnv",
    "Base64",
    "base64",
    "ISO",
    "RFC",
    "epoch",
    "ms",
    "Java's",
    "hash",
    "Bytes.toBytes",
    "toBytes",
    "StartRow",
    "StopRow",
    "startRow",
    "stopRow",
    "PrefixFilter",
    "RowFilter",
    "MultiRowRangeFilter",
    "SingleColumnValueFilter",
    "Scan",
    "Get",
    "reversed",
    "setReversed",
    "true",
    "false",
    "null",
    "x",
    "e.g",
    "SKIP",
    "FULL",
    "RANGE",
    "PREFIX",
    "POINT",
    "LOOKUP",
    "PARALLEL",
    "WAY",
    "CLIENT",
    "SERVER",
    "FILTER",
    "BY",
    "OVER",
    "ON",
    "hbase.hregion.max.filesize",
    "STARTS",
    "ENDS",
    "HOST",
    "WITH",
    "LATEST",
    "PHP",
    "TypeError",
    // PHP's integer cast, `(int)md5(…)`.
    "int",
    "MAX",
    "KB",
    "MB",
    "UTC",
    "ASCII",
    "yyyy",
    "MM",
    "dd",
    "HH",
    "mm",
    "ss",
    "SSS",
    "scan",
    "shell",
];

/// The ASCII words of `text` that are neither allowed terms nor listed as data, after
/// dropping quoted stretches (`"…"`, `'…'`, `` `…` ``) and `\xNN` escapes.
pub(crate) fn english_words(text: &str, data: &[String]) -> Vec<String> {
    let mut plain = String::with_capacity(text.len());
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if matches!(c, '"' | '\'' | '`') => quote = Some(c),
            None => plain.push(c),
        }
    }
    // An unclosed quote (an apostrophe in English): keep the text as it was.
    let text = if quote.is_some() {
        text
    } else {
        plain.as_str()
    };
    let mut words = Vec::new();
    let mut word = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.peek() == Some(&'x') {
            chars.next();
            chars.next();
            chars.next();
            continue;
        }
        if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '+') {
            word.push(c);
        } else if !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
        .into_iter()
        .map(|w| {
            w.trim_matches(|c: char| matches!(c, '.' | '-' | '+'))
                .to_owned()
        })
        .filter(|w| !fine(w, data) && !w.split(['.', '-', '+']).all(|piece| fine(piece, data)))
        .collect()
}

/// Whether one word may stand in a Chinese text: an allowed term, data, a number, hex or
/// a single letter.
fn fine(w: &str, data: &[String]) -> bool {
    w.chars().filter(char::is_ascii_alphabetic).count() <= 1
        || w.chars().all(|c| c.is_ascii_hexdigit())
        || w.starts_with("0x")
        || ALLOWED.contains(&w)
        || data.iter().any(|d| d.contains(w))
}

/// Asserts that a Chinese text is non-empty and has no unexpected English words.
pub(crate) fn assert_chinese(what: &str, zh: &str, data: &[String]) {
    assert!(!zh.trim().is_empty(), "{what}: empty Chinese text");
    let words = english_words(zh, data);
    assert!(
        words.is_empty(),
        "{what}: English words {words:?} in Chinese text {zh:?}"
    );
}

#[test]
fn the_checker_finds_english_and_allows_terms() {
    assert_eq!(english_words("3 rows", &[]), ["rows"]);
    assert!(english_words("3 个 Region，md5 前缀", &[]).is_empty());
    assert!(english_words("列 \"phone number\" 缺失", &[]).is_empty());
    assert!(english_words("键 \\x00\\xFF 与 d89f3a", &[]).is_empty());
    assert!(english_words("uid 列", &["uid".to_owned()]).is_empty());
}

#[test]
fn counts_read_naturally() {
    assert_eq!(En.rows(1), "1 row");
    assert_eq!(En.rows(1_234), "1,234 rows");
    assert_eq!(Zh.rows(1_234), "1,234 行");
    assert_eq!(Zh.regions(5), "5 个 Region");
    assert_eq!(
        Zh.and_list(&["a".into(), "b".into(), "c".into()]),
        "a、b 和 c"
    );
    assert_eq!(
        En.and_list(&["a".into(), "b".into(), "c".into()]),
        "a, b and c"
    );
    assert_eq!(Zh.and_list(&["盐值".into(), "uid".into()]), "盐值和 uid");
}

/// One representative of each parameterised message, in both languages.
fn samples() -> Vec<(&'static str, super::super::Localized)> {
    let p = |m: &dyn Messages| m.part(2);
    vec![
        (
            "lint_unpadded_number",
            localize(|m| m.lint_unpadded_number(&p(m))),
        ),
        (
            "lint_reverse_digits",
            localize(|m| m.lint_reverse_digits(&p(m), "Long.MAX_VALUE", 9, 10)),
        ),
        (
            "lint_ambiguous_boundary",
            localize(|m| m.lint_ambiguous_boundary(&p(m))),
        ),
        (
            "lint_duplicate_keys",
            localize(|m| m.lint_duplicate_keys(2, 3, "1, 4", "111#a")),
        ),
        (
            "lint_duplicate_cells",
            localize(|m| m.lint_duplicate_cells(2, 3, "1, 4", "user1", "followed", "user7")),
        ),
        (
            "lint_monotonic_leading",
            localize(|m| m.lint_monotonic_leading(&p(m), "0.90")),
        ),
        ("fix_add_salt", localize(|m| m.fix_add_salt())),
        ("fix_flip_sign_bit", localize(|m| m.fix_flip_sign_bit())),
        ("fix_add_separator", localize(|m| m.fix_add_separator("#"))),
        (
            "split_empty_regions",
            localize(|m| m.split_empty_regions(2, 5, "4, 5")),
        ),
        (
            "split_hex_uppercase",
            localize(|m| m.split_hex_uppercase(3, 9, &m.split_example("ABC"))),
        ),
        (
            "split_uniform_printable",
            localize(|m| m.split_uniform_printable(9, 9, "UniformSplit")),
        ),
        (
            "split_fewer_regions_even_fix",
            localize(|m| m.split_fewer_regions_even_fix(8)),
        ),
        (
            "split_fewer_regions_uneven",
            localize(|m| m.split_fewer_regions_uneven(8, 4, "1, 1, 1, 5", 5, 1)),
        ),
        (
            "split_ignores_hash",
            localize(|m| m.split_ignores_hash(1, 3, &m.split_example("G0"))),
        ),
        ("encode_errors", localize(|m| m.encode_errors(2, "x"))),
        (
            "parse_error",
            crate::sample::parse_csv("id,name\n1,ann\n2\n")
                .unwrap_err()
                .localized(),
        ),
        (
            "generate_error",
            crate::error::GenerateError::NoOptions {
                column: "city".into(),
            }
            .localized(),
        ),
        (
            "spec_error",
            crate::spec::SpecError::Part {
                part: crate::spec::PartId(3),
                problem: crate::spec::PartProblem::NoColumns,
            }
            .localized(),
        ),
        (
            "split_error",
            crate::split::SplitError::TooManyRegions {
                requested: 9_999,
                limit: 1_000,
            }
            .localized(),
        ),
        (
            "share_error",
            crate::share::ShareError::Truncated.localized(),
        ),
        (
            "design_error",
            crate::design::DesignError::FutureVersion {
                found: 9,
                supported: 1,
            }
            .localized(),
        ),
        (
            "sizing_error",
            crate::sizing::SizingError::BadSize { gb: -1.0 }.localized(),
        ),
        (
            "stats_line",
            localize(|m| m.stats_line(&crate::stats::KeyStats::default())),
        ),
        ("hotspot", localize(|m| m.hotspot("90.0%", 200, 3, "20.0%"))),
        ("sizing_medium", localize(|m| m.sizing_medium(7.5))),
        (
            "split_whitespace",
            localize(|m| m.split_whitespace(2, 3, " 80000000")),
        ),
        (
            "split_whitespace_fix",
            localize(|m| m.split_whitespace_fix()),
        ),
        ("fix_trim_splits", localize(|m| m.fix_trim_splits())),
        (
            "fix_zero_pad_type",
            localize(|m| m.fix_zero_pad_type(19, true)),
        ),
        (
            "fix_left_pad_type",
            localize(|m| m.fix_left_pad_type(10, false)),
        ),
        (
            "growth_split",
            localize(|m| m.growth_split(1_000, (2, 80), 5, 0.9, 0.3)),
        ),
        (
            "growth_one_region",
            localize(|m| m.growth_one_region(1_000, (2, 80))),
        ),
        ("sizing_small", localize(|m| m.sizing_small(3, 4, true))),
        (
            "sizing_small_band",
            localize(|m| m.sizing_small(5, 7, false)),
        ),
        (
            "sizing_salted",
            localize(|m| m.sizing_salted(8, 8, "2.6 GB", 5)),
        ),
        (
            "bar_label",
            localize(|m| m.bar_label(2, 5, &m.region_range(Some("m"), None), 3, "20.0%", None)),
        ),
        (
            "plan_class",
            localize(|m| m.plan_class(&crate::plan::PlanKind::FullScan)),
        ),
        (
            "plan_class_limit",
            localize(|m| m.plan_class(&crate::plan::PlanKind::LimitScan { rows: 10 })),
        ),
        (
            "reason_limit",
            localize(|m| m.reason_limit(10, false, None)),
        ),
        (
            "reason_limit_reversed_fanout",
            localize(|m| m.reason_limit(10, true, Some((&m.part_salt(), 4)))),
        ),
        (
            "lint_signed_binary_time",
            localize(|m| m.lint_signed_binary_time(&m.part(2))),
        ),
        (
            "reason_bucket",
            localize(|m| {
                m.reason_bucket(
                    None,
                    8,
                    Some("uid"),
                    8,
                    &m.reason_filter("a = '1'", "ts < 5"),
                )
            }),
        ),
        (
            "note_range",
            localize(|m| m.note_range("ts", &m.bind_numbers_as_text())),
        ),
        ("cost", localize(|m| m.cost(300, 2, "150.00"))),
        (
            "form_bad_count",
            localize(|m| m.form_bad_count(1_000_000, "ten")),
        ),
        (
            "op_label",
            localize(|m| m.op_label(crate::analysis::OpKind::Latest)),
        ),
        (
            "choice",
            localize(|m| {
                m.choice(crate::analysis::editor::Choice::Salt(
                    crate::analysis::editor::SaltKind::HbaseWdRoundRobin,
                ))
                .to_owned()
            }),
        ),
        ("editor_not_whole", localize(|m| m.editor_not_whole("x"))),
        (
            "level",
            localize(|m| m.level(crate::analysis::Level::Advice).to_owned()),
        ),
        ("default_query_name", localize(|m| m.default_query_name(4))),
        (
            "cbt_binary_salt",
            localize(|m| m.cbt_binary_salt(8, "\\x07")),
        ),
        ("share_note", localize(|m| m.share_note(40, 32))),
        (
            "restored_broken_link",
            localize(|m| {
                m.restored_broken_link(&m.share_error(&crate::share::ShareError::Truncated), true)
            }),
        ),
        (
            "suggest_few_distinct",
            localize(|m| m.suggest_few_distinct(3, 4)),
        ),
        (
            "query_parse_error",
            crate::plan::parse_query("q", "uid IN (1, 2")
                .unwrap_err()
                .localized(),
        ),
        (
            "query_parse_error",
            crate::plan::parse_query("q", "uid = 'abc")
                .unwrap_err()
                .localized(),
        ),
    ]
}

#[test]
fn every_sample_message_has_both_versions_and_plain_chinese() {
    for (name, text) in samples() {
        assert!(!text.en.is_empty(), "{name}: empty English text");
        assert_ne!(text.en, text.zh, "{name}: not translated");
        assert!(
            text.zh
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{name}: no Chinese in {:?}",
            text.zh
        );
        assert_chinese(name, &text.zh, &["uid".to_owned(), "city".to_owned()]);
    }
}

#[test]
fn every_picker_option_and_generator_label_reads_in_chinese() {
    use crate::analysis::editor::{
        EncodingKind, GenKind, HashInputKind, IntFormatKind, Md5Kind, OverflowKind, PartKind,
        ReverseKind, SaltKind, StyleKind, TimeKind, TimeOutKind, TooLongKind, TransformKind,
        gen_params,
    };
    use crate::analysis::{FormatChoice, Level, OpKind};
    use crate::i18n::Lang;
    let mut names: Vec<(&'static str, &'static str)> = Vec::new();
    macro_rules! all {
        ($($kind:ident),*) => {
            $(for k in $kind::ALL {
                names.push((k.label(), k.name(Lang::Zh)));
            })*
        };
    }
    all!(
        PartKind,
        EncodingKind,
        IntFormatKind,
        ReverseKind,
        StyleKind,
        TimeKind,
        TimeOutKind,
        TooLongKind,
        OverflowKind,
        HashInputKind,
        TransformKind,
        Md5Kind,
        SaltKind,
        GenKind
    );
    for kind in GenKind::ALL {
        for param in gen_params(&kind.default_generator()) {
            names.push((param.label_in(Lang::En), param.label_in(Lang::Zh)));
            for ((_, en), (_, zh)) in param
                .choices_in(Lang::En)
                .into_iter()
                .zip(param.choices_in(Lang::Zh))
            {
                names.push((en, zh));
            }
        }
    }
    for (en, zh) in names {
        assert_chinese(en, zh, &["yyyy-MM-dd HH:mm:ss".to_owned()]);
    }
    for op in OpKind::ALL {
        assert_chinese(op.label(), &op.name(Lang::Zh), &[]);
        assert_chinese(op.value_label(), &op.value_name(Lang::Zh), &[]);
    }
    for choice in FormatChoice::ALL {
        assert_chinese(choice.label(), &choice.name(Lang::Zh), &[]);
    }
    for level in [Level::Error, Level::Warning, Level::Advice] {
        assert_chinese(level.as_str(), level.name(Lang::Zh), &[]);
    }
}

/// Issue 31, item 11: the sizing advice names no internal source ("seed 004", "文章 004").
#[test]
fn no_sample_message_cites_an_internal_source() {
    for (name, text) in samples() {
        for t in [&text.en, &text.zh] {
            assert!(!t.contains("seed 0") && !t.contains("004"), "{name}: {t}");
        }
    }
}
