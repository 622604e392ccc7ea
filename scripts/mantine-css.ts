/**
 * A Vite build plugin (vite.config.ts): each Mantine component brings its own stylesheet. Mantine's
 * components read their class names from `<Name>.module.mjs`; the styles for those classes are in
 * `@mantine/core/styles/<Name>.css`. This adds that import to each such module, so the bundler puts a
 * component's styles in the chunk that uses it, and a page's first stylesheet holds only what the
 * page shows (the whole `styles.css`, 40 kB gzipped, held up every page's first paint:
 * docs/decisions/022-server-rendering.md). The entry imports the base (baseline, variables, global).
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

const THEME_CSS = 'virtual:mantine-theme.css';

/**
 * The theme's CSS variables and Mantine's global classes as a stylesheet made once, at build (and
 * dev) time, imported by the browser entries after Mantine's default variables. MantineProvider
 * would otherwise compute them from the theme on every render, on the server for every page request
 * and again in the browser while it hydrates, and put them in a `<style>` in the page
 * (src/web/app/base-providers.tsx turns that off).
 */
export function mantineThemeCss(): Plugin {
  const id = `\0${THEME_CSS}`;
  return {
    name: 'mantine-theme-css',
    resolveId: (source) => (source === THEME_CSS ? id : null),
    async load(loaded) {
      if (loaded !== id) return null;
      const [{ createElement }, { renderToStaticMarkup }, { MantineProvider }, { theme }] = await Promise.all(
        [
          import('react'),
          import('react-dom/server'),
          import('@mantine/core'),
          import('../src/web/app/theme.ts'),
        ],
      );
      const html = renderToStaticMarkup(
        createElement(MantineProvider, { theme, defaultColorScheme: 'light' }),
      );
      const sheets = [
        ...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([^<]*)<\/style>/g),
      ];
      if (sheets.length !== 2)
        throw new Error(`${THEME_CSS}: Mantine rendered ${sheets.length} of its 2 stylesheets`);
      return sheets.map((m) => m[1]).join('\n');
    },
  };
}

const DARK = /\[data-mantine-color-scheme=["']?dark["']?\]/;

/**
 * A PostCSS plugin: the app is light only (base-providers.tsx), so Mantine's rules for the dark
 * scheme are dropped from every stylesheet: about 14 kB of the ~90 kB each page inlines, which the
 * browser would parse and match on every element for nothing.
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
