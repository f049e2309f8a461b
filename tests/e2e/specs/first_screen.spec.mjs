// The first screen of a 1280x720 laptop holds the results (issue 34 item 2: the Regions area
// was about 244 px and the Queries area about 140 px, each scrolling inside itself, so only the
// first query's header was seen and a split error was cut off at the panel's edge). In English
// and in Chinese: the first query's class badge, ranges strip and cost line are inside the
// viewport and inside the Queries area's visible box without scrolling it, and a split error
// (a region count HBase refuses, a split list with a repeated point) is seen whole inside the
// Regions area. The page itself does not scroll.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/**
 * Runs in the page: for each `[name, element]`, what keeps it from being seen whole: outside
 * the viewport, or outside the box of an ancestor that clips (an area scrolling inside itself).
 */
function hidden(targets) {
  const problems = [];
  for (const [name, selector, within] of targets) {
    const root = within ? document.querySelector(within) : document;
    const el = root?.querySelector(selector);
    if (!el) {
      problems.push(`${name}: missing`);
      continue;
    }
    const r = el.getBoundingClientRect();
    const box = `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (r.width === 0 || r.height === 0) problems.push(`${name}: empty box`);
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
      problems.push(`${name}: ${box} outside the ${innerWidth}×${innerHeight} viewport`);
    }
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      const top = c.top + p.clientTop;
      const left = c.left + p.clientLeft;
      if (r.left < left - 0.5 || r.top < top - 0.5 || r.right > left + p.clientWidth + 0.5
        || r.bottom > top + p.clientHeight + 0.5) {
        const where = p.closest('[data-testid]')?.getAttribute('data-testid') ?? p.className;
        problems.push(`${name}: ${box} hidden by the scrolling ${where}`);
      }
    }
  }
  return problems;
}

const QUERIES = '[data-testid="area-queries"]';
const REGIONS = '[data-testid="area-regions"]';

for (const locale of ['en-US', 'zh-CN']) {
  test(`at 1280x720 (${locale}) the first query's class, ranges and cost are seen without scrolling its area`, async () => {
    const page = await session.newPage({ viewport: { width: 1280, height: 720 }, locale });
    const playground = new PlaygroundPage(page);
    await playground.open();
    await page.locator(`${QUERIES} [data-testid="query-cost"]`).first().waitFor();
    const problems = await page.evaluate(hidden, [
      ['class badge', '[data-testid="plan-class"]', QUERIES],
      ['ranges strip', '[data-testid="query-strip"]', QUERIES],
      ['cost line', '[data-testid="query-cost"]', QUERIES],
      // The region chart and the first sorted keys stay on the same screen.
      ['region chart', '[data-testid="region-chart"]', REGIONS],
      ['first sorted key', '[data-testid="key-row"]', '[data-testid="area-sorted"]'],
    ]);
    assert.deepEqual(problems, []);
    assert.equal(await page.locator(QUERIES).evaluate((el) => el.scrollTop), 0, 'the Queries area was not scrolled');
    assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), [0, 0], 'the page did not scroll');
    await page.screenshot({ path: `../../target/first-screen-1280x720-${locale}.png` });
    await page.context().close();
  });

  test(`at 1280x720 (${locale}) a split error is seen whole inside the Regions area`, async () => {
    const page = await session.newPage({ viewport: { width: 1280, height: 720 }, locale });
    const playground = new PlaygroundPage(page);
    await playground.open();
    // A region count HBase refuses: the error under the field.
    await playground.setNumRegions(0);
    await page.locator(`${REGIONS} [data-testid="field-error"]`).waitFor();
    assert.deepEqual(await page.evaluate(hidden, [
      ['region count', '[data-testid="num-regions"]', REGIONS],
      ['region count error', '[data-testid="field-error"]', REGIONS],
    ]), []);
    // A split list with a repeated point: the error under the list.
    await page.getByTestId('split-mode').selectOption('explicit');
    await page.getByTestId('splits-text').fill('a\na\n');
    await page.locator(`${REGIONS} [data-testid="splits-error"]`).waitFor();
    assert.deepEqual(await page.evaluate(hidden, [
      ['split list error', '[data-testid="splits-error"]', REGIONS],
    ]), []);
    assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), [0, 0], 'the page did not scroll');
    await page.screenshot({ path: `../../target/first-screen-split-error-1280x720-${locale}.png` });
    await page.context().close();
  });
}
