use rowkey_core::analysis::analyze;
use rowkey_core::presets::catalogue;

#[test]
fn dump() {
    for p in catalogue() {
        for v in &p.variants {
            let a = analyze(&v.inputs());
            println!("=== {} / {}  status={:?}", p.id, v.id, a.verdict.status);
            for f in &a.verdict.findings {
                let l = f.localized(|i| a.problems.get(i).map(|p| p.message.clone()));
                println!("  F {:?} {} :: {}", f.severity, f.kind.code(), l.en);
            }
            for pr in &a.problems {
                println!(
                    "  P {:?} {} :: {} || {}",
                    pr.level,
                    pr.code,
                    pr.message.en,
                    pr.hint.as_ref().map(|h| h.en.clone()).unwrap_or_default()
                );
            }
            if let Some(s) = &a.sizing_text {
                println!("  S {}", s.en);
            }
            if let Some(s) = &a.suggestion {
                println!(
                    "  SUG {:?} notes={:?}",
                    s.splits.iter().take(10).collect::<Vec<_>>(),
                    s.notes.iter().map(|n| n.en.clone()).collect::<Vec<_>>()
                );
            }
            println!("  counts {:?}", a.regions.counts());
            for q in &a.queries {
                if let Ok(view) = &q.outcome {
                    println!(
                        "  Q {} : scanned {} returned {} regions {}",
                        q.name,
                        view.rows_scanned,
                        view.rows_returned,
                        view.regions.len()
                    );
                }
            }
        }
    }
}
