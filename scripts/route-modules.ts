/**
 * A Vite build plugin (vite.config.ts): in the route table (src/web/render/routes.tsx), each route's
 * `lazyRoute(() => import('…'), …)` gets its module's path as Vite's manifest names it
 * (`features/auth/login-page.tsx`), on the server's build only. The server names that module's chunks
 * and inlines its styles in the page's HTML (src/server/pages/document.ts). The route table imports
 * its modules, so a wrong path or export name fails the type check; the path for the manifest, which
 * only the build knows, is written here rather than beside each import by hand.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const ROUTE_TABLE = /[\\/]src[\\/]web[\\/]render[\\/]routes\.tsx$/;
const MODULE_IMPORT = /\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function routeModules(): Plugin {
  let root = '';
  return {
    name: 'jti:route-modules',
    // On the source as written, before the TypeScript transform.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || !ROUTE_TABLE.test(id)) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(MODULE_IMPORT)) {
        const [whole, spec = ''] = match;
        const resolved = await this.resolve(spec, id);
        if (!resolved) throw new Error(`routes.tsx: cannot resolve ${spec}`);
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}Object.assign(${whole}, { module: ${JSON.stringify(module)} })`;
        last = match.index + whole.length;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}
