// Invalid field values show an inline message, keep what was typed, and break nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('invalid part fields are flagged next to the field and not applied', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const before = await playground.previewKey.textContent();
  await playground.setKeyParts([
    { column: 'uid', encoding: 'padded', width: 8 },
    { salt: 'phoenix', buckets: 4 },
    { md5: ['uid'], chars: 6 },
  ]);
  const [padded, salt, md5] = [0, 1, 2].map((i) => playground.keyParts.nth(i));
  const preview = await playground.previewKey.textContent();
  assert.notEqual(preview, before);

  await padded.getByTestId('part-width').fill('0');
  await salt.getByTestId('part-buckets').fill('257');
  await md5.getByTestId('part-md5-len').fill('33');
  await md5.getByTestId('part-separator').fill('\\x4');
  assert.deepEqual(await playground.fieldErrors(), [
    'a width is 1 to 1024, not 0',
    'this kind of salt takes 1 to 256 buckets, not 257',
    'an md5 hex prefix has 1 to 32 characters, not 33',
    'column 1 of "\\x4": a backslash must start \\xHH (two hex digits) or \\\\',
  ]);
  assert.equal(await padded.getByTestId('part-width').inputValue(), '0');
  assert.equal(await padded.getByTestId('part-width').getAttribute('aria-invalid'), 'true');
  assert.equal(await salt.getByTestId('part-buckets').inputValue(), '257');
  // Nothing invalid was applied.
  assert.equal(await playground.previewKey.textContent(), preview);
  // The page keeps working.
  await padded.getByTestId('part-width').fill('9');
  assert.notEqual(await playground.previewKey.textContent(), preview);
  await playground.setNumRegions(6);
  await expectCount(playground.regionBars, 6);
});

test('a bad split list is explained inline in the engine\'s words', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setSplits(['2', '', '4']);
  await playground.splitsError.waitFor();
  assert.match(await playground.splitsError.textContent(), /^split 2 \(''\) is empty/);
  assert.equal(await playground.page.getByTestId('splits-text').inputValue(), '2\n\n4');
  await expectCount(playground.regionBars, 1);
  await playground.setSplits(['2', '4']);
  // The analysis runs in a worker: wait for its chart.
  await playground.page.waitForFunction(() => document.querySelectorAll('[data-testid="region-bar"]').length === 3);
  await playground.setNumRegions(1);
  assert.match((await playground.fieldErrors()).join(' '), /region/);
});
