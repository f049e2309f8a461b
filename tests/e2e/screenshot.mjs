// Screenshots of the release build.
//   node screenshot.mjs OUT.png                    the README shot (1280×720 viewport)
//   node screenshot.mjs OUT.png --full             the whole page
//   node screenshot.mjs OUT.png --area=area-data   one area (a data-testid)
//   options: --dark (dark colour scheme), --click=TESTID (click it first; repeatable),
//            --select=TESTID:VALUE (choose an option of a select first; repeatable),
//            --locale=zh-CN (the browser's language; the page follows it),
//            --size=WxH (the viewport, default 1280x720; --size=390x844 for a phone)
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const [out = 'screenshot.png', ...flags] = process.argv.slice(2);
const flag = (name) => flags.find((f) => f === `--${name}` || f.startsWith(`--${name}=`));
const values = (name) => flags.filter((f) => f.startsWith(`--${name}=`)).map((f) => f.split('=')[1]);
const [width, height] = (values('size')[0] ?? '1280x720').split('x').map(Number);
const server = await serveDist();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({
    baseURL: server.baseURL,
    viewport: { width, height },
    colorScheme: flag('dark') ? 'dark' : 'light',
    locale: values('locale')[0] ?? 'en-US',
  });
  await new PlaygroundPage(page).open();
  for (const choice of values('select')) {
    const [id, value] = choice.split(':');
    await page.getByTestId(id).first().selectOption(value);
  }
  for (const id of values('click')) {
    await page.getByTestId(id).first().click();
  }
  const area = values('area')[0];
  if (area) {
    await page.getByTestId(area).screenshot({ path: out });
  } else {
    await page.screenshot({ path: out, fullPage: Boolean(flag('full')) });
  }
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
