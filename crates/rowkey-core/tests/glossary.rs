//! One Chinese word for each term of the field, across every Chinese text the page shows:
//! the message and interface catalogues and the lessons (issue 34 item 8: "split point" had
//! three translations, 分割点, 分区点 and 切分点, and "hash" two). A reader who meets two
//! words takes them for two things.
//!
//! The texts are read as files (the catalogues' Rust sources and the lessons' JSON), so a
//! string built at run time from pieces is covered by its pieces.

use std::fs;
use std::path::Path;

/// A term: its English name, the one Chinese word we use, and the words we do not.
struct Term {
    english: &'static str,
    chinese: &'static str,
    not: &'static [&'static str],
}

const GLOSSARY: &[Term] = &[
    Term {
        english: "split point",
        chinese: "分区点",
        not: &["分割点", "切分点", "拆分点", "分裂点"],
    },
    Term {
        english: "pre-split",
        chinese: "预分区",
        not: &["预拆分", "预切分", "预分割"],
    },
    Term {
        english: "hash",
        chinese: "散列",
        not: &["哈希"],
    },
    Term {
        english: "row key",
        chinese: "行键",
        not: &["行健"],
    },
    Term {
        english: "column family",
        chinese: "列族",
        not: &["列簇"],
    },
    Term {
        english: "hotspot",
        chinese: "热点",
        not: &["热区"],
    },
];

/// The Chinese texts: the catalogues' sources and every lesson file.
fn chinese_texts() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![
        root.join("src/i18n/messages/zh.rs"),
        root.join("src/i18n/ui/zh.rs"),
    ];
    let mut lessons: Vec<_> = fs::read_dir(root.join("presets"))
        .expect("the lessons folder")
        .map(|e| e.expect("a lesson file").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    lessons.sort();
    assert!(lessons.len() >= 20, "{} lessons", lessons.len());
    files.extend(lessons);
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.display().to_string(), text)
        })
        .collect()
}

#[test]
fn each_term_has_one_chinese_word() {
    let texts = chinese_texts();
    let mut found = Vec::new();
    for term in GLOSSARY {
        let used = texts.iter().any(|(_, t)| t.contains(term.chinese));
        assert!(used, "{} ({}) is used nowhere", term.english, term.chinese);
        for (file, text) in &texts {
            for (n, line) in text.lines().enumerate() {
                for other in term.not {
                    if line.contains(other) {
                        found.push(format!(
                            "{file}:{}: '{other}' for {}; the glossary says '{}'",
                            n + 1,
                            term.english,
                            term.chinese
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
