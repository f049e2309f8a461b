// Design edits can be undone and redone (buttons and keys); typing keeps the browser's own
// text undo; the autosave survives a reload and a tab that dies without unloading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('undo and redo design edits with the buttons and the keys', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const undo = page.getByTestId('undo');
  const redo = page.getByTestId('redo');
  assert.equal(await undo.isDisabled(), true);
  await playground.setNumRegions(7);
  await expectCount(playground.regionBars, 7);
  await playground.query(0).getByTestId('query-remove').click();
  await expectCount(playground.queries, 2);
  // Switching the chart is not a design edit: undo skips it.
  await page.getByTestId('show-heatmap').click();
  await page.getByTestId('show-bars').click();

  await undo.click();
  await expectCount(playground.queries, 3);
  await undo.click();
  await expectCount(playground.regionBars, 5, 'typing 7 was one step');
  await redo.click();
  await expectCount(playground.regionBars, 7);

  // The keys, with the focus outside any text field.
  await page.getByTestId('show-bars').focus();
  await page.keyboard.press('Control+Shift+Z');
  await expectCount(playground.queries, 2);
  assert.equal(await redo.isDisabled(), true);
  await page.keyboard.press('Control+Z');
  await expectCount(playground.queries, 3);
  await page.keyboard.press('Meta+Z');
  await expectCount(playground.regionBars, 5);
  await page.keyboard.press('Control+Y');
  await expectCount(playground.regionBars, 7);
  await page.keyboard.press('Control+Shift+Z');
  await expectCount(playground.queries, 2);

  // Inside a text field, Ctrl+Z is the browser's text undo, not the design's.
  const name = playground.query(0).getByTestId('query-name');
  const before = await name.inputValue();
  await name.click();
  await name.press('End');
  await page.keyboard.type('xy');
  assert.equal(await name.inputValue(), `${before}xy`);
  await page.keyboard.press('Control+Z');
  assert.notEqual(await name.inputValue(), `${before}xy`);
  await expectCount(playground.queries, 2, 'the removed query stays removed');
  await expectCount(playground.regionBars, 7);
});

test('the autosave survives a tab that dies without unloading', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  await playground.setNumRegions(9);
  await playground.query(0).getByTestId('query-remove').click();
  await playground.waitForSaved();
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  const again = new PlaygroundPage(await context.newPage());
  await again.open();
  await expectCount(again.regionBars, 9);
  await expectCount(again.queries, 2);
});

test('Ctrl+Z cancels the browser undo without a passive-listener complaint; the sample placeholder has a real line break', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  const messages = [];
  page.on('console', (m) => messages.push(m.text()));
  await playground.open();
  await playground.setNumRegions(7);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="region-bar"]').length === 5);
  assert.deepEqual(messages.filter((m) => /passive/i.test(m)), []);
  await page.getByTestId('use-pasted').click();
  await page.getByTestId('sample-input').fill('');
  const placeholder = await page.getByTestId('sample-input').getAttribute('placeholder');
  assert.ok(placeholder.includes('\n') && !placeholder.includes('&#10;'), JSON.stringify(placeholder));
});
