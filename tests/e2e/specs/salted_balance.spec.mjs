// A Phoenix salt of 4 buckets with SALT_BUCKETS 4 spreads the rows evenly over 4 regions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('salt 4 buckets + SALT_BUCKETS 4 gives 4 balanced bars', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setKeyParts([{ salt: 'phoenix', buckets: 4 }, { column: 'uid' }, { column: 'phone' }]);
  await playground.setSaltBuckets(4);
  await expectCount(playground.regionBars, 4);
  const shares = await playground.barShares();
  for (const share of shares) {
    assert.ok(share > 0.2 && share < 0.3, `unbalanced: ${shares}`);
  }
  // The first byte of every key is its bucket.
  const hex = await playground.page.getByTestId('preview-hex').textContent();
  assert.match(hex, /^0[0-3]/);
});
