/**
 * The build's last step: the pages that are the same for every signed-out visitor (the landing, the
 * entering pages, the error pages: their routes say `prerender`, src/web/app/routes.tsx) rendered
 * once by the web app's server entry into `dist/pages/pages.json`. The server puts each into its
 * document at start-up and sends it without rendering (src/server/pages/web-app.ts).
 *
 *   node scripts/prerender.ts [dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../src/shared/page-render.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { renderer } = (await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href)) as {
  renderer: PageRenderer;
};

const pages: Record<
  string,
  { status: number; entry: 'app' | 'landing'; modules: string[]; data: string; html: string }
> = {};
for (const [key, url] of Object.entries(renderer.prerendered)) {
  const answer = await renderer.render({
    url,
    sessionCookie: false,
    mobile: false,
    liveFrom: null,
    call: () => Promise.reject(new Error(`${url}: a page rendered at build time called the API`)),
    // The same for every visitor: no form of theirs (a page with one is rendered per request, decision 052).
    csrfToken: '',
    returnVacancyId: null,
  });
  if ('redirect' in answer)
    throw new Error(`${url}: a page rendered at build time redirected to ${answer.redirect}`);
  if (!answer.html) throw new Error(`${url}: a page rendered at build time is rendered by the browser`);
  const chunks: Buffer[] = [];
  for await (const chunk of answer.html) chunks.push(Buffer.from(chunk as Buffer));
  pages[key] = {
    status: answer.status,
    entry: answer.entry,
    modules: answer.modules,
    data: answer.data,
    html: Buffer.concat(chunks).toString('utf8'),
  };
}
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
fs.writeFileSync(path.join(dist, 'pages', 'pages.json'), JSON.stringify(pages));
console.log(
  `prerendered ${Object.keys(pages).length} pages: ${Object.values(renderer.prerendered).join(', ')}`,
);
