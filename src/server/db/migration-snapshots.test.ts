import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run db:generate` (drizzle-kit) diffs schema.ts against the newest snapshot and refuses to run
 * when two snapshots name the same parent: three did once (0015-0017, each made from 0013's parent),
 * and nobody could add a migration until the chain was mended. Each snapshot must follow the one
 * before it.
 */
describe('the migrations’ snapshots', () => {
  it('form one chain, each naming the snapshot before it as its parent', () => {
    const meta = path.join(import.meta.dirname, 'migrations', 'meta');
    const snapshots = fs
      .readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .map((f) => ({
        file: f,
        ...(JSON.parse(fs.readFileSync(path.join(meta, f), 'utf8')) as { id: string; prevId: string }),
      }));
    expect(snapshots.length).toBeGreaterThan(10);
    for (let i = 1; i < snapshots.length; i++) {
      expect(snapshots[i]!.prevId, snapshots[i]!.file).toBe(snapshots[i - 1]!.id);
    }
  });
});
