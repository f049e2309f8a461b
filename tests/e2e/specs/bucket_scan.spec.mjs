// A Phoenix salt of 4 buckets (SALT_BUCKETS 4): a predicate on a non-salt column is read
// once per bucket.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('a 4-bucket salt turns uid = 111 into a 4-way bucket scan', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setKeyParts([{ salt: 'phoenix', buckets: 4 }, { column: 'uid' }, { column: 'phone' }]);
  await playground.setSaltBuckets(4);
  const card = playground.query(1);
  assert.equal(await card.getByTestId('plan-class').textContent(), '4-WAY bucket scan');
  await expectCount(card.getByTestId('strip-mark'), 4);
  assert.match(await card.getByTestId('query-regions').textContent(), /^4 of 4 regions/);
  // The code is behind its disclosure (issue 34 item 3).
  await card.getByTestId('query-code').locator('summary').click();
  await card.getByTestId('show-explain').click();
  assert.match(await card.getByTestId('snippet-explain').textContent(), /^CLIENT PARALLEL 4-WAY/);
});
