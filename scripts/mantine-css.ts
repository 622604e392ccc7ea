/**
 * A Vite build plugin (vite.config.ts): each Mantine component brings its own stylesheet. Mantine's
 * components read their class names from `<Name>.module.mjs`; the styles for those classes are in
 * `@mantine/core/styles/<Name>.css`. This adds that import to each such module, so the bundler puts a
 * component's styles in the chunk that uses it, and a page's first stylesheet holds only what the
 * page shows (the whole `styles.css`, 40 kB gzipped, held up every page's first paint:
 * docs/decisions/022-server-rendering.md). Only the staff pages' last Mantine components still
 * need this (decision 064, step 4); the app's own tokens and base are src/web/app/tokens.css and base.css.
 */
import type { Plugin as PostcssPlugin } from 'postcss';
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

const DARK = /\[data-mantine-color-scheme=["']?dark["']?\]/;

/**
 * A PostCSS plugin: the app is light only (base-providers.tsx), so the rules for the dark scheme in
 * Mantine's component stylesheets (those mantineCss attaches) are dropped, which the browser would
 * parse and match on every element for nothing.
 */
export function lightOnly(): PostcssPlugin {
  return {
    postcssPlugin: 'light-only',
    Rule(rule) {
      if (!DARK.test(rule.selector)) return;
      const kept = rule.selectors.filter((s) => !DARK.test(s));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    },
  };
}
