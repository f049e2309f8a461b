// "Skip lines that cannot be read" with an unclosed quote (issue 34 item 9): the quote ends at
// its line's end, that line is listed with the other bad lines in line order (a ragged row on
// line 11 before the quote on line 12), and the rows after it are read; without skipping, the
// unclosed quote is the one error, where it opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('skip mode lists an unclosed quote in line order and reads the rows after it', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  let text = 'uid,note\n';
  for (let i = 1; i <= 9; i += 1) text += `u${i},ok\n`;
  text += 'u10,ragged,row\n'; // line 11
  text += 'u11,"never closed\n'; // line 12
  text += 'u12,after\nu13,fine\n';
  await playground.pasteCsv(text);
  await page.getByTestId('skip-bad-lines').check();
  const listed = page.getByTestId('sample-skipped').locator('li');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="sample-skipped"] li').length === 2);
  const lines = await listed.allTextContents();
  assert.match(lines[0], /line 11\b/, lines.join(' | '));
  assert.match(lines[1], /line 12\b/, lines.join(' | '));
  // Nine good rows before, two after the quote's line.
  await page.waitForFunction(() => /\b11 rows\b/.test(document.querySelector('[data-testid="sample-summary"]')?.textContent ?? ''));
});
