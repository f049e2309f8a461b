// Seed 000 §1.3: with the key uid+phone+name, uid AND phone and uid alone are prefix scans,
// phone alone reads every row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test("seed 000's key serves uid AND phone and uid, not phone", async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setKeyParts([{ column: 'uid' }, { column: 'phone' }, { column: 'name' }]);
  assert.deepEqual(await playground.page.getByTestId('query-text').allTextContents(), [
    "uid = '111' AND phone = '16072909469'",
    "uid = '111'",
    "phone = '16072909469'",
  ]);
  assert.deepEqual(await playground.planClasses(), ['PREFIX SCAN', 'PREFIX SCAN', 'FULL SCAN']);
  // Each query returns the rows it asks for; the full scan reads all 2,000 rows.
  const returned = await playground.page.getByTestId('query-returned').allTextContents();
  assert.deepEqual(returned.map(Number), [1, 4, 1]);
  assert.equal(await playground.query(2).getByTestId('query-scanned').textContent(), '2000');
  assert.match(await playground.query(2).getByTestId('plan-reason').textContent(), /every row is read/);
  // The EXPLAIN snippet names the full scan: one scan group over the 5 regions, as rows with
  // no ORDER BY are row-key ordered to Phoenix (DefaultParallelScanGrouper; issue 30.7).
  // The code is behind its disclosure (issue 34 item 3).
  await playground.query(2).getByTestId('query-code').locator('summary').click();
  await playground.query(2).getByTestId('show-explain').click();
  assert.match(await playground.query(2).getByTestId('snippet-explain').textContent(), /^CLIENT PARALLEL 1-WAY ROUND ROBIN FULL SCAN OVER t/);
});

test('editing a condition re-plans the query, and its keys filter the sorted view', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setCondition(2, 0, { column: 'uid', value: '2' });
  assert.equal((await playground.planClasses())[2], 'PREFIX SCAN');
  await playground.query(1).getByTestId('query-filter').click();
  const keys = await playground.sortedKeys();
  assert.ok(keys.length >= 4 && keys.every((k) => k.startsWith('111')), keys.join(' '));
  // An invalid count stays in the field with its message, and the query is unchanged.
  await playground.setCondition(0, 1, { op: 'latest', value: 'ten' });
  const errors = await playground.fieldErrors();
  assert.equal(errors.length, 1);
  assert.match(errors[0], /whole number/);
  assert.equal(await playground.query(0).getByTestId('cond-value').nth(1).inputValue(), 'ten');
  assert.equal((await playground.planClasses())[0], 'PREFIX SCAN');
});
