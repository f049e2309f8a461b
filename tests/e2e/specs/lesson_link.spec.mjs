// A trainer's lesson link: the open lesson (preset, design, tour point, the page's language)
// travels with the design in the address bar and the autosave; closing the lesson takes it out
// of both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

const PRESET = 'time-first-hash-prefix';
const VARIANT = 'after';
const lessonBar = `[data-testid="lesson"][data-preset="${PRESET}"][data-variant="${VARIANT}"]`;

/**
 * A link's saved state: `#d2.` + base64url of a mark byte, two CRC-32s (9 bytes) and the
 * raw-deflated JSON, as share.rs writes it.
 */
function decodeHash(hash) {
  const body = Buffer.from(hash.replace(/^#d2\./, ''), 'base64url');
  return JSON.parse(inflateRawSync(body.subarray(9)).toString('utf8'));
}

/** A link in the format made before checksums (`#d1.`), which still opens. */
function encodeHash(state) {
  return `#d1.${deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url')}`;
}

/** The trainer opens the preset's variant from the gallery and takes the tour one step. */
async function trainerAtSecondPoint() {
  const trainer = new PlaygroundPage(await session.newPage());
  await trainer.open();
  const { page } = trainer;
  await page.getByTestId('open-gallery').click();
  await page.getByTestId(`open-${PRESET}-${VARIANT}`).click();
  await page.waitForSelector(lessonBar);
  await page.getByTestId('tour-start').click();
  await page.getByTestId('tour-next').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="lesson-point"]')[1]?.getAttribute('aria-current') === 'step');
  await trainer.waitForSaved();
  return trainer;
}

/** Waits for the lesson bar at point `index` (0-based) and returns its tour-step text. */
async function lessonAt(page, index) {
  await page.waitForSelector(lessonBar);
  await page.waitForFunction((i) => document.querySelectorAll('[data-testid="lesson-point"]')[i]?.getAttribute('aria-current') === 'step', index);
  await page.getByTestId('tour-callout').waitFor();
  return page.getByTestId('tour-step').textContent();
}

test('a lesson link opens the same lesson at the same tour point; reloads keep it; closing drops it', async () => {
  const trainer = await trainerAtSecondPoint();
  const hash = await trainer.page.evaluate(() => location.hash);
  assert.match(hash, /^#d2\./);
  // Saved as `preset/variant/step/lang` (persist::LessonRef): the trainer's page is in English.
  assert.equal(decodeHash(hash).lesson, `${PRESET}/${VARIANT}/1/en`);
  const step = await trainer.page.getByTestId('tour-step').textContent();
  assert.match(step, /^Point 2 of \d+$/);
  const keys = await trainer.sortedKeys();

  // A student, in a fresh browser context (no autosave of their own).
  const student = new PlaygroundPage(await session.newPage());
  const { page } = student;
  await page.goto(trainer.page.url());
  await student.keyRows.first().waitFor();
  assert.equal(await lessonAt(page, 1), step);
  assert.equal(await page.getByTestId(`variant-${VARIANT}`).getAttribute('aria-pressed'), 'true');
  assert.deepEqual((await student.sortedKeys()).slice(0, 10), keys.slice(0, 10));
  await expectCount(student.notice, 0);

  // A reload keeps it (the link), and so does the autosave without the link.
  await student.waitForSaved();
  await page.reload();
  await student.keyRows.first().waitFor();
  assert.equal(await lessonAt(page, 1), step);
  await page.goto('./');
  await student.keyRows.first().waitFor();
  assert.equal(await lessonAt(page, 1), step);

  // Closed, the lesson leaves the link and the autosave; the design stays.
  await page.getByTestId('lesson-close').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="lesson"]'));
  await page.waitForFunction((before) => location.hash !== before, hash);
  await student.waitForSaved();
  const closed = await page.evaluate(() => location.hash);
  assert.equal(decodeHash(closed).lesson, undefined);
  await page.reload();
  await student.keyRows.first().waitFor();
  assert.deepEqual((await student.sortedKeys()).slice(0, 10), keys.slice(0, 10));
  await expectCount(page.getByTestId('lesson'), 0);
  await expectCount(page.getByTestId('tour-callout'), 0);
  await page.goto('./');
  await student.keyRows.first().waitFor();
  await expectCount(page.getByTestId('lesson'), 0);
});

test('a link naming an unknown preset or a point past the tour still opens the design', async () => {
  const trainer = await trainerAtSecondPoint();
  const saved = decodeHash(await trainer.page.evaluate(() => location.hash));
  const keys = await trainer.sortedKeys();

  // An unknown preset: the design, no lesson, no error; the rewritten link has no lesson.
  const unknown = new PlaygroundPage(await session.newPage());
  await unknown.page.goto(`./${encodeHash({ ...saved, lesson: `no-such-preset/${VARIANT}/1` })}`);
  await unknown.keyRows.first().waitFor();
  await unknown.waitForSaved();
  assert.deepEqual((await unknown.sortedKeys()).slice(0, 10), keys.slice(0, 10));
  await expectCount(unknown.page.getByTestId('lesson'), 0);
  await expectCount(unknown.notice, 0);
  assert.equal(decodeHash(await unknown.page.evaluate(() => location.hash)).lesson, undefined);

  // A point past the tour's end: the lesson, with its tour not running.
  const past = new PlaygroundPage(await session.newPage());
  await past.page.goto(`./${encodeHash({ ...saved, lesson: `${PRESET}/${VARIANT}/999` })}`);
  await past.keyRows.first().waitFor();
  await past.page.waitForSelector(lessonBar);
  await past.page.getByTestId('tour-start').waitFor();
  await expectCount(past.page.getByTestId('tour-step'), 0);
  await expectCount(past.page.getByTestId('tour-callout'), 0);
  assert.deepEqual((await past.sortedKeys()).slice(0, 10), keys.slice(0, 10));
  await expectCount(past.notice, 0);
});

test('a lesson link opens in the language it was made in; the visitor can switch; old links follow the browser', async () => {
  // A Chinese trainer (a Chinese browser) makes the link.
  const trainer = new PlaygroundPage(await session.newPage({ locale: 'zh-CN' }));
  await trainer.open();
  await trainer.openLesson(PRESET, VARIANT);
  await trainer.waitForSaved();
  const hash = await trainer.page.evaluate(() => location.hash);
  assert.equal(decodeHash(hash).lesson, `${PRESET}/${VARIANT}//zh-CN`);
  const title = await trainer.page.locator('#lesson-heading').textContent();

  // An English browser opens it in Chinese, the lesson as the trainer left it.
  const student = new PlaygroundPage(await session.newPage({ locale: 'en-US' }));
  const { page } = student;
  await page.goto(`./${hash}`);
  await student.keyRows.first().waitFor();
  await page.waitForSelector(lessonBar);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  assert.equal(await page.getByTestId('lang-zh-CN').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#lesson-heading').textContent(), title);
  await expectCount(page.getByTestId('lesson-modified'), 0, 'the lesson is not marked as modified');
  // The student switches to English; the link follows.
  await page.getByTestId('lang-en').click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await student.waitForSaved();
  assert.equal(decodeHash(await page.evaluate(() => location.hash)).lesson, `${PRESET}/${VARIANT}//en`);
  await page.reload();
  await student.keyRows.first().waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');

  // A link made before links carried the language opens as before: in the browser's.
  const old = encodeHash({ ...decodeHash(hash), lesson: `${PRESET}/${VARIANT}/1` });
  for (const [locale, lang] of [['en-US', 'en'], ['zh-CN', 'zh-CN']]) {
    const visitor = new PlaygroundPage(await session.newPage({ locale }));
    await visitor.page.goto(`./${old}`);
    await visitor.keyRows.first().waitFor();
    assert.equal(await lessonAt(visitor.page, 1), lang === 'en' ? 'Point 2 of 2' : '第 2 步，共 2 步');
    assert.equal(await visitor.page.locator('html').getAttribute('lang'), lang);
  }
});
