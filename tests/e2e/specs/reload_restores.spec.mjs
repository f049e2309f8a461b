// The design is autosaved: after a reload (with or without the link) it is still there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('an edited design survives a reload', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  await playground.setNumRegions(7);
  await playground.query(0).getByTestId('query-remove').click();
  await playground.waitForSaved();
  await playground.page.reload();
  await playground.keyRows.first().waitFor();
  await expectCount(playground.regionBars, 7);
  await expectCount(playground.queries, 2);
  // Without the link, the autosave brings it back too.
  await playground.page.goto('./');
  await playground.keyRows.first().waitFor();
  await expectCount(playground.regionBars, 7);
  await expectCount(playground.queries, 2);
  await expectCount(playground.notice, 0);
});
