// Offline: after a first visit, the service worker (src/sw.js, scoped to the sub-path) has the
// app cached; with the network gone, a reload, a lesson link opened later and editing the
// key all work. A new deploy is said once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';
import { SUB_PATH } from '../fixtures/server.mjs';

const session = useSession();

/** Waits until the page is controlled by its service worker (installed, cache filled). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined);
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active.scriptURL };
  });
}

test('offline after the first visit: reload, open a lesson link, edit the key', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const worker = await controlled(page);
  assert.ok(new URL(worker.scope).pathname === SUB_PATH, worker.scope);
  assert.match(worker.script, /\/sw\.js\?v=/);
  // A lesson's link, as a trainer hands it out.
  await playground.openLesson('time-first-hash-prefix', 'after');
  await playground.waitForSaved();
  const lessonLink = page.url();

  await page.context().setOffline(true);
  await page.reload();
  await playground.keyRows.first().waitFor();
  assert.equal(await page.locator('[data-testid="lesson"]').getAttribute('data-preset'), 'time-first-hash-prefix');
  const context = page.context();
  await page.close();

  // The lesson link, opened later in another tab, offline.
  const later = new PlaygroundPage(await context.newPage());
  await later.page.goto(lessonLink);
  await later.page.waitForSelector('[data-testid="lesson"][data-preset="time-first-hash-prefix"][data-variant="after"]');
  await later.keyRows.first().waitFor();
  const before = await later.sortedKeys();
  // Edit the key: one part, the first column a part of the lesson reads.
  const column = await later.page.getByTestId('part-column').first().inputValue();
  await later.setKeyParts([{ column }]);
  await later.page.waitForFunction((old) => {
    const keys = [...document.querySelectorAll('[data-testid="row-key"]')].map((k) => k.textContent);
    return keys.length > 0 && keys.join('\n') !== old;
  }, before.join('\n'));
  await expectCount(later.keyParts, 1);
  await context.setOffline(false);
});

test('a new deploy is said once', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  await expectCount(playground.notice, 0, 'nothing to say on a first visit');
  // As if the last visit ran another build.
  await page.evaluate(() => localStorage.setItem('rowkey-playground/build', 'rowkey-playground-0000.wasm'));
  await page.reload();
  await playground.keyRows.first().waitFor();
  await playground.notice.waitFor();
  assert.match(await page.getByTestId('notice-text').textContent(), /new version/);
  await page.reload();
  await playground.keyRows.first().waitFor();
  await expectCount(playground.notice, 0, 'said once');
});
