import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { directImports } from './scripts/direct-imports.ts';
import { precompress } from './scripts/precompress.ts';

// The web app lives in src/web; `npm run dev` proxies the API to the server on API_PORT (3000).
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // precompress: .br and .gz copies of the built text files, sent by the server (src/server/web-app.ts).
  // directImports: Mantine's components imported from their own modules, so each lands in the chunks
  // of the pages that use it, not in the entry (scripts/direct-imports.ts).
  plugins: [react(), directImports(['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/dates']), precompress()],
  // The manifest (dist/.vite/manifest.json) is what bench/bundle-size.ts reads to sum each page's chunks.
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '^/(api|sanctum|register|sms|forgot-password|reset-password)(/.*)?$': api,
      // Sign-in and logout share their paths with pages: only their POST calls go to the API.
      '^/(login|logout)$': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
    },
  },
});
