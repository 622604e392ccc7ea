/**
 * A Vite build plugin (vite.config.ts): each Mantine component brings its own stylesheet. Mantine's
 * components read their class names from `<Name>.module.mjs`; the styles for those classes are in
 * `@mantine/core/styles/<Name>.css`. This adds that import to each such module, so the bundler puts a
 * component's styles in the chunk that uses it, and a page's first stylesheet holds only what the
 * page shows (the whole `styles.css`, 40 kB gzipped, held up every page's first paint:
 * docs/decisions/022-server-rendering.md). The entry imports the base (baseline, variables, global).
 */
import type { Plugin } from 'vite';

const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

export function mantineCss(): Plugin {
  return {
    name: 'mantine-css',
    apply: 'build',
    transform(code, id) {
      const name = MODULE.exec(id)?.[1];
      if (!name) return null;
      return { code: `import "@mantine/core/styles/${name}.css";\n${code}`, map: null };
    },
  };
}
