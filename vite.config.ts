import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './scripts/precompress.ts';
import { routeModules } from './scripts/route-modules.ts';

// The web app lives in src/web. `vite build` makes the browser's files (dist/client); `vite build
// --ssr render/entry-server.tsx` the server entry that renders pages (dist/server). How a page is
// rendered: docs/architecture.md, «A page».
// `npm run dev` proxies the API to the server on API_PORT (3000).
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // routeModules: each route's module path for the server (scripts/route-modules.ts).
  // precompress: .br and .gz copies of the built text files, sent by the server (src/server/pages/web-app.ts).
  plugins: [
    react(),
    routeModules(),
    // React Aria's built-in strings (its close buttons', its regions' names) only in Russian: the app's
    // one locale (components/ui/aria-locale.tsx), not its 30-odd languages in every widget's chunk.
    optimizeLocales.vite({ locales: ['ru-RU'] }),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  build: isSsrBuild
    ? // Everything the render needs is bundled in: the server runs it without the web app's packages.
      { outDir: '../../dist/server', emptyOutDir: true, sourcemap: false, target: 'node24' }
    : // The manifest (dist/client/.vite/manifest.json): the server preloads each page's chunks from it.
      // React, and the router with the query cache, which every page of the app needs, go in a file
      // each: a couple of requests instead of dozens, and they compress better whole. So do the plain
      // components (components/ui, 4.6 kB gzipped): nearly every app page uses most of them, and
      // split by Rolldown they made a handful of tiny chunks a page, whose imports cost more than the
      // parts a page leaves unused (decision 038, amended 2026-11-28).
      {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          // Two entries: the app, and the landing's own (no router or query cache: entry-landing.tsx).
          // The entries' exports are nobody's API: free to drop (required by the inlining below).
          preserveEntrySignatures: false,
          // The boot script is every page's first: it asks for the page's scripts once the HTML is painted
          // (render/boot.ts; the server writes its tag, src/server/pages/document.ts).
          input: {
            app: 'src/web/index.html',
            landing: 'src/web/landing.html',
            boot: 'src/web/render/boot.ts',
          },
          output: {
            codeSplitting: {
              // The common chunks under 10 KiB (of source) that shared modules make, one per set of
              // pages sharing them, are copied into the chunks that read them instead of being files
              // of their own (one module state still: Rolldown's registry). A participant page
              // asked for 80-110 files, most under 2 kB, 6 at a time on an HTTP/1.1 phone; now
              // 19-25 with the plain chunk, and fewer bytes (docs/decisions/039-fewer-larger-chunks.md).
              experimentalInlineCommonChunks: {
                maxSize: 10 * 1024,
                // Chunks holding styles stay files: Vite emits a style's CSS from every chunk listing it.
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
              groups: [
                // The plain form fields (input, native-select, simple-grid, divider) stay out of the plain
                // chunk: in it, they made every app page 2.4 kB heavier, most of which has no field. Left
                // to Rolldown they go with the pages that use them; the fields' stylesheet, which input.tsx
                // and native-select.tsx share, is one chunk rather than a stub on each page (decision 038,
                // amended 2026-11-28; decision 064).
                {
                  name: 'field-styles',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/]field\.module\.css/,
                  priority: 1,
                },
                // The components nearly every page draws (text and layout, buttons, links, badges,
                // cards, alerts, the loader), with the divider's and the grid's small stylesheets: one
                // chunk. Every other ui/ component (fields, selects, dialogs, tables, the stepper…)
                // goes with the pages that use it: in this chunk, each made every participant page
                // heavier by what most of them never show (decisions 038, 043, 064). A list of what is
                // in, rather than of what is out, so that a new component stays out until it is common.
                {
                  name: 'ui',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/]((alert|anchor|badge|button|card|container|indicator|loader|primitives|theme-icon|unstyled-button|variant-colors|visually-hidden)\.|(divider|simple-grid)\.module\.css)/,
                  priority: 1,
                },
                // Each of those two with its stylesheet, rather than a 0.1 kB stub of a sheet.
                {
                  name: 'segmented-control',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/]segmented-control/,
                  priority: 1,
                },
                {
                  name: 'typography',
                  test: /src[\\/]web[\\/]components[\\/]ui[\\/]typography/,
                  priority: 1,
                },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|@tanstack[\\/][a-z-]+|cookie-es|@remix-run[\\/][a-z-]+)[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  // The server entry runs React's production build whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '^/(api|sanctum|register|sms|forgot-password|reset-password)(/.*)?$': api,
      // Sign-in and logout share their paths with pages: only their POST calls go to the API.
      '^/(login|logout)$': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
}));
