// Arrival order (input order or by a column) and the projected table size are reachable; an
// invalid size stays in its field with the reason and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('writes can arrive by a column, and the table size drives the advice', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  // The arrival order belongs to the "Writes over time" chart.
  await playground.page.getByTestId('show-heatmap').click();
  const arrival = playground.page.getByTestId('arrival');
  await arrival.selectOption('ts');
  assert.equal(await arrival.inputValue(), 'ts');
  await playground.page.getByTestId('heatmap').waitFor();
  const advice = playground.page.getByTestId('sizing-advice');
  const before = await advice.textContent();
  await playground.page.getByTestId('table-rows').fill('10000000000');
  await playground.page.waitForFunction(
    (old) => document.querySelector('[data-testid="sizing-advice"]')?.textContent !== old,
    before,
  );
  const after = await advice.textContent();
  await playground.page.getByTestId('value-bytes').fill('lots');
  assert.equal(await playground.page.getByTestId('value-bytes').inputValue(), 'lots');
  assert.equal(await playground.page.getByTestId('value-bytes').getAttribute('aria-invalid'), 'true');
  assert.equal(await advice.textContent(), after);
  await arrival.selectOption('');
  assert.equal(await arrival.inputValue(), '');
});

test('without a pre-split, the Regions area replays the table as it grows, and the size moves it', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const growth = playground.page.getByTestId('growth');
  await expectCount(growth, 0, 'a pre-split table has no replay');
  await playground.page.getByTestId('split-mode').selectOption('none');
  await growth.waitFor();
  const text = playground.page.getByTestId('growth-text');
  const regionsOf = async () => Number((await text.textContent()).match(/grows to (\d+) regions/)?.[1] ?? 1);
  const before = await regionsOf();
  assert.ok(before > 1, await text.textContent());
  // Ten times the rows: ten times the data per sample row, so more splits.
  await playground.page.getByTestId('table-rows').fill('1000000000');
  await playground.page.waitForFunction(
    (old) => !document.querySelector('[data-testid="growth-text"]')?.textContent.includes(`grows to ${old} regions`),
    before,
  );
  assert.ok((await regionsOf()) > before, await text.textContent());
  // A small table never splits.
  await playground.page.getByTestId('table-rows').fill('1000');
  await playground.page.waitForFunction(() =>
    document.querySelector('[data-testid="growth-text"]')?.textContent.includes('stays one region'));
});
