// usage: crop.ts out.png y height a.png b.png — stack crops of two PNGs (rows y..y+height)
import fs from 'node:fs';
import { chromium } from 'playwright-core';
const [out, y, h, ...files] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1300, height: 100 } });
const imgs = files.map((f) => `<div style="height:${h}px;overflow:hidden;border-bottom:3px solid red"><img src="data:image/png;base64,${fs.readFileSync(f!).toString('base64')}" style="display:block;margin-top:-${y}px"></div>`).join('');
await page.setContent(`<body style="margin:0">${imgs}</body>`);
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
