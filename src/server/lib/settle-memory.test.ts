import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'settle-memory.ts')).href;

/**
 * A child Node (with the given flags) that grows its heap with garbage the way a start does, then
 * settles: answers what settleStartupMemory said and the heap's committed size before and after.
 */
function settleInChild(flags: string[]): { settled: { ms: number } | null; before: number; after: number } {
  const script = `
    const { settleStartupMemory } = await import(${JSON.stringify(moduleUrl)});
    let kept = [];
    for (let i = 0; i < 400_000; i++) kept.push({ i, text: 'x'.repeat(40) + i });
    kept = null;
    const before = process.memoryUsage().heapTotal;
    const settled = settleStartupMemory();
    const after = process.memoryUsage().heapTotal;
    console.log(JSON.stringify({ settled, before, after }));
  `;
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { settled: { ms: number } | null; before: number; after: number };
}

describe('settling the start-up memory', () => {
  it('gives the heap pages of garbage back when gc is exposed (the production command)', () => {
    const { settled, before, after } = settleInChild(['--expose-gc', '--max-semi-space-size=4']);
    expect(settled?.ms).toBeGreaterThanOrEqual(0);
    expect(before - after).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('does nothing where gc is not exposed (the server run from source, the tests)', () => {
    const { settled, before, after } = settleInChild([]);
    expect(settled).toBeNull();
    expect(Math.abs(before - after)).toBeLessThan(1024 * 1024);
  });
});
