// The address bar holds the whole design: opening it in a fresh browser shows the same view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('a shared link reproduces the design in a fresh browser context', async () => {
  const mine = new PlaygroundPage(await session.newPage());
  await mine.open();
  await mine.setKeyParts([{ column: 'uid', separator: '_' }, { column: 'phone' }]);
  await mine.setSplits(['2', '5']);
  await mine.setCondition(2, 0, { op: 'starts_with', value: '1607' });
  await mine.waitForSaved();
  const href = mine.page.url();
  const classes = await mine.planClasses();
  const keys = await mine.sortedKeys();

  const theirs = new PlaygroundPage(await session.newPage());
  await theirs.page.goto(href);
  await theirs.keyRows.first().waitFor();
  await expectCount(theirs.keyParts, 2);
  await expectCount(theirs.regionBars, 3);
  assert.deepEqual(await theirs.planClasses(), classes);
  assert.equal(await theirs.query(2).getByTestId('query-text').textContent(), "phone STARTS WITH '1607'");
  assert.deepEqual((await theirs.sortedKeys()).slice(0, 10), keys.slice(0, 10));
  await expectCount(theirs.notice, 0);
});
