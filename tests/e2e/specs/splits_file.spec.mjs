// A SPLITS_FILE's lines are the split points: n lines make n + 1 bars; a bad file is named inline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('SPLITS_FILE with 4 lines gives 5 bars', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setSplitsFile('2\n4\n6\n8\n');
  await playground.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="region-bar"]').length === 5,
  );
  await expectCount(playground.regionBars, 5);
  // The same split twice is the engine's error, next to the textarea; the text stays.
  await playground.page.getByTestId('splits-file').fill('2\n2\n');
  await playground.splitsError.waitFor();
  assert.equal(await playground.page.getByTestId('splits-file').inputValue(), '2\n2\n');
});

test('createTable(startKey, endKey, numRegions) and NUMREGIONS first/last rows', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setKeyRange('1', '9', 6);
  await playground.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="region-bar"]').length === 6,
  );
  await playground.page.getByTestId('range-regions').fill('2');
  assert.match(await playground.page.getByTestId('field-error').first().textContent(), /at least three regions/);
  await playground.setNumRegions(4, 'DecimalStringSplit');
  await playground.page.getByTestId('split-first-row').fill('10000000');
  await playground.page.getByTestId('split-last-row').fill('90000000');
  await playground.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="region-bar"]').length === 4,
  );
  assert.equal(await playground.page.getByTestId('split-first-row').inputValue(), '10000000');
});
