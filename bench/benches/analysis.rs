//! Native benchmark of the full analysis at 10k, 100k and 1M rows (criterion).
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn analysis(c: &mut Criterion) {
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    for rows in rowkey_bench::SIZES {
        let inputs = rowkey_bench::workload(rows);
        group.bench_with_input(BenchmarkId::from_parameter(rows), &inputs, |b, inputs| {
            b.iter(|| rowkey_bench::run(inputs));
        });
    }
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
