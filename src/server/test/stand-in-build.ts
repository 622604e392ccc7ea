/**
 * A stand-in for the built web app (`npm run build`) in a folder of its own: the template with its
 * page markers, a manifest, assets, and a server entry whose renderer answers by path. The server's serving of pages and files is tested against it without building the web app.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The stand-in renderer, as the built `dist/server/entry-server.js` would export it. */
const RENDERER = `
const page = (status, modules, html, data = {}, entry = 'app') => ({ status, entry, modules, data: JSON.stringify(data), html });
export const renderer = {
  formPages: [],
  // Rendered by the server once a while for every signed-out visitor (pages/shared-pages.ts).
  sharedKey(url) {
    const p = new URL(url, 'http://x').pathname;
    if (p.startsWith('/nothing') || p === '/not-found') return '/not-found';
    return ['/', '/login', '/shared', '/shared-broken'].includes(p) ? p : null;
  },
  renders: 0,
  async render({ url, sessionCookie, mobile, call, liveFrom }) {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/login') return sessionCookie ? { redirect: '/home' } : page(200, ['features/login-page.tsx'], '<main>Вход</main>', { login: true });
    if (u.pathname === '/home') return { redirect: '/progress' };
    if (u.pathname === '/away') return { redirect: 'https://elsewhere.example/' };
    if (u.pathname === '/loop') return { redirect: '/loop' };
    if (u.pathname === '/boom') throw new Error('the render failed');
    if (u.pathname === '/500') throw new Error('the error page fails too');
    if (u.pathname === '/staff') return { status: 200, entry: 'app', modules: ['features/staff-page.tsx'], data: '{"rendered":false}' };
    if (u.pathname === '/') return page(200, [], '<main>Лендинг</main>', { homeTo: sessionCookie ? '/progress' : null }, 'landing');
    if (u.pathname.startsWith('/nothing') || u.pathname === '/not-found') return page(404, [], '<main>Нет такой страницы</main>');
    if (u.pathname === '/live-from') return page(200, [], '<main>' + liveFrom + '</main>');
    if (u.pathname === '/shared' || u.pathname === '/shared-broken') {
      const res = await call('/api/vacancies/all?per_page=1', 'GET', undefined);
      const total = res.ok ? (await res.json()).meta.total : null;
      const rendered = page(200, [], '<main>Открыто ' + total + ', отрисовка ' + ++this.renders + (sessionCookie ? ', с сессией' : '') + '</main>', {}, 'landing');
      return u.pathname === '/shared-broken' ? { ...rendered, problem: 'the data could not be read' } : rendered;
    }
    if (u.pathname === '/whoami') {
      const res = await call('/api/users/info', 'GET', undefined);
      const body = await res.text();
      return page(200, [], '<main>' + res.status + '</main>', { body });
    }
    return page(200, ['features/progress-page.tsx'], '<main>Страница ' + u.pathname + (mobile ? ' mobile' : '') + ' &lt;b&gt;</main>', { path: u.pathname, q: u.searchParams.get('q') });
  },
  async redirectOf(request) {
    const answer = await this.render(request);
    return 'redirect' in answer ? answer.redirect : null;
  },
};
`;

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <title>Стажировка в JTI</title>
    <script type="module" crossorigin src="/assets/entry-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/entry-abc123.css">
  </head>
  <body>
    <div id="root"><!--page-html--><div class="boot">Загрузка…</div><!--/page-html--></div>
    <!--page-data-->
  </body>
</html>`;

const LANDING = `<!doctype html>
<html lang="ru">
  <head>
    <title>Стажировка в JTI</title>
    <script type="module" crossorigin src="/assets/landing-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--page-html--><!--/page-html--></div>
    <!--page-data-->
  </body>
</html>`;

/** Writes the stand-in build into `dist`; `script` is an asset big enough to have compressed copies. */
export function writeStandInBuild(dist: string, script: string): void {
  const client = path.join(dist, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(client, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(client, 'landing.html'), LANDING);
  fs.writeFileSync(path.join(client, 'assets', 'entry-abc123.js'), script);
  fs.writeFileSync(path.join(client, 'assets', 'entry-abc123.css'), '.entry{color:teal}');
  fs.writeFileSync(path.join(client, 'assets', 'progress-abc123.css'), '.progress{color:navy}');
  fs.writeFileSync(
    path.join(client, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/entry-abc123.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/entry-abc123.css'],
      },
      'landing.html': { file: 'assets/landing-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-abc123.js' },
      'render/boot.ts': { file: 'assets/boot-abc123.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-abc123.js' },
      'features/progress-page.tsx': {
        file: 'assets/progress-abc123.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_stepper.js'],
        css: ['assets/progress-abc123.css'],
      },
      '_stepper.js': { file: 'assets/stepper-abc123.js' },
      'features/login-page.tsx': { file: 'assets/login-abc123.js', isDynamicEntry: true },
    }),
  );
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), RENDERER);
}
