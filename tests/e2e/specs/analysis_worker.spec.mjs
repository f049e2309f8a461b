// Large samples are analysed in a web worker loaded from the sub-path: the page stays
// responsive, shows progress, and the sorted view and chart follow each edit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('the worker loads from the sub-path and analyses a large sample', async () => {
  const page = await session.newPage();
  const workers = [];
  const responses = [];
  const errors = [];
  page.on('worker', (w) => workers.push(w.url()));
  page.on('response', (r) => responses.push(`${r.status()} ${new URL(r.url()).pathname}`));
  page.on('pageerror', (e) => errors.push(String(e)));
  const playground = new PlaygroundPage(page);
  await playground.open();
  await page.waitForFunction(() => true);
  await playground.generateRows(300000);
  // Over 200 ms of work shows the progress line, with a phase from the worker, inside a busy
  // status (checked in one query: a fast analysis may be over by a second look).
  const status = page.getByTestId('analysis-progress');
  await page
    .locator('[data-testid="analysis-progress"][role="status"][aria-busy="true"] [data-testid="analysis-phase"]')
    .waitFor({ timeout: 30000 });
  await page.getByTestId('sorted-count').filter({ hasText: '300,000' }).waitFor({ timeout: 60000 });
  await page.getByTestId('analysis-phase').waitFor({ state: 'detached' });
  assert.equal(await status.getAttribute('aria-busy'), 'false');
  const base = new URL(session.server.baseURL).pathname;
  assert.ok(workers.some((u) => new URL(u).pathname === `${base}worker.js`), `workers: ${workers}`);
  assert.ok(responses.includes(`200 ${base}worker.js`), 'worker.js served under the sub-path');
  assert.deepEqual(responses.filter((r) => !r.startsWith('200') && !r.startsWith('304')), []);
  assert.deepEqual(errors, []);
  // The visible rows came from the worker's window.
  const count = await playground.keyRows.count();
  assert.ok(count > 10 && count <= 100, `${count} rows in the DOM`);
});

test('the sorted view and the chart follow a recipe edit on a large sample', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.generateRows(120000);
  await page.getByTestId('sorted-count').filter({ hasText: '120,000' }).waitFor({ timeout: 60000 });
  const before = await playground.barShares();
  assert.ok(before.filter((s) => s > 0).length > 1, `shares before: ${before}`);
  // Phone numbers alone all start with 1: every key falls into the second decimal region.
  await playground.setKeyParts([{ column: 'phone' }]);
  await page.waitForFunction(() => {
    const keys = [...document.querySelectorAll('[data-testid="row-key"]')].map((k) => k.textContent);
    return keys.length > 10 && keys.every((k) => /^1\d{10}$/.test(k));
  }, null, { timeout: 60000 });
  await page.waitForFunction(() => {
    const bars = [...document.querySelectorAll('[data-testid="region-bar"]')];
    return bars.filter((b) => parseFloat(b.getAttribute('data-share')) > 0).length === 1;
  }, null, { timeout: 60000 });
  const keys = await playground.sortedKeys();
  assert.deepEqual([...keys].sort(), keys, 'the window is in byte order');
  // Scrolling to the end asks the worker for the last window.
  await playground.viewport.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await page.waitForFunction(() => {
    const cells = [...document.querySelectorAll('[data-testid="key-row"] td.num:first-child')];
    return cells.some((c) => c.textContent === '120000');
  }, null, { timeout: 30000 });
});

test('without Worker the same analysis runs on the page', async () => {
  const page = await session.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => { delete window.Worker; });
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.generateRows(60000);
  await page.getByTestId('sorted-count').filter({ hasText: '60,000' }).waitFor({ timeout: 60000 });
  assert.deepEqual(workers, []);
  assert.deepEqual(errors, []);
  const count = await playground.keyRows.count();
  assert.ok(count > 10 && count <= 100, `${count} rows in the DOM`);
});

test('an edit during a long analysis restarts the worker and shows the newest result', async () => {
  const page = await session.newPage();
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.generateRows(1000000);
  // Past reading and encoding: well over the restart threshold (400 ms) into the analysis.
  await page.getByTestId('analysis-phase').filter({ hasText: /sorting|counting/ }).waitFor({ timeout: 30000 });
  // Still running: the newer request supersedes it (the worker is replaced, not waited for).
  assert.equal(await page.getByTestId('analysis-progress').getAttribute('aria-busy'), 'true');
  await page.getByTestId('gen-rows').fill('150000');
  await page.getByTestId('sorted-count').filter({ hasText: '150,000' }).waitFor({ timeout: 60000 });
  assert.equal(workers.length, 2, `workers: ${workers}`);
  assert.equal(await page.getByTestId('analysis-progress').getAttribute('aria-busy'), 'false');
});
