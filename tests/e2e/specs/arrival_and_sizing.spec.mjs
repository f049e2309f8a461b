// Arrival order (input order or by a column) and the projected table size are reachable; an
// invalid size stays in its field with the reason and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
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
