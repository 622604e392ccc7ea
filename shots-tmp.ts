// usage: shots.ts <port> <outdir>   — screenshots of pages as participant & admin at 375 and 1280
//        shots.ts --diff <dirA> <dirB> — pixel diff of same-named PNGs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
if (process.argv[2] === '--diff') {
  const [a, b] = [process.argv[3]!, process.argv[4]!];
  const page = await browser.newPage();
  for (const f of fs.readdirSync(a).filter((f) => f.endsWith('.png'))) {
    if (!fs.existsSync(path.join(b, f))) { console.log('missing', f); continue; }
    const da = fs.readFileSync(path.join(a, f)).toString('base64');
    const db = fs.readFileSync(path.join(b, f)).toString('base64');
    const r = await page.evaluate(async ([da, db]) => {
      const load = (d: string) => new Promise<HTMLImageElement>((res) => { const i = new Image(); i.onload = () => res(i); i.src = 'data:image/png;base64,' + d; });
      const [ia, ib] = await Promise.all([load(da!), load(db!)]);
      if (ia.width !== ib.width || ia.height !== ib.height) return `size ${ia.width}x${ia.height} vs ${ib.width}x${ib.height}`;
      const c = (i: HTMLImageElement) => { const cv = document.createElement('canvas'); cv.width = i.width; cv.height = i.height; const x = cv.getContext('2d')!; x.drawImage(i, 0, 0); return x.getImageData(0, 0, i.width, i.height).data; };
      const pa = c(ia), pb = c(ib); let n = 0; let miny = 1e9, maxy = -1;
      for (let k = 0; k < pa.length; k += 4) if (pa[k] !== pb[k] || pa[k + 1] !== pb[k + 1] || pa[k + 2] !== pb[k + 2]) { n++; const y = Math.floor(k / 4 / ia.width); miny = Math.min(miny, y); maxy = Math.max(maxy, y); }
      return n === 0 ? 'same' : `${n} px differ, rows ${miny}-${maxy}`;
    }, [da, db]);
    console.log(r.padEnd(36), f);
  }
  await browser.close();
  process.exit(0);
}
const [port, out] = [process.argv[2]!, process.argv[3]!];
fs.mkdirSync(out, { recursive: true });
const base = `http://localhost:${port}`;
const sets: Record<string, { email: string | null; pages: string[] }> = {
  anon: { email: null, pages: ['/', '/login', '/signup'] },
  part: { email: 'participant@example.com', pages: ['/progress', '/vacancies', '/vacancies/7', '/newswire', '/notifications', '/profile', '/mobile'] },
  admin: { email: 'admin@example.com', pages: ['/admin/users', '/admin/statistics', '/recruiter'] },
};
for (const [who, { email, pages }] of Object.entries(sets)) {
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 812 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow', reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    if (email) {
      await page.goto(`${base}/email_login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL((u) => !u.pathname.includes('login'));
    }
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${who}${p.replace(/\//g, '_')}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
    }
    await ctx.close();
  }
}
await browser.close();
