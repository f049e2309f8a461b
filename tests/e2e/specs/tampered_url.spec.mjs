// A damaged link shows what is wrong at the top, the page still works, and the link stays in
// the address bar until the message is dismissed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('a tampered link shows a message and the default design', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.page.goto('./#d1.eJyrVkrLz1eyUlAqS8wpTVWqBQA*tampered');
  await playground.keyRows.first().waitFor();
  await playground.notice.waitFor();
  assert.match(await playground.page.getByTestId('notice-text').textContent(),
    /^This link could not be opened: this link is damaged at character \d+: it was probably edited or cut\. Showing the default design instead\.$/);
  await expectCount(playground.keyParts, 3);
  await expectCount(playground.regionBars, 5);
  await expectCount(playground.queries, 3);
  // The page works, and the broken link is kept while the message shows.
  await playground.setNumRegions(6);
  await expectCount(playground.regionBars, 6);
  await playground.page.waitForTimeout(600);
  assert.match(playground.page.url(), /tampered$/);
  await playground.page.getByTestId('notice-dismiss').click();
  await expectCount(playground.notice, 0);
  await playground.waitForSaved();
  assert.doesNotMatch(playground.page.url(), /tampered/);
});

test('a link from a newer version says so', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.page.goto('./#d9.AAAA');
  await playground.notice.waitFor();
  assert.match(await playground.page.getByTestId('notice-text').textContent(), /newer version of the app/);
  await playground.keyRows.first().waitFor();
});

test('a link with one character changed is refused, and the address bar keeps it', async () => {
  const maker = new PlaygroundPage(await session.newPage());
  await maker.open();
  await maker.setNumRegions(6);
  await maker.waitForSaved();
  const hash = await maker.page.evaluate(() => location.hash);
  assert.match(hash, /^#d2\./);
  // One base64url character in the middle of the deflate stream, changed to another.
  const at = Math.floor(hash.length / 2);
  const altered = hash.slice(0, at) + (hash[at] === 'A' ? 'B' : 'A') + hash.slice(at + 1);
  const playground = new PlaygroundPage(await session.newPage());
  await playground.page.goto(`./${altered}`);
  await playground.keyRows.first().waitFor();
  await playground.notice.waitFor();
  assert.match(await playground.page.getByTestId('notice-text').textContent(),
    /^This link could not be opened: this link (is damaged|is incomplete)/);
  // The default design (5 regions), not the altered link's 6.
  await expectCount(playground.regionBars, 5);
  await playground.page.waitForTimeout(600);
  assert.equal(new URL(playground.page.url()).hash, altered);
});
