//! Importing a live layout (`rowkey_core::layout`): one fixture per form, bad pastes with the
//! exact line, and the round trip from key sets rendered in each form to `SPLITS` and back.

use proptest::prelude::*;
use rowkey_core::display::to_string_binary;
use rowkey_core::i18n::{Lang, Localize};
use rowkey_core::layout::{
    Expected, Layout, LayoutError, LayoutErrorKind, LayoutForm, parse_layout, parse_layout_for,
};
use rowkey_core::split::SplitSpec;

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/layouts/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The fixtures' table: regions split at `1000`, `2000\x00` and `3\xFF|x`.
fn expected_bounds() -> Vec<(Vec<u8>, Vec<u8>)> {
    let k: [&[u8]; 5] = [b"", b"1000", b"2000\x00", b"3\xFF|x", b""];
    k.windows(2)
        .map(|w| (w[0].to_vec(), w[1].to_vec()))
        .collect()
}

fn bounds(layout: &Layout) -> Vec<(Vec<u8>, Vec<u8>)> {
    layout
        .regions
        .iter()
        .map(|r| (r.start.clone(), r.end.clone()))
        .collect()
}

fn err(text: &str) -> LayoutError {
    parse_layout(text).expect_err("should not parse")
}

#[test]
fn list_regions_fixture() {
    let layout = parse_layout(&fixture("list_regions.txt")).unwrap();
    assert_eq!(layout.form, LayoutForm::ListRegions);
    assert_eq!(bounds(&layout), expected_bounds());
    let sizes: Vec<Option<f64>> = layout.regions.iter().map(|r| r.size_mb).collect();
    assert_eq!(sizes, [Some(120.0), Some(64.0), Some(0.0), Some(1875.0)]);
    let requests: Vec<Option<u64>> = layout.regions.iter().map(|r| r.requests).collect();
    assert_eq!(requests, [Some(5000), Some(123_456), Some(0), Some(42)]);
    let lines: Vec<usize> = layout.regions.iter().map(|r| r.line).collect();
    assert_eq!(lines, [4, 5, 6, 7]);
    assert_eq!(layout.split_texts(), ["1000", "2000\\x00", "3\\xFF|x"]);
}

#[test]
fn get_splits_fixture() {
    let layout = parse_layout(&fixture("get_splits.txt")).unwrap();
    assert_eq!(layout.form, LayoutForm::GetSplits);
    assert_eq!(bounds(&layout), expected_bounds());
    assert!(!layout.has_sizes() && !layout.has_requests());
}

#[test]
fn meta_scan_fixture_keeps_the_user_table_and_drops_split_parents() {
    let text = fixture("meta_scan.txt");
    let layout = parse_layout(&text).unwrap();
    assert_eq!(layout.form, LayoutForm::MetaScan);
    assert_eq!(layout.table.as_deref(), Some("t"));
    assert_eq!(bounds(&layout), expected_bounds());
    // Asking for the system table gives its one region.
    let ns = parse_layout_for(&text, Some("hbase:namespace")).unwrap();
    assert_eq!(ns.regions.len(), 1);
    assert_eq!(ns.split_spec(), SplitSpec::None);
}

#[test]
fn master_ui_fixture() {
    let layout = parse_layout(&fixture("master_ui.tsv")).unwrap();
    assert_eq!(layout.form, LayoutForm::MasterUi);
    assert_eq!(bounds(&layout), expected_bounds());
    let sizes: Vec<f64> = layout.regions.iter().map(|r| r.size_mb.unwrap()).collect();
    assert_eq!(sizes[..3], [120.0, 64.0, 0.0]);
    assert!((sizes[3] - 1.83 * 1024.0).abs() < 1e-9);
    let requests: Vec<Option<u64>> = layout.regions.iter().map(|r| r.requests).collect();
    assert_eq!(requests, [Some(5000), Some(123_456), Some(0), None]);
}

#[test]
fn master_ui_sorted_by_another_column_is_put_back_in_key_order() {
    let text = fixture("master_ui.tsv");
    let mut lines: Vec<&str> = text.lines().collect();
    let n = lines.len();
    lines[6..n].reverse();
    let layout = parse_layout(&lines.join("\n")).unwrap();
    assert_eq!(bounds(&layout), expected_bounds());
}

#[test]
fn a_line_in_none_of_the_forms() {
    let e = err("\n\nhello world\n");
    assert_eq!(e.line, 3);
    assert!(matches!(e.kind, LayoutErrorKind::UnknownLine { .. }));
    assert_eq!(err("  \n").kind, LayoutErrorKind::Empty);
    // Inside a meta scan, a stray line is named by its line.
    let text = fixture("meta_scan.txt").replace(
        " t                                                           column=table:state",
        "oops\n t                                                           column=table:state",
    );
    let e = err(&text);
    assert_eq!(e.line, 8);
    assert_eq!(
        e.kind,
        LayoutErrorKind::UnknownLine {
            text: "oops".into()
        }
    );
}

#[test]
fn a_gap_between_regions_names_the_region_after_it() {
    // The third region now starts at 2001 while the second ends at 2000\x00.
    let text = fixture("list_regions.txt").replace("|   2000\\x00 |    3", "|   2001\\x00 |    3");
    let e = err(&text);
    assert_eq!(e.line, 6);
    assert_eq!(
        e.kind,
        LayoutErrorKind::NotContiguous {
            previous_end: "2000\\x00".into(),
            previous_line: 5,
            start: "2001\\x00".into(),
        }
    );
    assert_eq!(
        e.localized().en,
        "line 6: this region starts at '2001\\x00' but the region before it (line 5) ends at \
         '2000\\x00'"
    );
    assert!(e.localized().get(Lang::Zh).starts_with("第 6 行："));
}

#[test]
fn a_missing_first_or_last_region() {
    let text = fixture("list_regions.txt");
    let mut lines: Vec<&str> = text.lines().collect();
    lines.remove(3); // the first region
    let joined = lines.join("\n").replace(" 4 rows", " 3 rows");
    let e = err(&joined);
    assert_eq!(e.line, 4);
    assert!(matches!(e.kind, LayoutErrorKind::FirstStartNotEmpty { .. }));

    let ui = fixture("master_ui.tsv");
    let cut: Vec<&str> = ui.lines().take(9).collect(); // three of the four regions
    let e = err(&cut.join("\n"));
    assert_eq!(e.line, 9);
    assert_eq!(
        e.kind,
        LayoutErrorKind::LastEndNotEmpty {
            end: "3\\xFF|x".into()
        }
    );
}

#[test]
fn a_truncated_row() {
    // list_regions cut in the middle of its third region.
    let text = fixture("list_regions.txt");
    let cut = &text[..text.find("2000\\x00 |    3").unwrap() + 4];
    let e = err(cut);
    assert_eq!(e.line, 6);
    assert!(
        matches!(&e.kind, LayoutErrorKind::Expected { expected: Expected::CellEnd { column }, .. } if column == "START_KEY"),
        "{e:?}"
    );
    // Without its `N rows` line.
    let cut: String = text.lines().take(7).collect::<Vec<_>>().join("\n");
    let e = err(&cut);
    assert_eq!(
        (e.line, &e.kind),
        (
            8,
            &LayoutErrorKind::Expected {
                expected: Expected::RowsFooter,
                found: String::new()
            }
        )
    );
    // A meta scan cut inside a regioninfo value.
    let meta = fixture("meta_scan.txt");
    let at = meta.find("STARTKEY => '1000'").unwrap();
    let e = err(&meta[..at + 20]);
    assert_eq!(e.line, 13);
    assert!(matches!(e.kind, LayoutErrorKind::Expected { .. }), "{e:?}");
    // A Master UI row short of cells.
    let ui = fixture("master_ui.tsv");
    let cut = &ui[..ui.find("\t2000\\x00\t3").unwrap()];
    let e = err(cut);
    assert_eq!(e.line, 9);
    assert!(
        matches!(
            e.kind,
            LayoutErrorKind::Expected {
                expected: Expected::Cells {
                    count: 11,
                    found: 8
                },
                ..
            }
        ),
        "{e:?}"
    );
    // get_splits short of a key.
    let e = err("Total number of splits = 4\n1000\n2000\\x00\n");
    assert_eq!(
        (e.line, e.kind),
        (4, LayoutErrorKind::CountMismatch { said: 3, found: 2 })
    );
}

#[test]
fn counts_and_partial_lists() {
    let text = fixture("list_regions.txt").replace(" 4 rows", " 5 rows");
    let e = err(&text);
    assert_eq!(
        (e.line, e.kind),
        (8, LayoutErrorKind::CountMismatch { said: 5, found: 4 })
    );
    let ui = format!(
        "{}\nThis table has 40 regions in total, in order to improve the page load time, only 4 regions are displayed here, click here to see all regions.\n",
        fixture("master_ui.tsv")
    );
    let e = err(&ui);
    assert_eq!(
        (e.line, e.kind),
        (
            12,
            LayoutErrorKind::PartialList {
                shown: 4,
                total: 40
            }
        )
    );
}

#[test]
fn duplicate_starts_and_several_tables() {
    let e = err("Total number of splits = 3\n10\n10\n");
    assert!(
        matches!(e.kind, LayoutErrorKind::DuplicateStart { .. }),
        "{e:?}"
    );
    assert_eq!(e.line, 3);
    let meta = fixture("meta_scan.txt")
        .replace("'t,", "'u,")
        .replace(" t,", " u,");
    let two = format!("{meta}{}", fixture("meta_scan.txt"));
    let e = parse_layout(&two).unwrap_err();
    assert!(
        matches!(
            e.kind,
            LayoutErrorKind::UnknownLine { .. } | LayoutErrorKind::SeveralTables { .. }
        ),
        "{e:?}"
    );
}

#[test]
fn errors_read_in_both_languages() {
    for e in [
        err("nothing"),
        err("Total number of splits = x\n"),
        err(" START_KEY | END_KEY |\n nope\n"),
    ] {
        let t = e.localized();
        assert!(t.get(Lang::En).starts_with("line "), "{}", t.get(Lang::En));
        assert!(t.get(Lang::Zh).starts_with('第'), "{}", t.get(Lang::Zh));
    }
}

// ---- the round trip ------------------------------------------------------------------------

/// `list_regions` as the shell prints it: ` %Ns |` cells as wide as their longest value.
fn write_list_regions(texts: &[String]) -> String {
    let mut rows: Vec<[String; 4]> = Vec::new();
    for (i, w) in texts.windows(2).enumerate() {
        rows.push([
            format!("rs{}.example.com,16020,1", i % 3),
            format!("t,{},1.{:032x}.", w[0], i),
            w[0].clone(),
            w[1].clone(),
        ]);
    }
    let names = ["SERVER_NAME", "REGION_NAME", "START_KEY", "END_KEY"];
    let mut widths = [12, 12, 10, 10];
    for r in &rows {
        for c in 0..4 {
            widths[c] = widths[c].max(r[c].len());
        }
    }
    let mut out = String::new();
    for c in 0..4 {
        out += &format!(" {:>w$} |", names[c], w = widths[c]);
    }
    out += "\n";
    for w in widths {
        out += &format!(" {} |", "-".repeat(w));
    }
    out += "\n";
    for r in &rows {
        for c in 0..4 {
            out += &format!(" {:>w$} |", r[c], w = widths[c]);
        }
        out += "\n";
    }
    out + &format!(" {} rows\nTook 0.01 seconds\n", rows.len())
}

fn write_get_splits(texts: &[String]) -> String {
    let inner = &texts[1..texts.len() - 1];
    let mut out = format!("Total number of splits = {}\n", inner.len() + 1);
    for t in inner {
        out += t;
        out += "\n";
    }
    out + "Took 0.02 seconds\n"
}

fn write_meta_scan(texts: &[String]) -> String {
    let mut out = String::from("ROW  COLUMN+CELL\n");
    let n = texts.len() - 1;
    for (i, w) in texts.windows(2).enumerate() {
        let name = format!("t,{},1.{:032x}.", w[0], i);
        out += &format!(
            " {name} column=info:regioninfo, timestamp=1, value={{ENCODED => {i:032x}, NAME => '{name}', STARTKEY => '{}', ENDKEY => '{}'}}\n",
            w[0], w[1]
        );
        out += &format!(" {name} column=info:server, timestamp=1, value=rs:16020\n");
    }
    out + &format!("{n} row(s)\n")
}

fn write_master_ui(texts: &[String]) -> String {
    let mut out = String::from(
        "Name(1)\tRegion Server\tReadRequests\n(0)\tWriteRequests\n(0)\tStorefileSize\n(0 MB)\tNum.Storefiles\n(0)\tMemSize\n(0 MB)\tLocality\tStart Key\tEnd Key\tRegion State\n",
    );
    for (i, w) in texts.windows(2).enumerate() {
        out += &format!(
            "t,{},1.{i:032x}.\trs:16030\t{i}\t1\t{i} MB\t1\t0 MB\t1.0\t{}\t{}\tOPEN\n",
            w[0], w[0], w[1]
        );
    }
    out
}

fn key_sets() -> impl Strategy<Value = Vec<Vec<u8>>> {
    let byte = prop_oneof![3 => 0x20u8..0x7F, 1 => any::<u8>()];
    proptest::collection::btree_set(proptest::collection::vec(byte, 1..10), 0..25)
        .prop_map(|s| s.into_iter().collect())
}

proptest! {
    #[test]
    fn every_form_round_trips_to_the_same_split_keys(keys in key_sets()) {
        let mut texts = vec![String::new()];
        texts.extend(keys.iter().map(|k| to_string_binary(k)));
        texts.push(String::new());
        let mut forms = vec![
            (LayoutForm::GetSplits, write_get_splits(&texts)),
            (LayoutForm::MetaScan, write_meta_scan(&texts)),
            (LayoutForm::MasterUi, write_master_ui(&texts)),
        ];
        // list_regions strips each key (`.strip`): a key with a leading space loses it.
        if !texts.iter().any(|t| t.starts_with(' ')) {
            forms.push((LayoutForm::ListRegions, write_list_regions(&texts)));
        }
        for (form, text) in forms {
            let layout = parse_layout(&text).map_err(|e| TestCaseError::fail(format!("{form:?}: {}\n{text}", e.localized().en)))?;
            prop_assert_eq!(layout.form, form);
            prop_assert_eq!(&layout.split_keys(), &keys);
            let resolved = layout.split_spec().resolve().unwrap();
            let back: Vec<Vec<u8>> = resolved.keys().iter().map(|k| k.as_bytes().to_vec()).collect();
            prop_assert_eq!(&back, &keys, "{:?}", form);
            prop_assert_eq!(resolved.region_count(), keys.len() + 1);
        }
    }
}

proptest! {
    /// What the fuzz target checks, on the fixtures cut, spliced and with a character
    /// changed: no panic, an accepted layout tiles the key space, an error names a line.
    #[test]
    fn damaged_fixtures_never_panic(
        which in 0usize..4,
        cut in any::<proptest::sample::Index>(),
        at in any::<proptest::sample::Index>(),
        c in any::<char>(),
    ) {
        let name = ["list_regions.txt", "get_splits.txt", "meta_scan.txt", "master_ui.tsv"][which];
        let text = fixture(name);
        let mut chars: Vec<char> = text.chars().collect();
        let i = at.index(chars.len());
        chars[i] = c;
        chars.truncate(cut.index(chars.len() + 1).max(i));
        let damaged: String = chars.into_iter().collect();
        match parse_layout(&damaged) {
            Ok(layout) => {
                let r = &layout.regions;
                prop_assert!(r[0].start.is_empty() && r[r.len() - 1].end.is_empty());
                for w in r.windows(2) {
                    prop_assert_eq!(&w[0].end, &w[1].start);
                }
            }
            Err(e) => {
                let lines = damaged.split('\n').count();
                prop_assert!(e.line >= 1 && e.line <= lines + 1, "{} of {}", e.line, lines);
            }
        }
    }
}
