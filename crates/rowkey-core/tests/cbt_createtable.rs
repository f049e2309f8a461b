//! `cbt createtable` against an independent reading of the command line: POSIX shell word
//! splitting (here, and by a real `/bin/sh`), then cbt's own argument handling
//! (`cbt.go`: `parseArgs` splits `key=value` at the first `=`, `doCreateTable` reads the
//! value as one CSV record with Go's `encoding/csv`, `parseFamilyText` cuts a family at
//! `:`). The split keys read back must be exactly the engine's split points.

use proptest::prelude::*;
use rowkey_core::artefacts::{CbtReason, cbt_createtable};
use rowkey_core::design::Design;
use rowkey_core::display::to_string_binary;
use rowkey_core::i18n::Lang;
use rowkey_core::presets::catalogue;
use rowkey_core::spec::{KeyPart, KeySpec};
use rowkey_core::split::{SplitAlgorithm, SplitSpec};

/// POSIX shell word splitting (XCU 2.2 quoting, 2.6.5 field splitting) of a line without
/// expansions: an unquoted character the shell would treat specially fails the test.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    w.push(c);
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => {
                            let n = chars.next().unwrap();
                            if !"$`\"\\\n".contains(n) {
                                w.push('\\');
                            }
                            w.push(n);
                        }
                        '$' | '`' => panic!("an expansion in {line}"),
                        c => w.push(c),
                    }
                }
            }
            '\\' => word
                .get_or_insert_with(String::new)
                .push(chars.next().unwrap()),
            c if "|&;<>()$`*?[#~\n".contains(c) => panic!("unquoted {c:?} in {line}"),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// The same line's words as `/bin/sh` sees them (the command replaced by `printf`).
fn sh_words(line: &str) -> Vec<String> {
    let script = line.replacen("cbt ", r"printf '%s\0' cbt ", 1);
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(&script)
        .output()
        .unwrap();
    assert!(out.status.success(), "{script}");
    let text = String::from_utf8(out.stdout).unwrap();
    text.split_terminator('\0').map(str::to_owned).collect()
}

/// Go's `csv.NewReader(strings.NewReader(value)).Read()` (default settings: `,`, no
/// comment character, no leading-space trimming, strict quotes): the first record's fields.
fn go_csv_record(value: &str) -> Result<Vec<Vec<u8>>, String> {
    let b = value.as_bytes();
    let mut fields = Vec::new();
    if b.is_empty() {
        return Err("EOF".into());
    }
    let mut i = 0;
    loop {
        let mut field = Vec::new();
        if b.get(i) == Some(&b'"') {
            i += 1;
            loop {
                match b.get(i) {
                    None => return Err("extraneous or missing \" in quoted-field".into()),
                    Some(b'"') if b.get(i + 1) == Some(&b'"') => {
                        field.push(b'"');
                        i += 2;
                    }
                    Some(b'"') => {
                        i += 1;
                        break;
                    }
                    Some(&c) => {
                        field.push(c);
                        i += 1;
                    }
                }
            }
            match b.get(i) {
                None => {
                    fields.push(field);
                    return Ok(fields);
                }
                Some(b',') => i += 1,
                Some(b'\n') => {
                    fields.push(field);
                    return Ok(fields);
                }
                Some(_) => return Err("extraneous or missing \" in quoted-field".into()),
            }
        } else {
            while let Some(&c) = b.get(i) {
                match c {
                    b',' | b'\n' => break,
                    b'"' => return Err("bare \" in non-quoted-field".into()),
                    c => field.push(c),
                }
                i += 1;
            }
            match b.get(i) {
                Some(b',') => i += 1,
                _ => {
                    fields.push(field);
                    return Ok(fields);
                }
            }
        }
        fields.push(field);
    }
}

/// What cbt creates from the command line: table, families, split keys.
struct Created {
    table: String,
    families: Vec<String>,
    splits: Vec<Vec<u8>>,
}

fn cbt_reads(words: &[String]) -> Created {
    assert_eq!(&words[..2], ["cbt", "createtable"]);
    let mut created = Created {
        table: words[2].clone(),
        families: Vec::new(),
        splits: Vec::new(),
    };
    for arg in &words[3..] {
        let (key, value) = arg.split_at(arg.find('=').expect("key=value"));
        let chunks = go_csv_record(&value[1..]).unwrap();
        match key {
            "families" => {
                created.families = chunks
                    .iter()
                    .map(|f| String::from_utf8(f.clone()).unwrap())
                    .map(|f| f.split(':').next().unwrap().to_owned())
                    .collect();
            }
            "splits" => created.splits = chunks,
            other => panic!("unknown arg key {other}"),
        }
    }
    created
}

fn points(design: &Design) -> Vec<Vec<u8>> {
    design
        .splits
        .resolve()
        .unwrap()
        .keys()
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect()
}

/// Whether a split key can travel as text on a command line and through one CSV record.
fn passable(point: &[u8]) -> bool {
    std::str::from_utf8(point).is_ok_and(|t| !t.chars().any(char::is_control))
}

/// `[_a-zA-Z0-9][-_.a-zA-Z0-9]*`.
fn bigtable_id(id: &str) -> bool {
    let mut chars = id.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || c.is_ascii_alphanumeric())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// Checks a design's command, or its reasons; returns whether there was a command.
fn check(design: &Design, with_sh: bool) -> bool {
    match cbt_createtable(design) {
        Ok(line) => {
            let words = shell_words(&line);
            if with_sh {
                assert_eq!(sh_words(&line), words, "{line}");
            }
            let created = cbt_reads(&words);
            assert_eq!(created.table, design.table);
            assert_eq!(created.families, std::slice::from_ref(&design.family));
            assert_eq!(created.splits, points(design), "{line}");
            true
        }
        Err(reasons) => {
            let mut expected = Vec::new();
            if !bigtable_id(&design.table) {
                expected.push(CbtReason::TableId {
                    table: design.table.clone(),
                });
            }
            if !bigtable_id(&design.family) {
                expected.push(CbtReason::Family {
                    family: design.family.clone(),
                });
            }
            for (i, p) in points(design).iter().enumerate() {
                if !passable(p) {
                    expected.push(CbtReason::SplitPoint {
                        index: i + 1,
                        point: to_string_binary(p),
                    });
                }
            }
            assert_eq!(reasons, expected);
            for r in &reasons {
                let (en, zh) = (r.sentence(Lang::En), r.sentence(Lang::Zh));
                assert!(!en.is_empty() && !zh.is_empty() && en != zh);
            }
            false
        }
    }
}

#[test]
fn every_preset_gives_its_split_points_or_says_why_not() {
    let mut commands = 0;
    let mut total = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            total += 1;
            commands += usize::from(check(&variant.design, true));
        }
    }
    // The binary pre-splits (UniformSplit, \x01 buckets, packed ints) and the namespaced
    // tables (test:demo) have none.
    assert!(commands > total / 2, "{commands} of {total}");
}

#[test]
fn num_regions_are_resolved() {
    let mut design = Design::new(KeySpec::new(vec![KeyPart::column(1, "k")]));
    design.splits = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::HexString,
        num_regions: 4,
        first_row: None,
        last_row: None,
    };
    assert_eq!(
        cbt_createtable(&design).unwrap(),
        "cbt createtable t families=cf splits=40000000,80000000,c0000000"
    );
    design.splits = SplitSpec::NumRegions {
        algorithm: SplitAlgorithm::Uniform,
        num_regions: 2,
        first_row: None,
        last_row: None,
    };
    let reasons = cbt_createtable(&design).unwrap_err();
    assert_eq!(
        reasons,
        [CbtReason::SplitPoint {
            index: 1,
            point: r"\x80\x00\x00\x00\x00\x00\x00\x00".into()
        }]
    );
}

#[test]
fn awkward_names_and_points() {
    let mut design = Design::new(KeySpec::new(vec![KeyPart::column(1, "k")])).with_splits(&[
        "a,b",
        "\"q\"",
        "it's",
        " lead",
        "$HOME",
        "x\\x5Cy",
        "\\xE4\\xB8\\xAD",
        "a;b|c&d",
    ]);
    design.table = "my-table.v2".into();
    assert!(check(&design, true));
    design.family = "cf:x".into();
    design.table = "test:demo".into();
    assert!(!check(&design, false));
}

fn point_strategy() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        3 => "[a-c ,\"'\\\\$`*;|&<>()#~!]{1,4}".prop_map(String::into_bytes),
        1 => "[é中\\t\\n\\x00-]{1,3}".prop_map(String::into_bytes),
        1 => prop::collection::vec(any::<u8>(), 1..4),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn generated_split_sets_read_back_exactly(points in prop::collection::vec(point_strategy(), 0..6)) {
        let texts: Vec<String> = points.iter().map(|p| to_string_binary(p)).collect();
        let mut design = Design::new(KeySpec::new(vec![KeyPart::column(1, "k")]));
        design.splits = SplitSpec::Explicit { splits: texts };
        if design.splits.resolve().is_ok() {
            check(&design, true);
        }
    }
}

/// A key that starts with a one-byte salt (issue 34 item 10: "cbt refuses every binary-salted
/// lesson") has its reason, in both languages, for the page to show before the refused
/// points: its split points are the bucket bytes `\x01 …`, which the text command cannot
/// carry. A salt written as text gets its command, and a binary split point without a salt
/// only the point's own sentence.
#[test]
fn a_binary_salt_s_refusal_says_why() {
    use rowkey_core::artefacts::{ArtefactKind, cbt_binary_salt_reason, table_artefact};
    use rowkey_core::presets::preset;
    for id in ["phoenix-salt-buckets", "salt-buckets-region-count"] {
        let design = preset(id).unwrap().variant("after").unwrap().design.clone();
        let points = table_artefact(&design, ArtefactKind::Cbt, Lang::En).unwrap_err();
        assert_eq!(points.len(), 7, "{id}: {points:?}");
        assert!(
            points[0].starts_with("split point 1 ('\\x01')"),
            "{}",
            points[0]
        );
        let en = cbt_binary_salt_reason(&design, Lang::En).unwrap();
        assert!(
            en.starts_with("the key starts with a one-byte salt (8 buckets), so its split points are raw bytes from \\x01 to \\x07;"),
            "{id}: {en}"
        );
        let zh = cbt_binary_salt_reason(&design, Lang::Zh).unwrap();
        assert!(zh.starts_with("行键以单字节盐值（8 个桶）开头"), "{zh}");
    }
    let letters = preset("salt-letters")
        .unwrap()
        .variant("after")
        .unwrap()
        .design
        .clone();
    assert!(table_artefact(&letters, ArtefactKind::Cbt, Lang::En).is_ok());
    assert_eq!(cbt_binary_salt_reason(&letters, Lang::En), None);
    let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "n")])).with_splits(&["\\x01"]);
    assert!(table_artefact(&design, ArtefactKind::Cbt, Lang::En).is_err());
    assert_eq!(cbt_binary_salt_reason(&design, Lang::En), None);
}
