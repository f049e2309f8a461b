// Served under /rowkey-playground/ as on GitHub Pages: no 404, no console error, no foreign request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('every asset loads under the sub-path, with no console error', async () => {
  const page = await session.newPage();
  const failures = [];
  const errors = [];
  const requests = [];
  page.on('response', (r) => { if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => failures.push(`failed ${r.url()}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await new PlaygroundPage(page).open();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(failures, []);
  assert.deepEqual(errors, []);
  const base = session.server.baseURL;
  assert.deepEqual(requests.filter((u) => !u.startsWith(base)), []);
  assert.ok(requests.some((u) => u.endsWith('.wasm')), 'the wasm module was requested under the sub-path');
});
