/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time summed by function and by
 * package (`node_modules/<name>`, our own `src/...` folder, Node's internals), the top of each.
 *
 *   npx node bench/cpu-profile-top.ts <file.cpuprofile> [--top 25]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [--top 25]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const top = Number(values.top);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
);

/** The package a frame belongs to: a node_modules package, our source folder, or the runtime. */
function area(url: string, name: string): string {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  const own = url.match(/\/(src\/[^/]+\/[^/]+|bench\/[^/]+)/)?.[1];
  if (own) return own;
  if (url.startsWith('node:')) return 'node internals';
  if (!url) return name.startsWith('(') ? name : '(native / V8)';
  return url;
}

const functions = new Map<string, number>();
const areas = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const { callFrame: f } = byId.get(id)!;
  const short = f.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/');
  const key = `${f.functionName || '(anonymous)'} ${short}:${f.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + ms);
  const a = area(f.url, f.functionName);
  areas.set(a, (areas.get(a) ?? 0) + ms);
  total += ms;
}

const table = (title: string, m: Map<string, number>) => {
  console.log(`\n### ${title}\n\n| self ms | share | where |\n|---:|---:|---|`);
  for (const [k, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(1)} % | ${k} |`);
};
console.log(`${file}: ${(total / 1000).toFixed(1)} s of samples`);
table('By package or folder', areas);
table('By function', functions);
