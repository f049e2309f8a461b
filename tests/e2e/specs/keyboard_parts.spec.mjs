// The key builder with the keyboard alone: removing a part keeps the focus in the builder
// (issue 20: it fell to <body>).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('removing a part with the keyboard keeps the focus in the key builder', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const before = await playground.keyParts.count();
  assert.ok(before >= 2, `the default key has ${before} parts`);
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.id ?? el?.tagName;
  });
  // The first part's remove button, pressed with Enter: the next part's button takes the focus.
  await playground.keyParts.first().getByTestId('part-remove').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="key-part"]').length === n, before - 1);
  await page.waitForFunction(() => document.activeElement !== document.body);
  assert.equal(await focused(), 'part-remove');
  // Removing every part with Space leaves the focus on the new-part picker.
  while ((await playground.keyParts.count()) > 0) {
    const n = await playground.keyParts.count();
    await page.keyboard.press('Space');
    await page.waitForFunction((m) => document.querySelectorAll('[data-testid="key-part"]').length === m, n - 1);
  }
  await page.waitForFunction(() => document.activeElement?.id === 'new-part-kind');
  assert.notEqual(await focused(), 'BODY');
});
