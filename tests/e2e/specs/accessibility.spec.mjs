// axe-core finds no serious or critical violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

async function seriousViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.nodes.length} nodes): ${v.help}`);
}

test('the default page has no serious or critical accessibility violation', async () => {
  const page = await session.newPage();
  await new PlaygroundPage(page).open();
  assert.deepEqual(await seriousViolations(page), []);
});

test('the page with an inline error has no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.pasteCsv('a,b\n1\n');
  await playground.sampleError.waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});

test('the heatmap view and an invalid field have no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await page.getByTestId('show-heatmap').click();
  await page.getByTestId('heatmap').waitFor();
  await playground.keyParts.first().getByTestId('part-separator').fill('\\x');
  assert.equal((await playground.fieldErrors()).length, 1);
  assert.deepEqual(await seriousViolations(page), []);
});

test('the Queries area with an invalid condition has no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.addQuery();
  await playground.setCondition(3, 0, { op: 'latest', value: 'x' });
  assert.equal((await playground.fieldErrors()).length, 1);
  await playground.query(0).getByTestId('show-java').click();
  const results = await new AxeBuilder({ page }).include('[data-testid="area-queries"]').analyze();
  assert.deepEqual(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id}: ${v.help}`), []);
  assert.deepEqual(await seriousViolations(page), []);
});
