import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '#web/components/ui/primitives.tsx';

/**
 * The design tokens (tokens.css) against what the app reads: every `var(--ui-…)` in a stylesheet or
 * a component is defined, and every token defined is read, by name or through a name a component
 * makes (`var(--ui-color-${color}-light)`: a palette colour's family, a size's scale).
 */
const WEB = join(import.meta.dirname, '..');
const TOKENS = readFileSync(join(WEB, 'app/tokens.css'), 'utf8');
const defined = new Set([...TOKENS.matchAll(/^\s*(--ui-[a-z0-9-]+):/gm)].map((m) => m[1]!));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sources(WEB).filter((file) => !file.endsWith('tokens.css'));
/** Names written whole (a name followed by `${` is made by a component: see FAMILIES). */
const read = new Set(
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(--ui-[a-z0-9-]+)(\$\{)?/g)]
      .filter((m) => !m[2] && !m[1]!.endsWith('-'))
      .map((m) => m[1]!),
  ),
);

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'];
const SHADES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const VARIANTS = [
  'filled',
  'filled-hover',
  'light',
  'light-hover',
  'light-color',
  'outline',
  'outline-hover',
  'text',
];
/** The names components make from a prop: a size token, a heading, a palette colour with a shade or variant. */
const FAMILIES = [
  ...['spacing', 'font-size', 'line-height', 'radius', 'shadow'].flatMap((scale) =>
    SIZES.map((size) => `--ui-${scale}-${size}`),
  ),
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].flatMap((h) =>
    ['font-size', 'line-height', 'font-weight'].map((p) => `--ui-${h}-${p}`),
  ),
  ...[...THEME_COLORS].flatMap((color) =>
    [...SHADES, ...VARIANTS].map((part) => `--ui-color-${color}-${part}`),
  ),
];

describe('design tokens', () => {
  it('defines every token a stylesheet or a component reads by name', () => {
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('defines every name a component makes from a size, a heading or a palette colour', () => {
    expect(FAMILIES.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('defines only tokens the app reads', () => {
    const made = new Set(FAMILIES);
    expect([...defined].filter((name) => !read.has(name) && !made.has(name))).toEqual([]);
  });
});
