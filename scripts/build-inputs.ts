/**
 * What a build is made from, as one hash: every file under the given paths (folders walked, tests
 * left out), by path and content. A build writes it beside its output (a stamp file); `npm start`
 * compares before building again (scripts/build.ts --if-changed; docs/decisions/033-production-server-build.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files that never change what a build makes. */
const skipped = (name: string) =>
  name.endsWith('.test.ts') || name.endsWith('.test.tsx') || name === 'node_modules' || name === '.DS_Store';

function walk(root: string, rel: string, into: string[]): void {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    into.push(rel);
    return;
  }
  for (const name of fs.readdirSync(full).sort()) if (!skipped(name)) walk(root, path.join(rel, name), into);
}

/** The hash of the files under `paths` (relative to `root`). */
export function inputsHash(root: string, paths: readonly string[]): string {
  const files: string[] = [];
  for (const p of paths) walk(root, p, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export type BuildStamp = { inputs: string; builtAt: string; node: string };

/** The stamp a build left, or null. */
export function readStamp(file: string): BuildStamp | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}
