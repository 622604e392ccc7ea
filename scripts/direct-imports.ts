/**
 * A Vite build plugin (vite.config.ts): `import { Button, Modal } from '@mantine/core'` in our code is
 * rewritten to imports of the modules that define them (`…/esm/components/Button/Button.mjs`), read
 * from the package's own index. Through the index, Rolldown counted every component some lazy page
 * uses (Modal, ScrollArea, floating-ui, the notifications' container) as reached by the entry chunk
 * and put it there, so every page loaded them first (docs/decisions/015-code-splitting.md). With
 * direct imports each chunk holds the components its own modules use. Names the index does not map
 * to a module stay on the index import.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type ExportMap = Map<string, { file: string; name: string }>;

/** Exported name → defining module and its name there, from `import {…} from "./x.mjs"` + `export {…}`. */
function readExportMap(nodeModules: string, pkg: string): ExportMap {
  const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  };
  const index = path.join(nodeModules, pkg, manifest.exports['.'].import.default);
  const source = fs.readFileSync(index, 'utf8');
  const locals = new Map<string, { file: string; name: string }>();
  for (const [, names = '', from = ''] of source.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    const file = path.resolve(path.dirname(index), from);
    for (const [name = '', local = name] of specifiers(names)) locals.set(local, { file, name });
  }
  const exports: ExportMap = new Map();
  for (const [, names = ''] of source.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const [local = '', exported = local] of specifiers(names)) {
      const origin = locals.get(local);
      if (origin) exports.set(exported, origin);
    }
  }
  return exports;
}

/** `a, b as c` → [['a'], ['b', 'c']]. */
function specifiers(list: string): string[][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(/\s+as\s+/));
}

export function directImports(packages: string[]): Plugin {
  const nodeModules = path.resolve(import.meta.dirname, '..', 'node_modules');
  const maps = new Map(packages.map((pkg) => [pkg, readExportMap(nodeModules, pkg)]));
  const escaped = packages.map((p) => p.replace(/[/.]/g, '\\$&')).join('|');
  const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(["'])(${escaped})\\2;?`, 'g');
  return {
    name: 'direct-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !importRe.test(code)) return null;
      importRe.lastIndex = 0;
      // Only import statements change; without a map of its own the chunk's source map is a few lines
      // off around them (the build writes no source maps).
      const rewritten = code.replace(importRe, (whole, names: string, _q: string, pkg: string) => {
        const map = maps.get(pkg);
        if (!map) return whole;
        const byFile = new Map<string, string[]>();
        const rest: string[] = [];
        for (const [imported = '', local = imported] of specifiers(names)) {
          const origin = map.get(imported);
          if (!origin) rest.push(local === imported ? imported : `${imported} as ${local}`);
          else byFile.set(origin.file, [...(byFile.get(origin.file) ?? []), `${origin.name} as ${local}`]);
        }
        const lines = [...byFile].map(
          ([file, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(file)};`,
        );
        if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from '${pkg}';`);
        return lines.join('\n');
      });
      return { code: rewritten, map: null };
    },
  };
}
