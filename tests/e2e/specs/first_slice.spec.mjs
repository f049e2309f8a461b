// Paste CSV, key it by one column, read the keys in HBase order (seed 002's 1..11).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('a default design is loaded on first visit', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  assert.ok((await playground.sortedKeys()).length > 0);
  await expectCount(playground.keyParts, 3);
  assert.ok((await playground.regionBars.count()) > 1);
});

test('numbers 1 to 11 as text sort as HBase sorts them (seed 002)', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const rows = Array.from({ length: 11 }, (_, i) => `${i + 1},user${i + 1}`);
  await playground.pasteCsv(['uid,name', ...rows].join('\n'));
  await playground.chooseKeyColumn('uid');
  assert.deepEqual(await playground.sortedKeys(), ['1', '10', '11', '2', '3', '4', '5', '6', '7', '8', '9']);
  assert.deepEqual(await playground.keyLengths(), [1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
});

test('choosing another column re-keys the rows', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.pasteCsv('uid,city\n1,Zürich\n2,Aachen\n3,\\x00\n');
  await playground.chooseKeyColumn('city');
  assert.deepEqual(await playground.sortedKeys(), ['Aachen', 'Z\\xC3\\xBCrich', '\\x5Cx00']);
  assert.deepEqual(await playground.keyLengths(), [6, 7, 4]);
});

test('a bad paste shows the line inline and keeps the text', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const text = 'a,b\n1,2\n3\n';
  await playground.pasteCsv(text);
  await playground.sampleError.waitFor();
  assert.match(await playground.sampleError.textContent(), /line 3/);
  assert.equal(await playground.sampleInput.inputValue(), text);
});
