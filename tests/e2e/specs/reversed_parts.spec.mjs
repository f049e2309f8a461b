// reverse(order_id) + (Long.MAX_VALUE − ts): a part with transforms in order, then a timestamp
// reversed by choice (the plain time is the default), so one order's newest row sorts first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

const CSV = ['order_id,ts', '1234,1623027600000', '1234,1623027660000', '5678,1623027600000'].join('\n');

test('reverse(order_id) then Long.MAX_VALUE − ts puts the newest row of an order first', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.pasteCsv(CSV);
  await playground.setKeyParts([{ column: 'order_id' }, { column: 'ts', encoding: 'timestamp' }]);
  const order = playground.keyParts.nth(0);
  await order.getByTestId('part-add-transform').click();
  const ts = playground.keyParts.nth(1);
  assert.equal(await ts.getByTestId('part-time-out').inputValue(), 'millis');
  // A timestamp is written as it is until reversal is chosen.
  assert.equal(await ts.getByTestId('part-reverse').inputValue(), 'none');
  await ts.getByTestId('part-reverse').selectOption('long_max');
  await playground.page.waitForFunction(
    () => document.querySelector('[data-testid="row-key"]')?.textContent.startsWith('4321'),
  );
  // Long.MAX_VALUE − 1623027660000 < Long.MAX_VALUE − 1623027600000: the later row first.
  assert.deepEqual(await playground.sortedKeys(), [
    '4321\\x7F\\xFF\\xFE\\x86\\x1C\\x03K\\x1F',
    '4321\\x7F\\xFF\\xFE\\x86\\x1C\\x045\\x7F',
    '8765\\x7F\\xFF\\xFE\\x86\\x1C\\x045\\x7F',
  ]);

  // A second transform, applied after the first: reverse, then keep the first 2 characters.
  await order.getByTestId('part-add-transform').click();
  await order.getByTestId('part-transform').nth(1).selectOption('first');
  await order.getByTestId('part-transform-chars').fill('2');
  await playground.page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="row-key"]')].every((k) => /^(43|87)\\x/.test(k.textContent)),
  );
  // Moving "first 2" before "reverse" keeps "21" and "65".
  await order.getByTestId('part-transform-up').click();
  await playground.page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="row-key"]')].every((k) => /^(21|65)\\x/.test(k.textContent)),
  );
});
