//! `rowkey emit bigtable-schema`: the row key schema file for `gcloud bigtable instances
//! tables create|update --row-key-schema-definition-file=FILE
//! --row-key-schema-pre-encoded-bytes`, its cautions, and its reasons.

use std::path::Path;
use std::process::Output;

mod common;
use common::{example, rowkey, temp};

fn emit(design: &Path, lang: Option<&str>) -> Output {
    let mut args = vec![
        "emit",
        "bigtable-schema",
        "--design",
        design.to_str().unwrap(),
    ];
    if let Some(lang) = lang {
        args.extend(["--lang", lang]);
    }
    rowkey(&args)
}

#[test]
fn a_delimited_design_gives_its_schema_and_cautions() {
    let design = temp(
        "bigtable_schema_delimited.json",
        r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[
            {"id":1,"value":{"field":{"source":{"column":{"name":"device"}},"encoding":{"text":{}}}},"separator":"#"},
            {"id":2,"value":{"field":{"source":{"column":{"name":"serial"}},"encoding":{"integer":{"format":{"binary":{"width":8,"style":"twos_complement"}}}}}}}
        ]},"splits":{"kind":"none"}}"##,
    );
    let out = emit(&design, None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "encoding:\n  delimitedBytes:\n    delimiter: \"Iw==\"\nfields:\n\
         - fieldName: \"device\"\n  type:\n    stringType:\n      encoding:\n        utf8Bytes: {}\n\
         - fieldName: \"serial\"\n  type:\n    int64Type:\n      encoding:\n        bigEndianBytes: {}\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].starts_with(
            "rowkey: caution: part 1: Bigtable decodes DelimitedBytes keys in sorted mode"
        ),
        "{err}"
    );
    assert!(
        lines[1].starts_with("rowkey: caution: part 2: an Int64 (BigEndianBytes)"),
        "{err}"
    );
    let zh = String::from_utf8(emit(&design, Some("zh")).stderr).unwrap();
    assert!(zh.starts_with("rowkey: 注意：部分 1："), "{zh}");
}

#[test]
fn a_typed_design_gives_ordered_code_bytes() {
    let design = temp(
        "bigtable_schema_typed.json",
        r#"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[
            {"id":1,"value":{"field":{"source":{"column":{"name":"user"}},"encoding":{"typed":{"bigtable":{"type":"string_utf8_bytes"}}}}}},
            {"id":2,"value":{"field":{"source":{"column":{"name":"seq"}},"encoding":{"typed":{"bigtable":{"type":"int64_ordered_code_bytes"}}}}}}
        ]},"splits":{"kind":"none"}}"#,
    );
    let out = emit(&design, None);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "encoding:\n  orderedCodeBytes: {}\nfields:\n\
         - fieldName: \"user\"\n  type:\n    stringType:\n      encoding:\n        utf8Bytes: {}\n\
         - fieldName: \"seq\"\n  type:\n    int64Type:\n      encoding:\n        orderedCodeBytes: {}\n"
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn a_design_with_no_schema_says_why_in_both_languages() {
    let design = example("latest/design.json");
    let out = emit(&design, None);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("rowkey: part 1: an md5 digest is computed by the writer; a row key schema field holds one column's value\n"),
        "{err}"
    );
    assert!(err.lines().all(|l| l.starts_with("rowkey: part ")), "{err}");
    let zh = String::from_utf8(emit(&design, Some("zh")).stderr).unwrap();
    assert!(zh.starts_with("rowkey: 部分 1：md5 摘要"), "{zh}");
    assert_eq!(zh.lines().count(), err.lines().count());
}

#[test]
fn the_help_names_the_gcloud_flags() {
    let out = rowkey(&["emit", "--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("bigtable-schema"), "{help}");
    assert!(
        help.contains("--row-key-schema-pre-encoded-bytes"),
        "{help}"
    );
}
