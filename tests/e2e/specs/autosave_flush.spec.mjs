// The last edit before a tab closes or is hidden is autosaved at once, not only when the
// debounce timer fires. The page's clock is frozen, so the timer never fires: only the
// pagehide / visibilitychange flush can have written the autosave.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();
const AUTOSAVE = 'rowkey-playground/autosave';

async function frozenPage() {
  const page = await session.newPage();
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-02T00:00:00Z'));
  const playground = new PlaygroundPage(page);
  await playground.open();
  return playground;
}

/** Hides the tab as the browser does (`visibilitychange`), and returns the autosave then. */
function hideTab(page) {
  return page.evaluate((key) => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    return localStorage.getItem(key);
  }, AUTOSAVE);
}

async function regions(playground, n) {
  await playground.setNumRegions(n);
  await playground.page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid=region-bar]').length === count, n);
}

test('the last edit before the tab closes is autosaved on pagehide', async () => {
  const playground = await frozenPage();
  const page = playground.page;
  await regions(playground, 7);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE), null,
    'the debounce timer has not fired');
  const context = page.context();
  await page.close({ runBeforeUnload: true });
  const again = new PlaygroundPage(await context.newPage());
  await again.open();
  await expectCount(again.regionBars, 7);
});

test('the last edit is autosaved when the tab is hidden', async () => {
  const playground = await frozenPage();
  const page = playground.page;
  await regions(playground, 6);
  const saved = await hideTab(page);
  assert.ok(saved, 'written at once');
  assert.equal(await page.evaluate(() => location.hash), `#${saved}`);
  const again = new PlaygroundPage(await page.context().newPage());
  await again.open();
  await expectCount(again.regionBars, 6);
});

test('the uncompressed at-once write is replaced by the browser-compressed one', async () => {
  const playground = await frozenPage();
  const page = playground.page;
  await regions(playground, 5);
  const atOnce = await hideTab(page);
  assert.ok(atOnce, 'written at once');
  // The page lives on: its debounce fires and the browser's CompressionStream output lands.
  await page.clock.runFor(1000);
  await page.waitForFunction(
    ([key, first]) => localStorage.getItem(key) !== first, [AUTOSAVE, atOnce]);
  const compressed = await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE);
  assert.ok(compressed.length * 2 < atOnce.length,
    `compressed ${compressed.length} chars, at once ${atOnce.length}`);
  assert.equal(await page.evaluate(() => location.hash), `#${compressed}`);
  const again = new PlaygroundPage(await page.context().newPage());
  await again.open();
  await expectCount(again.regionBars, 5);
});
