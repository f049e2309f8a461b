// A lesson's tour ends on the fix: at its last point, "See the fix" opens the "after" design
// and shows the "before" and "after" region charts side by side, with the metrics that moved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('the tour of a before design ends on its fix, with the charts side by side', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('time-first-hash-prefix', 'before', { tour: true });
  const points = await page.getByTestId('lesson-point').count();
  for (let at = 1; at < points; at += 1) await page.getByTestId('callout-next').click();
  // The last point: no Next, the fix instead.
  await expectCount(page.getByTestId('callout-next'), 0);
  await page.getByTestId('callout-fix').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
  await expectCount(page.getByTestId('tour-callout'), 0, 'the tour has ended');
  const compare = page.getByTestId('fix-compare');
  await compare.waitFor();
  await expectCount(compare.locator('svg'), 2);
  // Wait for the after design's analysis, then read the write hotspot row.
  await page.waitForFunction(() => {
    const row = [...document.querySelectorAll('[data-testid="fix-metrics"] tr')].at(-1);
    const [, before, after] = [...row.querySelectorAll('td, th')].map((c) => c.textContent);
    return before !== after;
  });
  const rows = await compare.locator('tr').evaluateAll((trs) => trs.map((tr) =>
    ({ moved: tr.classList.contains('moved'), cells: [...tr.children].map((c) => c.textContent) })));
  const hotspot = rows.at(-1);
  assert.ok(hotspot.moved, JSON.stringify(rows));
  const [before, after] = hotspot.cells.slice(1).map(parseFloat);
  assert.ok(before > 90 && after < 50, `write hotspot ${before}% → ${after}%`);
  // Another design edit ends the comparison.
  await page.getByTestId('variant-before').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="before"]');
  await expectCount(page.getByTestId('fix-compare'), 0);
});
