// make bench, browser half: times the release-wasm analysis in headless Chromium, reads the
// native criterion results of the same run, and prints both with the wasm/native ratio; then
// measures the longest task on the app's UI thread while it analyses a 1,000,000-row sample.
//   node bench.mjs BENCH_WEB_DIR CRITERION_DIR DIST_DIR
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const [webDir, criterionDir, distDir] = process.argv.slice(2);
const SIZES = [10_000, 100_000, 1_000_000];
const RUNS = { 10000: 10, 100000: 5, 1000000: 3 };

async function nativeMillis(rows) {
  try {
    const estimates = JSON.parse(await readFile(join(criterionDir, String(rows), 'new', 'estimates.json'), 'utf8'));
    return estimates.median.point_estimate / 1e6;
  } catch {
    return NaN;
  }
}

const browser = await launchBrowser();
try {
  // 1. The engine alone, as release wasm.
  const server = await serveDist(webDir);
  const page = await browser.newPage({ baseURL: server.baseURL });
  await page.goto('./');
  const wasm = await page.evaluate(async ({ sizes, runs }) => {
    const mod = await import('./rowkey_bench.js');
    await mod.default();
    const out = {};
    for (const rows of sizes) {
      mod.prepare(rows);
      mod.run_prepared(); // warm-up
      const times = [];
      for (let i = 0; i < runs[rows]; i++) {
        const t0 = performance.now();
        const n = mod.run_prepared();
        times.push(performance.now() - t0);
        if (n !== rows) throw new Error(`analysed ${n} rows, expected ${rows}`);
      }
      times.sort((a, b) => a - b);
      out[rows] = times[Math.floor(times.length / 2)];
    }
    out.memory = mod.memory_bytes();
    return out;
  }, { sizes: SIZES, runs: RUNS });
  await server.close();

  console.log('\nfull analysis (parse, keys, sort, regions, metrics, 5 queries with cost), median ms');
  console.log('rows        native    wasm (Chromium)   wasm/native');
  for (const rows of SIZES) {
    const native = await nativeMillis(rows);
    const ratio = wasm[rows] / native;
    console.log(`${String(rows).padEnd(10)} ${native.toFixed(1).padStart(8)} ${wasm[rows].toFixed(1).padStart(12)}   ${Number.isFinite(ratio) ? ratio.toFixed(2) + 'x' : 'n/a'}`);
  }
  console.log(`wasm linear memory after the 1,000,000-row runs: ${(wasm.memory / 2 ** 20).toFixed(0)} MiB`);

  // 2. The app: the longest UI-thread task while it analyses 1,000,000 generated rows.
  const app = await serveDist(distDir);
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 720 } });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const appPage = await context.newPage();
  const playground = new PlaygroundPage(appPage);
  await playground.open();
  await appPage.evaluate(() => { window.__longTasks = []; });
  const t0 = Date.now();
  await playground.generateRows(1_000_000);
  await appPage.getByTestId('sorted-count').filter({ hasText: '1,000,000' }).waitFor({ timeout: 120_000 });
  const elapsed = Date.now() - t0;
  const longest = await appPage.evaluate(() => Math.max(0, ...window.__longTasks));
  console.log(`\napp, 1,000,000 generated rows: shown after ${elapsed} ms; longest UI-thread task ${longest.toFixed(0)} ms (target: <= 50 ms)`);
  await context.close();
  await app.close();
} finally {
  await browser.close();
}
