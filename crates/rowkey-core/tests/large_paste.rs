//! A paste far over what the page works with: the page keeps its leading lines with a notice
//! that says what was left out; a text that reaches the analysis anyway is analysed on its
//! leading lines, with a notice; and such a text is never written into the autosave or a
//! link (which would be slow, over the storage quota, or unreadable on restore), while the
//! design still is and the restore says what happened.

use std::time::Instant;

use rowkey_core::analysis::{FormatChoice, Inputs, SampleSource, analyze};
use rowkey_core::persist::{SAMPLE_NOT_AUTOSAVED, autosave, restore, share};
use rowkey_core::sample::{MAX_ANALYSED_BYTES, SampleFormat, keep_leading, leading_part};

/// `bytes` bytes (give or take a line) of seed 000-style CSV.
fn csv_of(bytes: usize) -> String {
    let mut text = String::from("uid,phone,name\n");
    let mut i = 0u64;
    while text.len() < bytes {
        text.push_str(&format!(
            "{},{},n{}\n",
            i % 5000,
            13_000_000_000 + i,
            i % 97
        ));
        i += 1;
    }
    text
}

fn pasted(text: String) -> Inputs {
    Inputs {
        sample: SampleSource::Pasted {
            text,
            format: FormatChoice::Auto,
            skip_bad_lines: false,
        },
        table: "calls".to_owned(),
        ..Inputs::seed_000()
    }
}

#[test]
fn a_50_mb_paste_keeps_its_leading_lines_and_says_what_was_left_out() {
    let text = csv_of(50_000_000);
    let started = Instant::now();
    let (kept, notice) = keep_leading(&text, None);
    assert!(started.elapsed().as_secs() < 2, "{:?}", started.elapsed());
    assert!(kept.len() <= MAX_ANALYSED_BYTES && kept.len() > MAX_ANALYSED_BYTES - 40);
    assert!(kept.ends_with('\n') && text.starts_with(kept));
    let notice = notice.expect("a notice");
    let lines = kept.lines().count();
    let left_out = text.lines().count() - lines;
    assert_eq!(
        notice.en,
        format!(
            "The paste is 50.0 MB, more than the 2.1 MB the page works with: it keeps its first {} lines (2.1 MB, up to a line break), in the box and in the analysis, and leaves out the other {} lines. To look at other rows, paste or load them on their own.",
            rowkey_core::analysis::format_count(lines),
            rowkey_core::analysis::format_count(left_out),
        )
    );
    // What is kept is analysed whole, without the analysis's own notice.
    let analysis = analyze(&pasted(kept.to_owned()));
    let summary = analysis.sample.clone().expect("the kept lines parse");
    assert_eq!((summary.rows, summary.notice), (lines - 1, None));
}

#[test]
fn a_row_longer_than_the_limit_is_cut_inside_and_reported_as_too_long() {
    let text = format!(
        "uid,phone,name\n1,2,{}\n3,4,5\n",
        "x".repeat(3 * 1024 * 1024)
    );
    let (kept, notice) = keep_leading(&text, None);
    assert_eq!(kept.len(), MAX_ANALYSED_BYTES);
    assert_eq!(
        notice.as_ref().map(|n| n.en.as_str()),
        Some(
            "The paste is 3.1 MB, more than the 2.1 MB the page works with: it keeps its first 2.1 MB (line 2 is longer than that, so it is cut), in the box and in the analysis, and leaves out the rest of that line and the other 1 line. To look at other rows, paste or load them on their own."
        )
    );
    let analysis = analyze(&pasted(kept.to_owned()));
    let err = analysis.sample.clone().unwrap_err().to_string();
    assert!(
        err.starts_with(
            "line 2, column 5: this field is 2097133 bytes, more than the limit of 65536 bytes"
        ),
        "{err}"
    );
}

#[test]
fn a_50_mb_text_is_cut_for_the_text_box_and_a_3_mb_text_is_analysed_whole() {
    let text = csv_of(50_000_000);
    let (part, cut) = leading_part(&text, MAX_ANALYSED_BYTES, SampleFormat::Csv);
    let cut = cut.expect("cut");
    assert!(part.ends_with('\n') && part.len() <= MAX_ANALYSED_BYTES);
    assert_eq!(cut.total_bytes, text.len());
    assert_eq!(cut.kept_lines, part.lines().count());
    // The analysis reads texts up to the sample limit (64 MiB): a text over the text box's
    // limit that reaches it (a benchmark, the command line) is analysed whole.
    let text = csv_of(3_000_000);
    assert!(text.len() > MAX_ANALYSED_BYTES);
    let analysis = analyze(&pasted(text.clone()));
    let summary = analysis.sample.as_ref().expect("parses");
    assert_eq!(summary.rows, text.lines().count() - 1);
    assert_eq!(summary.notice, None);
}

#[test]
fn a_huge_paste_is_left_out_of_the_autosave_and_the_link_without_compressing_it() {
    let inputs = pasted(csv_of(50_000_000));
    let started = Instant::now();
    let saved = autosave(&inputs, None);
    let link = share(&inputs, None);
    // Compressing 50 MB at level 9 takes seconds even natively; leaving it out does not.
    assert!(started.elapsed().as_secs() < 2, "{:?}", started.elapsed());
    assert!(saved.len() < 10_000);
    assert!(
        link.note
            .unwrap()
            .en
            .starts_with("The link leaves out the pasted sample: it is 50.0 MB"),
    );
    let back = restore("", Some(&saved));
    assert_eq!(back.inputs.table, "calls");
    assert_eq!(back.inputs.queries, inputs.queries);
    assert_eq!(back.inputs.sample, Inputs::default().sample);
    assert_eq!(
        back.message.as_ref().map(|m| m.en.as_str()),
        Some(SAMPLE_NOT_AUTOSAVED)
    );
}

#[test]
fn a_paste_whose_saved_state_would_be_unreadable_is_left_out() {
    // 2 MiB of control characters: compresses to almost nothing, but its JSON (\u0001 each)
    // is over the 8 MiB a restore accepts, so saving it would lose the whole design.
    let inputs = pasted("\u{1}".repeat(2 * 1024 * 1024));
    let back = restore("", Some(&autosave(&inputs, None)));
    assert_eq!(back.inputs.table, "calls", "the design survives");
    assert_eq!(
        back.message.as_ref().map(|m| m.en.as_str()),
        Some(SAMPLE_NOT_AUTOSAVED)
    );
    let link = share(&inputs, None);
    assert!(link.note.is_some());
    assert_eq!(restore(&link.fragment, None).inputs.table, "calls");
}
