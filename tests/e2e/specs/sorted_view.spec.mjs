// The sorted view is virtualised: 100,000 keys scroll with only the visible rows in the DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('100,000 generated rows keep the DOM small and scroll to the end', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.generateRows(100000);
  await playground.sampleSummary.filter({ hasText: '100,000 rows' }).waitFor({ timeout: 60000 });
  const rows = await playground.keyRows.count();
  assert.ok(rows > 10 && rows <= 100, `${rows} rows in the DOM`);
  await playground.viewport.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await playground.page.waitForFunction(() => {
    const cells = [...document.querySelectorAll('[data-testid="key-row"] td.num:first-child')];
    return cells.some((c) => c.textContent === '100000');
  });
  assert.ok((await playground.keyRows.count()) <= 100);
});
