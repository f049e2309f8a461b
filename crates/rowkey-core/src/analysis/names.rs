//! The table's name and column family as HBase checks them, and the table name a pasted
//! region layout names (for the page's Deploy area and layout import). Bigtable's own rules
//! for the `cbt` command are [`crate::artefacts::CbtReason`]'s.
//!
//! The rules are HBase's (`TableName.isLegalFullyQualifiedTableName`,
//! `ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName`):
//!
//! * a table name is `[namespace:]qualifier`, split at the last `:`; the namespace is letters,
//!   digits and `_`, the qualifier letters, digits, `_`, `-` and `.`, not starting with `-`
//!   or `.`; neither is empty;
//! * a family name is not empty, does not start with `.`, has no control character, `:`,
//!   `\` or `/`, and is not `recovered.edits`.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::names::{family_problem, table_problem};
//! assert!(table_problem("orders").is_none());
//! assert!(table_problem("ns_1:orders.v2-x").is_none());
//! assert!(table_problem("-orders").is_some());
//! assert!(family_problem("cf").is_none());
//! assert!(family_problem("c:f").is_some());
//! ```

use crate::i18n::{Lang, Localized, fill, ui};
use crate::layout::{Layout, LayoutForm};

/// Why `name` is not an HBase table name, in both languages, or `None` when it is one.
#[must_use]
pub fn table_problem(name: &str) -> Option<Localized> {
    let (namespace, qualifier) = match name.rfind(':') {
        Some(at) => (Some(&name[..at]), &name[at + 1..]),
        None => (None, name),
    };
    let namespace_ok = namespace
        .is_none_or(|ns| !ns.is_empty() && ns.chars().all(|c| c.is_alphanumeric() || c == '_'));
    let qualifier_ok = !qualifier.is_empty()
        && !qualifier.starts_with(['-', '.'])
        && qualifier
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
    (!(namespace_ok && qualifier_ok)).then(|| words(name, |l| ui(l).table_name_invalid))
}

/// Why `name` is not an HBase column family name, in both languages, or `None` when it is one.
#[must_use]
pub fn family_problem(name: &str) -> Option<Localized> {
    let ok = !name.is_empty()
        && !name.starts_with('.')
        && !name
            .bytes()
            .any(|b| b < 0x20 || b == 0x7F || matches!(b, b':' | b'\\' | b'/'))
        && name != "recovered.edits";
    (!ok).then(|| words(name, |l| ui(l).family_name_invalid))
}

fn words(name: &str, template: fn(Lang) -> &'static str) -> Localized {
    Localized::new(
        fill(template(Lang::En), &[name]),
        fill(template(Lang::Zh), &[name]),
    )
}

/// The table a pasted region layout names, if it names one: an `hbase:meta` scan's table,
/// else the table of a shell command in the paste (`list_regions 'orders'`, `get_splits
/// 'orders'`), else the table of the first region name of a `list_regions` table (`orders,…`).
/// Only a valid HBase table name is offered.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::names::layout_table;
/// use rowkey_core::layout::parse_layout;
/// let paste = "hbase:001:0> get_splits 'orders'\nTotal number of splits = 3\n10\n20\n";
/// let layout = parse_layout(paste).unwrap();
/// assert_eq!(layout_table(paste, &layout).as_deref(), Some("orders"));
/// ```
#[must_use]
pub fn layout_table(paste: &str, layout: &Layout) -> Option<String> {
    let from_command = || {
        paste.lines().find_map(|line| {
            let at = line
                .find("list_regions")
                .or_else(|| line.find("get_splits"))?;
            let rest = &line[at..];
            let quote = rest.find(['\'', '"'])?;
            let q = rest[quote..].chars().next()?;
            let name = &rest[quote + 1..];
            Some(name[..name.find(q)?].to_owned())
        })
    };
    let from_region_name = || {
        if layout.form != LayoutForm::ListRegions {
            return None;
        }
        let mut lines = paste.lines();
        let header = lines.find(|l| l.contains("REGION_NAME"))?;
        let column = header.split('|').position(|c| c.trim() == "REGION_NAME")?;
        lines.find_map(|l| {
            let cell = l.split('|').nth(column)?.trim();
            let (table, _) = cell.split_once(',')?;
            Some(table.to_owned())
        })
    };
    layout
        .table
        .clone()
        .or_else(from_command)
        .or_else(from_region_name)
        .filter(|name| table_problem(name).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names_follow_hbase_rules() {
        for good in [
            "t",
            "orders",
            "a.b-c_d",
            "ns:t",
            "default:t",
            "_x",
            "表1",
            "9lives",
        ] {
            assert!(table_problem(good).is_none(), "{good}");
        }
        for bad in [
            "", "-t", ".t", "a b", "a/b", "ns:", ":t", "n-s:t", "a,b", "t'",
        ] {
            let why = table_problem(bad).expect(bad);
            assert!(why.en.contains(&format!("“{bad}”")), "{why:?}");
            assert!(why.zh.contains(&format!("“{bad}”")), "{why:?}");
        }
    }

    #[test]
    fn a_layout_offers_the_table_it_names() {
        use crate::layout::parse_layout;
        let list = include_str!("../../tests/fixtures/layouts/list_regions.txt");
        let layout = parse_layout(list).unwrap();
        assert_eq!(layout_table(list, &layout).as_deref(), Some("t"));
        let orders = list.replace("list_regions 't'", "list_regions 'orders'");
        assert_eq!(layout_table(&orders, &layout).as_deref(), Some("orders"));
        // Without the command line: from the first region's name (`t,,1700000000000.…`).
        let bare: String = list.lines().skip(1).map(|l| format!("{l}\n")).collect();
        let layout = parse_layout(&bare).unwrap();
        assert_eq!(layout_table(&bare, &layout).as_deref(), Some("t"));
        let meta = include_str!("../../tests/fixtures/layouts/meta_scan.txt");
        let layout = parse_layout(meta).unwrap();
        assert_eq!(layout_table(meta, &layout), layout.table);
        assert!(layout.table.is_some());
        // A get_splits paste without its command names nothing.
        let splits = include_str!("../../tests/fixtures/layouts/get_splits.txt");
        let bare: String = splits
            .lines()
            .filter(|l| !l.contains("get_splits"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(layout_table(&bare, &parse_layout(&bare).unwrap()), None);
    }

    #[test]
    fn family_names_follow_hbase_rules() {
        for good in ["cf", "d", "a.b", "a-b", "ｆ", "x y"] {
            assert!(family_problem(good).is_none(), "{good}");
        }
        for bad in [
            "",
            ".cf",
            "c:f",
            "c/f",
            "c\\f",
            "c\tf",
            "recovered.edits",
            "\u{7f}",
        ] {
            assert!(family_problem(bad).is_some(), "{bad:?}");
        }
    }
}
