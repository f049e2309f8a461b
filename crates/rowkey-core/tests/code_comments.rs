//! The emitted shell commands and Java code are the same in both languages: only their
//! comments are translated. Checked over every query of every preset design.

use rowkey_core::analysis::analyze;
use rowkey_core::presets::catalogue;

/// The shell script without its comment lines.
fn shell_commands(script: &str) -> Vec<&str> {
    script.lines().filter(|l| !l.starts_with('#')).collect()
}

/// The Java code without its comments (whole comment lines and a trailing `// ...`).
fn java_code(code: &str) -> Vec<&str> {
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| l.split_once(" // ").map_or(l, |(code, _)| code))
        .collect()
}

/// The comments of the code in words (what follows `# ` or `// `), leaving out the Java code's
/// indented list of the predicates it checks (data, not words).
fn comments<'a>(code: &'a str, marker: &str) -> Vec<&'a str> {
    code.lines()
        .filter_map(|l| l.split_once(marker).map(|(_, c)| c))
        .filter(|c| !c.starts_with(' '))
        .collect()
}

fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4E00}'..='\u{9FFF}').contains(&c))
}

#[test]
fn only_the_comments_of_the_emitted_code_change_with_the_language() {
    let mut compared = 0;
    let mut commented = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let analysis = analyze(&variant.inputs());
            for query in &analysis.queries {
                let Ok(plan) = &query.outcome else { continue };
                let at = format!("{} {} {:?}", preset.id, variant.id, query.name);
                assert_eq!(
                    shell_commands(&plan.shell.en),
                    shell_commands(&plan.shell.zh),
                    "{at}"
                );
                assert_eq!(java_code(&plan.java.en), java_code(&plan.java.zh), "{at}");
                assert_eq!(
                    plan.shell.en.lines().count(),
                    plan.shell.zh.lines().count(),
                    "{at}"
                );
                assert_eq!(
                    plan.java.en.lines().count(),
                    plan.java.zh.lines().count(),
                    "{at}"
                );
                for comment in comments(&plan.shell.zh, "# ")
                    .into_iter()
                    .chain(comments(&plan.java.zh, "// "))
                {
                    assert!(
                        has_chinese(comment),
                        "{at}: untranslated comment {comment:?}"
                    );
                    commented += 1;
                }
                compared += 1;
            }
        }
    }
    assert!(compared > 60, "{compared} queries compared");
    eprintln!("{compared} queries, {commented} comments in words");
    assert!(commented > 50, "{commented} comments checked");
}
