//! Refusals cited (issue 31 item 13): per typed encoding and per refusal (empty key,
//! `VARBINARY` position, `DESC VARBINARY`, `DECIMAL` scale, `NOT NULL`), what the store does,
//! with the upstream source line that decides it, and that every path of this project says
//! the same:
//!
//! - the page's path: `rowkey_core::analysis::analyze` (the keys it counts, the encode-error
//!   finding, the inline part error the key editor shows);
//! - the command line, through the built binary: `rowkey analyze --format json` (the keys, in
//!   hex, and the encode errors) and its exit code, `rowkey emit phoenix` (exit 0 with the
//!   statement, 1 with reasons, 2 for a recipe the store refuses);
//! - the key builders: `rowkey emit python` run with `python3` where the recipe has a
//!   builder (a typed recipe has none: exit 1, the store's client writes it).
//!
//! Sources are `apache/hbase` (master, as `/work/shared/reference/hbase-semantics.md` §11) and
//! `apache/phoenix` master at PHOENIX-7980 (commit `6d9ec471dae`), line numbers at that
//! commit. Expected key bytes are written from the stores' formats, not from this project's
//! output (each derivation is beside it).

use std::path::PathBuf;
use std::process::{Command, Output};

use rowkey_core::analysis::{FormatChoice, Inputs, SampleSource, analyze};
use rowkey_core::design::Design;
use rowkey_core::i18n::{Lang, Localize};
use rowkey_core::spec::{PartId, PartProblem, SpecError};

mod common;
use common::{path, rowkey, temp};

/// What a case expects.
enum Expect {
    /// Per sample row: its key, or the words (English) of the row's refusal.
    Rows(Vec<Result<&'static [u8], &'static str>>),
    /// The recipe is refused at `part` with `problem`.
    Recipe { part: u32, problem: PartProblem },
}

struct Case {
    /// A name for messages and scratch files.
    name: &'static str,
    /// The recipe's parts, as JSON (the design file's `parts`).
    parts: &'static str,
    /// The sample, CSV with a header.
    csv: &'static str,
    expect: Expect,
    /// `rowkey emit phoenix`: the exit code and, for 0, the statement's column lines.
    phoenix: (i32, &'static [&'static str]),
}

/// A typed field of column `column`.
fn typed(id: u32, column: &str, encoding: &str) -> String {
    format!(
        r#"{{"id":{id},"value":{{"field":{{"source":{{"column":{{"name":"{column}"}}}},"encoding":{{"typed":{encoding}}}}}}}}}"#
    )
}

fn design_json(parts: &str) -> String {
    format!(
        r#"{{"version":1,"table":"t","family":"0","recipe":{{"version":1,"parts":[{parts}]}},"splits":{{"kind":"none"}}}}"#
    )
}

fn cases() -> Vec<Case> {
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    vec![
        // Empty key, HBase Struct of OrderedBytes: hbase-common/src/main/java/org/apache/
        // hadoop/hbase/types/Struct.java `encode`: "find the last occurrence of a non-null or
        // null and non-nullable value", then only the fields up to it are written; so an
        // all-null row of nullable fields writes nothing, and HBase refuses an empty row:
        // hbase-client/src/main/java/org/apache/hadoop/hbase/client/Mutation.java
        // `checkRow(byte[], int, int)`: `if (length == 0) throw new
        // IllegalArgumentException("Row length is 0")` (called by the `Put` constructors).
        // "x": OrderedBytes TEXT = 0x34, the bytes, TERM 0x00; 1 = 0.01·100^1: positive
        // medium, 0x17 + E = 0x18, last centimal digit 1 → 2·1 + 0 = 0x02 (OrderedBytes.java
        // class documentation and constants TEXT, POS_MED_MIN).
        Case {
            name: "ordered_bytes_all_null",
            parts: leak(format!(
                "{},{}",
                typed(1, "a", r#"{"ordered_bytes":{"type":"string"}}"#),
                typed(2, "b", r#"{"ordered_bytes":{"type":"numeric"}}"#)
            )),
            csv: "a,b\nx,1\n,\n",
            expect: Expect::Rows(vec![
                Ok(b"\x34x\x00\x18\x02"),
                Err("HBase refuses an empty row key"),
            ]),
            phoenix: (1, &[]),
        },
        // Empty key, Phoenix: a key of nulls only is Phoenix's own refusal, before HBase's
        // (phoenix-core-client/.../schema/PTableImpl.java line 1297: "Primary key may not be
        // null"). 'x' then nothing: the trailing null is dropped (line 1185) and a separator is
        // only written before a next column (lines 1210-1212).
        Case {
            name: "phoenix_all_null",
            parts: leak(format!(
                "{},{}",
                typed(1, "a", r#"{"phoenix":{"type":"varchar"}}"#),
                typed(2, "b", r#"{"phoenix":{"type":{"decimal":null}}}"#)
            )),
            csv: "a,b\nx,\n,\n",
            expect: Expect::Rows(vec![Ok(b"x"), Err("every primary-key value is null")]),
            phoenix: (0, &["\"a\" VARCHAR,", "\"b\" DECIMAL,"]),
        },
        // Empty key, Bigtable OrderedCodeBytes: an all-empty struct is `\x00\x00`, never the
        // empty key (this project's model of the struct encoding, see rowkey-engine typed.rs);
        // a non-empty one is its escaped field.
        Case {
            name: "bigtable_all_empty",
            parts: leak(typed(
                1,
                "a",
                r#"{"bigtable":{"type":"string_utf8_bytes"}}"#,
            )),
            csv: "a,b\nx,1\n,\n",
            expect: Expect::Rows(vec![Ok(b"x"), Ok(b"\x00\x00")]),
            phoenix: (1, &[]),
        },
        // Empty key, plain text (no typed encoding): the same HBase refusal
        // (Mutation.checkRow), for any key kind.
        Case {
            name: "text_empty",
            parts: r#"{"id":1,"value":{"field":{"source":{"column":{"name":"a"}},"encoding":{"text":{}}}}}"#,
            csv: "a,b\nx,1\n\"\",2\n",
            expect: Expect::Rows(vec![Ok(b"x"), Err("HBase refuses an empty row key")]),
            phoenix: (0, &["\"a\" VARCHAR NOT NULL,"]),
        },
        // VARBINARY position: phoenix-core-client/.../schema/MetaDataClient.java lines
        // 3363-3366: a `PVarbinary` (or array) primary-key column while
        // `pkColumnsIterator.hasNext()` raises VARBINARY_IN_ROW_KEY (SQLExceptionCode.java
        // line 264). Only VARBINARY: BINARY is fixed-width, VARBINARY_ENCODED (not modelled
        // here) may stand anywhere.
        Case {
            name: "varbinary_not_last",
            parts: leak(format!(
                "{},{}",
                typed(1, "a", r#"{"phoenix":{"type":"varbinary"}}"#),
                typed(2, "b", r#"{"phoenix":{"type":"integer"}}"#)
            )),
            csv: "a,b\nx,1\n",
            expect: Expect::Recipe {
                part: 1,
                problem: PartProblem::PhoenixVarbinaryNotLast { next: PartId(2) },
            },
            phoenix: (2, &[]),
        },
        // A VARBINARY last is accepted: 'x' then INTEGER 1 = 80 00 00 01 (sign bit flipped),
        // no separator after a fixed-width column.
        Case {
            name: "varbinary_last",
            parts: leak(format!(
                "{},{}",
                typed(1, "b", r#"{"phoenix":{"type":"integer"}}"#),
                typed(2, "a", r#"{"phoenix":{"type":"varbinary"}}"#)
            )),
            csv: "a,b\nx,1\n",
            expect: Expect::Rows(vec![Ok(b"\x80\x00\x00\x01x")]),
            phoenix: (0, &["\"b\" INTEGER NOT NULL,", "\"a\" VARBINARY,"]),
        },
        // DESC VARBINARY: phoenix-core-client/.../schema/ColumnMetaDataOps.java lines
        // 183-184: `isPK && sortOrder == SortOrder.DESC && def.getDataType() ==
        // PVarbinary.INSTANCE` raises DESC_VARBINARY_NOT_SUPPORTED (SQLExceptionCode.java
        // line 392), even as the last column.
        Case {
            name: "desc_varbinary",
            parts: leak(format!(
                "{},{}",
                typed(1, "b", r#"{"phoenix":{"type":"integer"}}"#),
                typed(2, "a", r#"{"phoenix":{"type":"varbinary","order":"desc"}}"#)
            )),
            csv: "a,b\nx,1\n",
            expect: Expect::Recipe {
                part: 2,
                problem: PartProblem::PhoenixDescVarbinary,
            },
            phoenix: (2, &[]),
        },
        // DECIMAL scale: phoenix-core-client/.../parse/ColumnDef.java line 131:
        // `scale = scale == null ? PDataType.DEFAULT_SCALE : scale > maxLength ? maxLength :
        // scale;` so DECIMAL(2,5) is DECIMAL(2,2). 0.12345 keeps 0.12 (PDecimal: exponent
        // byte 0x80 | (−1 + 65) = 0xC0 for 12·100^−1, digit byte 12 + 1 = 0x0D); 1.5 has
        // one integer digit where DECIMAL(2,2) holds none (PDecimal.isSizeCompatible).
        Case {
            name: "decimal_scale_clamped",
            parts: leak(typed(1, "a", r#"{"phoenix":{"type":{"decimal":[2,5]}}}"#)),
            csv: "a,b\n0.12345,1\n1.5,2\n",
            expect: Expect::Rows(vec![
                Ok(b"\xC0\x0D"),
                Err("1 digits before the point; the DECIMAL holds 0"),
            ]),
            phoenix: (0, &["\"a\" DECIMAL(2,2) NOT NULL,"]),
        },
        // NOT NULL: a primary-key column is nullable unless the DDL says NOT NULL
        // (parse/ColumnDef.java lines 186-189 `isNull()`: "null or Boolean.TRUE means NULL"),
        // except the only column of a key (ColumnMetaDataOps.java line 214). PTableImpl.newKey
        // refuses an empty value only where `!column.isNullable()` (line 1254), or a
        // fixed-width column left out at the end (line 1290). So VARCHAR and DECIMAL are
        // declared nullable and their nulls encoded (a null VARCHAR before another column
        // writes 0x00, PTableImpl lines 1210-1212, SchemaUtil.getSeparatorBytes; trailing nulls
        // dropped, line 1185); INTEGER is NOT NULL and its null refused.
        // Row 1: 'x' 00, DECIMAL 1 = C1 02 (exponent 0 + 65 | 0x80, digit 1 + 1) 00, INTEGER 1.
        // Row 2: null VARCHAR → 00; null DECIMAL → 00; INTEGER 1.
        Case {
            name: "not_null",
            parts: leak(format!(
                "{},{},{}",
                typed(1, "a", r#"{"phoenix":{"type":"varchar"}}"#),
                typed(2, "b", r#"{"phoenix":{"type":{"decimal":null}}}"#),
                typed(3, "c", r#"{"phoenix":{"type":"integer"}}"#)
            )),
            csv: "a,b,c\nx,1,1\n,,1\nx,1,\n",
            expect: Expect::Rows(vec![
                Ok(b"x\x00\xC1\x02\x00\x80\x00\x00\x01"),
                Ok(b"\x00\x00\x80\x00\x00\x01"),
                Err("a fixed-width primary-key column cannot be null"),
            ]),
            phoenix: (
                0,
                &[
                    "\"a\" VARCHAR,",
                    "\"b\" DECIMAL,",
                    "\"c\" INTEGER NOT NULL,",
                ],
            ),
        },
        // NOT NULL, one column: ColumnMetaDataOps.java lines 209-214 make the only
        // primary-key column not nullable; its null is the key of nulls (PTableImpl line
        // 1297).
        Case {
            name: "not_null_single_column",
            parts: leak(typed(1, "a", r#"{"phoenix":{"type":"varchar"}}"#)),
            csv: "a,b\nx,1\n\"\",2\n",
            expect: Expect::Rows(vec![Ok(b"x"), Err("every primary-key value is null")]),
            phoenix: (0, &["\"a\" VARCHAR NOT NULL,"]),
        },
    ]
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out: Output = rowkey(args);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn every_path_refuses_what_the_store_refuses() {
    for case in cases() {
        let name = case.name;
        let json = design_json(case.parts);
        let design_file = temp(&format!("refusals_{name}.json"), &json);
        let data_file = temp(&format!("refusals_{name}.csv"), case.csv);
        let design: Design = serde_json::from_str(&json).unwrap();

        // The page's path.
        let inputs = Inputs {
            recipe: design.recipe.clone(),
            sample: SampleSource::Pasted {
                text: case.csv.to_owned(),
                format: FormatChoice::Auto,
                skip_bad_lines: false,
            },
            splits: design.splits.clone(),
            queries: Vec::new(),
            ..Inputs::default()
        };
        let analysis = analyze(&inputs);

        // The command line.
        let (code, stdout, stderr) = run(&[
            "analyze",
            "--design",
            design_file.to_str().unwrap(),
            "--data",
            data_file.to_str().unwrap(),
            "--input-format",
            "csv",
            "--format",
            "json",
        ]);

        match &case.expect {
            Expect::Recipe { part, problem } => {
                let expected = SpecError::Part {
                    part: PartId(*part),
                    problem: problem.clone(),
                };
                assert_eq!(design.recipe.validate(), Err(expected.clone()), "{name}");
                assert_eq!(analysis.recipe_error.as_ref(), Some(&expected), "{name}");
                // The inline error next to the part, in both languages.
                let inline = analysis.part_error(PartId(*part)).expect(name);
                assert_eq!(inline, problem.localized(), "{name}");
                assert!(
                    !inline.get(Lang::Zh).is_empty()
                        && inline.get(Lang::Zh) != inline.get(Lang::En)
                );
                assert_eq!(analysis.stats.rows, 0, "{name}");
                assert_eq!(code, 2, "{name}: {stderr}");
                assert!(
                    stderr.contains(problem.localized().get(Lang::En)),
                    "{name}: {stderr}"
                );
            }
            Expect::Rows(rows) => {
                assert_eq!(analysis.recipe_error, None, "{name}");
                assert_eq!(code, 0, "{name}: {stderr}");
                let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
                let keys = report["keys"].as_array().unwrap();
                let errors = report["encode_errors"].as_array().unwrap();
                let good = rows.iter().filter(|r| r.is_ok()).count();
                assert_eq!(analysis.stats.rows, good, "{name}: the page's keys");
                assert_eq!(keys.len(), good, "{name}: the command line's keys");
                assert_eq!(errors.len(), rows.len() - good, "{name}");
                for (i, row) in rows.iter().enumerate() {
                    match row {
                        Ok(bytes) => {
                            assert!(!bytes.is_empty(), "{name}: an expected key is never empty");
                            let key = keys
                                .iter()
                                .find(|k| k["row"] == i + 1)
                                .unwrap_or_else(|| panic!("{name}: row {} has no key", i + 1));
                            assert_eq!(key["hex"], hex(bytes), "{name}: row {}", i + 1);
                        }
                        Err(words) => {
                            let error = errors
                                .iter()
                                .find(|e| e["row"] == i + 1)
                                .unwrap_or_else(|| panic!("{name}: row {} has no error", i + 1));
                            let message = error["message"].as_str().unwrap();
                            assert!(message.contains(words), "{name}: {message}");
                            // The page's finding says the same.
                            let finding = analysis
                                .problems
                                .iter()
                                .find(|p| p.code == "encode-errors")
                                .unwrap_or_else(|| panic!("{name}: no encode-errors finding"));
                            assert!(finding.message.get(Lang::Zh) != finding.message.get(Lang::En));
                        }
                    }
                }
            }
        }

        // `emit phoenix`.
        let (code, stdout, stderr) =
            run(&["emit", "phoenix", "--design", design_file.to_str().unwrap()]);
        let (want, lines) = case.phoenix;
        assert_eq!(code, want, "{name}: {stdout}{stderr}");
        if want == 2 {
            assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
            assert!(stdout.is_empty(), "{name}: {stdout}");
        }
        for line in lines {
            assert!(
                stdout.lines().any(|l| l.trim() == *line),
                "{name}: no line {line} in\n{stdout}"
            );
        }
        // `emit phoenix` declares a column nullable exactly where the encoder writes that
        // column's null: every declared column line is one of the expected ones.
        if want == 0 {
            let declared = stdout.lines().filter(|l| l.starts_with("    \"")).count();
            assert_eq!(declared, lines.len(), "{name}:\n{stdout}");
        }
    }
}

/// The DECIMAL(2,5) statement says, in a comment and in both languages, that Phoenix
/// stores DECIMAL(2,2).
#[test]
fn the_clamped_decimal_is_said_in_a_comment() {
    let json = design_json(&typed(1, "a", r#"{"phoenix":{"type":{"decimal":[2,5]}}}"#));
    let file = temp("refusals_decimal_comment.json", &json);
    for (lang, words) in [
        ("en", "stores DECIMAL(2,2)"),
        ("zh", "实际保存为 DECIMAL(2,2)"),
    ] {
        let (code, stdout, stderr) = run(&[
            "emit",
            "phoenix",
            "--design",
            file.to_str().unwrap(),
            "--lang",
            lang,
        ]);
        assert_eq!(code, 0, "{stderr}");
        let first = stdout.lines().next().unwrap();
        assert!(
            first.starts_with("-- ") && first.contains(words),
            "{stdout}"
        );
        assert!(first.contains("DECIMAL(2,5)"), "{stdout}");
    }
    // The design keeps what was typed.
    let design: Design = serde_json::from_str(&json).unwrap();
    let saved = serde_json::to_string(&design).unwrap();
    assert!(saved.contains("[2,5]"), "{saved}");
}

/// The key builders refuse the empty key where the engine does: the Python builder of a
/// plain-text recipe, run with `python3`, raises for an empty value and prints the key
/// otherwise.
#[test]
fn the_python_key_builder_refuses_the_empty_key() {
    let json = design_json(
        r#"{"id":1,"value":{"field":{"source":{"column":{"name":"a"}},"encoding":{"text":{}}}}}"#,
    );
    let file = temp("refusals_builder.json", &json);
    let (code, source, stderr) = run(&["emit", "python", "--design", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let script: PathBuf = path("refusals_row_key.py");
    std::fs::write(&script, source).unwrap();
    let python = |arg: &str| {
        Command::new("python3")
            .arg(&script)
            .arg(arg)
            .output()
            .expect("python3 runs (.ci/install-tools.sh test)")
    };
    let ok = python("a=x");
    assert!(ok.status.success(), "{ok:?}");
    assert_eq!(String::from_utf8(ok.stdout).unwrap(), "x\n");
    let empty = python("a=");
    assert!(!empty.status.success(), "{empty:?}");
    let err = String::from_utf8(empty.stderr).unwrap();
    assert!(err.contains("Row length is 0"), "{err}");
    // A typed recipe has no builder (the store's client writes it): exit 1, a reason.
    let typed_file = temp(
        "refusals_builder_typed.json",
        &design_json(&typed(1, "a", r#"{"ordered_bytes":{"type":"string"}}"#)),
    );
    let (code, _, _) = run(&["emit", "python", "--design", typed_file.to_str().unwrap()]);
    assert_ne!(code, 0);
}
