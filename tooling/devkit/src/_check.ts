import { startHarness } from '@landing/devkit';

const h = await startHarness('/work/main/apps/author-site');
const { page, problems } = await h.open({ device: 'phone' });
await page.goto(h.site.url + '/es/', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log('problems', problems);
console.log(await page.locator('main').innerText());
console.log(
  (
    await page.locator('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src))
  ).slice(0, 8),
);
await page.screenshot({ path: '/tmp/author-es.png', fullPage: true });
await h.close();
