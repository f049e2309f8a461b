//! `rowkey spark`: writes the design's whole-table PySpark job (the core's
//! [`rowkey_core::keycode::spark`]) to a file or standard output, or says on standard error
//! why there is none (exit 1).

use std::io::Write as _;
use std::path::Path;

use rowkey_core::design::Design;
use rowkey_core::i18n::Lang;
use rowkey_core::keycode::spark::spark_job;

use crate::Failure;

/// Writes the job of `design` (read from `design_path`) to `out`, or standard output.
///
/// # Errors
///
/// A [`Failure`] when the job file or standard output cannot be written.
pub fn run(
    design: &Design,
    design_path: &Path,
    out: Option<&Path>,
    lang: Lang,
) -> Result<bool, Failure> {
    let job = match spark_job(design, lang) {
        Ok(job) => job,
        Err(reasons) => {
            let mut err = std::io::stderr().lock();
            for reason in reasons {
                let _ = writeln!(err, "rowkey: {}: {reason}", design_path.display());
            }
            return Ok(false);
        }
    };
    match out {
        Some(path) => {
            std::fs::write(path, &job.source)
                .map_err(|e| Failure::Input(format!("cannot write {}: {e}", path.display())))?;
            let _ = writeln!(
                std::io::stderr(),
                "rowkey: wrote {}; run: {}",
                path.display(),
                job.usage
                    .replacen(job.file_name, &path.display().to_string(), 1)
            );
        }
        None => {
            let mut stdout = std::io::stdout().lock();
            let written = stdout
                .write_all(job.source.as_bytes())
                .and_then(|()| stdout.flush());
            match written {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    return Err(Failure::Output(e));
                }
                _ => {}
            }
        }
    }
    Ok(true)
}
