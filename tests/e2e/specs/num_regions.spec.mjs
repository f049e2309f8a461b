// Changing NUMREGIONS redraws the chart with one bar per region.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('NUMREGIONS sets the number of bars', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setNumRegions(8, 'DecimalStringSplit');
  await expectCount(playground.regionBars, 8);
  await playground.setNumRegions(3);
  await expectCount(playground.regionBars, 3);
  // The region filter offers "all regions" and the three regions (then the queries, in a group).
  await expectCount(playground.page.getByTestId('region-filter').locator(':scope > option'), 4);
  const shares = await playground.barShares();
  assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 1) < 0.01, String(shares));
});

test('clicking a bar filters the sorted view to its region', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.regionBars.nth(2).click();
  await expectCount(playground.regionDividers, 1);
  assert.match(await playground.regionDividers.first().textContent(), /^Region 3/);
  assert.equal(await playground.regionBars.nth(2).getAttribute('aria-pressed'), 'true');
  // Enter on the focused bar toggles the filter off: the view starts at region 1 again.
  await playground.regionBars.nth(2).press('Enter');
  assert.match(await playground.regionDividers.first().textContent(), /^Region 1/);
  assert.equal(await playground.regionBars.nth(2).getAttribute('aria-pressed'), 'false');
});

test('each bar names the start key of its region, as the shell prints it', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setNumRegions(4, 'HexStringSplit');
  const starts = await playground.page.getByTestId('bar-start').allTextContents();
  // HexStringSplit's split points for 4 regions over 00000000..FFFFFFFF.
  assert.deepEqual(starts, ["''", '40000000', '80000000', 'c0000000']);
  await playground.setNumRegions(2, 'UniformSplit');
  // Binary start keys in toStringBinary form, cut after whole bytes.
  assert.deepEqual(await playground.page.getByTestId('bar-start').allTextContents(),
    ["''", '\\x80\\x00…']);
});
