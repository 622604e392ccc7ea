import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const base = `http://localhost:${process.argv[2]}`;
await page.goto(`${base}/email_login`);
await page.getByLabel('E-mail').fill('participant@example.com');
await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
await page.getByRole('button', { name: 'Войти' }).click();
await page.waitForURL((u) => !u.pathname.includes('login'));
await page.goto(`${base}/newswire`, { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => {
  const a = [...document.querySelectorAll('a')].find((x) => x.textContent?.includes('Перейти к отбору'))!;
  const p = a.parentElement!;
  const cs = getComputedStyle(a), ps = getComputedStyle(p);
  return { a: a.outerHTML.slice(0, 300), width: cs.width, display: cs.display, alignSelf: cs.alignSelf, parent: p.className, pdisplay: ps.display, pdir: ps.flexDirection, palign: ps.alignItems };
}));
await browser.close();
