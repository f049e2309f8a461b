// Seed 004's xx_yyyyMMddHHmmss_orderId built in the key builder from a pasted CSV: a two-digit
// hash(datetime, orderId) % 3 salt, the datetime read as yyyy-MM-dd HH:mm:ss and written
// yyyyMMddHHmmss, then the order id, joined by "_".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

const CSV = [
  'dt,order',
  '2021-06-07 08:30:00,364758',
  '2021-06-07 08:30:01,364759',
  '2021-06-07 08:30:02,364760',
  '2021-06-07 08:30:03,364761',
  '2021-06-07 08:30:04,364762',
  '2021-06-07 08:30:05,364763',
].join('\n');

test('the seed 004 key is built from a pasted CSV and sorts by salt', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.pasteCsv(CSV);
  await playground.setKeyParts([
    { salt: 'hash_mod_text', buckets: 3, separator: '_' },
    { column: 'dt', separator: '_' },
    { column: 'order' },
  ]);
  const salt = playground.keyParts.nth(0);
  await salt.getByTestId('part-salt-digits').fill('2');
  await salt.locator('[data-testid="part-hash-check"][value="order"]').check();
  const dt = playground.keyParts.nth(1);
  await dt.getByTestId('part-encoding').selectOption('timestamp');
  await dt.getByTestId('part-time-in').selectOption('datetime');
  assert.equal(await dt.getByTestId('part-in-pattern').inputValue(), 'yyyy-MM-dd HH:mm:ss');
  await dt.getByTestId('part-time-out').selectOption('text');
  assert.equal(await dt.getByTestId('part-out-pattern').inputValue(), 'yyyyMMddHHmmss');
  await playground.page.waitForFunction(
    () => document.querySelector('[data-testid="row-key"]')?.textContent === '00_20210607083002_364760',
  );
  assert.deepEqual(await playground.sortedKeys(), [
    '00_20210607083002_364760',
    '00_20210607083004_364762',
    '01_20210607083000_364758',
    '01_20210607083005_364763',
    '02_20210607083001_364759',
    '02_20210607083003_364761',
  ]);
  // No inline error in the key builder (the seed's queries still name seed 000's columns).
  await expectCount(playground.page.getByTestId('key-parts').getByTestId('field-error'), 0);
  await expectCount(playground.page.getByTestId('key-parts').getByTestId('part-error'), 0);
});
