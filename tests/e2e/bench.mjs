// make bench, browser half: times the release-wasm analysis in headless Chromium, reads the
// native criterion results of the same run, and prints both with the wasm/native ratio; then
// measures the longest task on the app's UI thread while it analyses a 1,000,000-row sample.
//   node bench.mjs BENCH_WEB_DIR CRITERION_DIR DIST_DIR [--engine-only]
// --engine-only stops after section 1 (the engine alone; DIST_DIR is then not read).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const engineOnly = process.argv.includes('--engine-only');
const [webDir, criterionDir, distDir] = process.argv.slice(2).filter((a) => a !== '--engine-only');
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
  if (engineOnly) {
    await browser.close();
    process.exit(0);
  }

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

  // 3. Scrolling the sorted view of those 1,000,000 rows: frames per second over 2 s of
  // continuous scrolling (one step per animation frame), and the rows in the DOM.
  const scroll = await appPage.evaluate(async () => {
    const viewport = document.querySelector('[data-testid="sorted-viewport"]');
    const frames = [];
    const start = performance.now();
    await new Promise((done) => {
      const step = (now) => {
        frames.push(now);
        viewport.scrollTop += 900;
        if (now - start < 2000) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    return {
      fps: (frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000),
      worst: Math.max(...gaps),
      lines: document.querySelectorAll('[data-testid="key-table"] tbody tr:not(.spacer)').length,
      rows: document.querySelectorAll('[data-testid="key-row"]').length,
    };
  });
  console.log(`app, scrolling the 1,000,000 sorted rows: ${scroll.fps.toFixed(1)} frames/s, slowest frame ${scroll.worst.toFixed(1)} ms, ${scroll.lines} table lines in the DOM (${scroll.rows} rows arrived, the rest waiting for the worker) (target: 60 frames/s)`);
  await context.close();

  // 4. An edit on a 100,000-row sample: from the keystroke to the sorted view showing the
  // new keys (a separator after the first part), measured from Playwright (adds a few ms).
  const editContext = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 720 } });
  const editPage = await editContext.newPage();
  const editor = new PlaygroundPage(editPage);
  await editor.open();
  await editor.generateRows(100_000);
  await editPage.getByTestId('sorted-count').filter({ hasText: '100,000' }).waitFor({ timeout: 60_000 });
  const separator = editor.keyParts.first().getByTestId('part-separator');
  const edits = [];
  for (const sep of ['_', '#', '|', '~', ':']) {
    const t1 = Date.now();
    await separator.fill(sep);
    await editPage.waitForFunction(
      (s) => document.querySelector('[data-testid="row-key"]')?.textContent.includes(s),
      sep,
      { polling: 'raf', timeout: 30_000 },
    );
    edits.push(Date.now() - t1);
  }
  edits.sort((a, b) => a - b);
  console.log(`app, an edit on 100,000 rows: sorted view updated after ${edits[2]} ms (median of 5; ${edits.join(', ')}) (target: <= 100 ms)`);
  await editContext.close();
  await app.close();
} finally {
  await browser.close();
}
