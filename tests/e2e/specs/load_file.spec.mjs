// A chosen file is read in the browser and analysed like pasted text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('choosing a TSV file loads it and Auto shows the detected format', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.usePastedData();
  const text = 'uid\tphone\tname\n7\t13500000000\tann\n8\t13600000000\tbob\n';
  await playground.page.getByTestId('sample-file').setInputFiles({
    name: 'users.tsv',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await playground.sampleSummary.filter({ hasText: '2 rows × 3 columns' }).waitFor();
  assert.match(await playground.sampleSummary.textContent(), /detected: TSV with header/);
  assert.equal(await playground.sampleInput.inputValue(), text);
  assert.deepEqual(await playground.sortedKeys(), ['713500000000ann', '813600000000bob']);
});
