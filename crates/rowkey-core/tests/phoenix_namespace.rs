//! The Phoenix DDL of a table in an HBase namespace (`test:demo`) says what it creates:
//! `CREATE TABLE "test"."demo"` is the HBase table `test:demo` only with Phoenix's namespace
//! mapping on; under Phoenix's default (`phoenix.schema.isNamespaceMappingEnabled` false,
//! QueryServicesOptions.DEFAULT_IS_NAMESPACE_MAPPING_ENABLED) it is the table `test.demo` in
//! the default namespace (issue 31, item 4).

use rowkey_core::artefacts::{ArtefactKind, artefact};
use rowkey_core::design::Design;
use rowkey_core::i18n::Lang;
use rowkey_core::spec::{KeyPart, KeySpec};

fn ddl(table: &str, lang: Lang) -> String {
    let mut design = Design::new(KeySpec::new(vec![KeyPart::column(1, "id")]));
    design.table = table.to_owned();
    let a = artefact(&design, ArtefactKind::Phoenix, lang).expect("a Phoenix table");
    a.files[0].text.clone()
}

#[test]
fn a_namespaced_table_says_what_phoenix_creates_by_default() {
    let text = ddl("test:demo", Lang::En);
    let (note, statement) = text.split_once('\n').unwrap();
    assert!(note.starts_with("-- HBase table test:demo: "), "{note}");
    assert!(
        note.contains("phoenix.schema.isNamespaceMappingEnabled"),
        "{note}"
    );
    assert!(
        note.contains("the HBase table test.demo in the default namespace"),
        "{note}"
    );
    assert!(
        statement.starts_with("CREATE TABLE \"test\".\"demo\" ("),
        "{statement}"
    );
    let zh = ddl("test:demo", Lang::Zh);
    assert!(zh.starts_with("-- HBase 表 test:demo："), "{zh}");
    assert!(zh.contains("default 命名空间"), "{zh}");
}

#[test]
fn a_table_in_the_default_namespace_has_no_note() {
    let text = ddl("demo", Lang::En);
    assert!(text.starts_with("CREATE TABLE \"demo\" ("), "{text}");
    assert!(!text.contains("--"), "{text}");
}
