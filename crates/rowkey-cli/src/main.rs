//! `rowkey`: analyze an HBase row-key design on a sample, for design reviews and CI.
//!
//! ```text
//! rowkey analyze --design design.json --data sample.csv [--format text|json]
//! ```
//!
//! Exit status: 0 when the analysis ran and no lint of severity error fired, 1 when one did,
//! 2 for unusable input (a file that cannot be read or parsed, a query that cannot be
//! planned).

mod report;
mod text;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use rowkey_core::design::{Design, VersionProbe};
use rowkey_core::sample::parse_csv;

#[derive(Debug, Parser)]
#[command(name = "rowkey", version, about = "HBase row-key design tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Print the sorted keys, regions, lints and every query's plan and cost; exit 1 if a
    /// lint of severity error fires.
    Analyze {
        /// The design file (JSON, as the app saves it).
        #[arg(long)]
        design: PathBuf,
        /// The sample data (CSV with a header row).
        #[arg(long)]
        data: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Text,
    Json,
}

fn read(path: &PathBuf, what: &str) -> Result<String, String> {
    std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the {what} file {}: {e}", path.display()))
}

fn load_design(path: &PathBuf) -> Result<Design, String> {
    let text = read(path, "design")?;
    let at = |e: serde_json::Error| format!("{}: {e}", path.display());
    let probe: VersionProbe = serde_json::from_str(&text).map_err(at)?;
    Design::check_version(probe.version).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(at)
}

fn run(cli: Cli) -> Result<bool, String> {
    match cli.command {
        Command::Analyze {
            design,
            data,
            format,
        } => {
            let d = load_design(&design)?;
            let csv = read(&data, "data")?;
            let sample = parse_csv(&csv).map_err(|e| format!("{}: {e}", data.display()))?;
            let r =
                report::analyze(&d, &sample).map_err(|e| format!("{}: {e}", design.display()))?;
            match format {
                Format::Text => print!("{}", text::render(&r)),
                Format::Json => {
                    let json = serde_json::to_string_pretty(&r).map_err(|e| e.to_string())?;
                    println!("{json}");
                }
            }
            Ok(r.lint_errors == 0)
        }
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("rowkey: {message}");
            ExitCode::from(2)
        }
    }
}
