// The import boundaries of docs/architecture.md as two ESLint rules (decision 032), resolved on real
// paths rather than matched on the import's text: `../auth/x.ts` and `#web/features/auth/x.ts`
// are the same import.
// - `boundaries`: shared imports nothing else of ours; server and web never import each other; a web
//   feature imports no other feature and not app/ or render/ (they compose features into pages and
//   render them); web components/, lib/ and api/ (the calls several features make) import no
//   feature; the server's db/, lib/ and policies/ import no module or plugin. Tests keep only the first three.
// - `no-cycle`: no import leads back to its own part. A part is a server module (modules/<m>), a
//   web feature, or any other folder (db, lib, plugins, policies, pages, app, ...); a file
//   at a root is a part of its own. Tests (`*.test.*`, test/ folders) are left out: they may reach
//   into anything on their side.
// Written here rather than taken from eslint-plugin-import-x or -boundaries: those bring a native
// resolver, and these two rules are all the project asks of them.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };
const SOURCE = /\.(ts|tsx|js|jsx)$/;

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const isTest = (r) => /\.test\.[tj]sx?$/.test(r) || /\/test\//.test(r) || r.endsWith('-test-kit.ts');

/** The repository-relative path an import names, or null for a package. */
function resolve(fromFile, spec) {
  const clean = spec.replace(/\?.*$/, '');
  for (const [alias, dir] of Object.entries(ALIASES))
    if (clean.startsWith(alias)) return dir + clean.slice(alias.length);
  if (clean.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), clean));
  return null;
}

/** The part a file belongs to (see the head of this file). */
export function partOf(r) {
  const m =
    /^src\/server\/(modules\/[^/]+)\//.exec(r) ??
    /^src\/web\/(features\/[^/]+)\//.exec(r) ??
    /^src\/(?:server|web|shared)\/([^/]+)\//.exec(r);
  if (!m) return r;
  return r.slice(0, r.indexOf(m[1]) + m[1].length);
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

let graph = null;
/** part -> Set of parts it imports, over every non-test source file under src/ (read once a run). */
function partGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !isTest(rel(full))) addFile(full, fs.readFileSync(full, 'utf8'));
    }
  };
  walk(SRC);
  return graph;
}

function addFile(file, text) {
  const from = partOf(rel(file));
  const edges = graph.get(from) ?? new Set();
  graph.set(from, edges);
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2] ?? m[3]);
    if (target?.startsWith('src/') && partOf(target) !== from) edges.add(partOf(target));
  }
}

/** The shortest way from part `start` back to part `goal`, or null. */
function pathBack(start, goal) {
  const g = partGraph();
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const way = [];
      for (let p = at; p !== null; p = previous.get(p)) way.unshift(p);
      return way;
    }
    for (const next of g.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** How many of FORBIDDEN's first rules keep the sides apart (the rest are layers within a side). */
const SIDES = 3;

/** What `from` may not import: [files it applies to, test on the target, why]. */
const FORBIDDEN = [
  [
    /^src\/shared\//,
    (t) => t.startsWith('src/') && !t.startsWith('src/shared/'),
    'shared imports nothing else of ours',
  ],
  [/^src\/server\//, (t) => t.startsWith('src/web/'), 'the server never imports the web app'],
  [/^src\/web\//, (t) => t.startsWith('src/server/'), 'the web app never imports the server'],
  [
    /^src\/web\/features\//,
    (t, f) => t.startsWith('src/web/features/') && partOf(t) !== partOf(f),
    'a feature does not import another feature: give what both use a home of its own, or compose them in app/',
  ],
  [
    /^src\/web\/(features|components|lib|api)\//,
    (t) => /^src\/web\/(app|render)\//.test(t),
    'app/ and render/ compose the rest; nothing imports them back',
  ],
  [
    /^src\/web\/(components|lib|api)\//,
    (t) => t.startsWith('src/web/features/'),
    'components/, lib/ and api/ serve features, they do not import them',
  ],
  [
    /^src\/server\/(db|lib|policies)\//,
    (t) => /^src\/server\/(modules|plugins|pages)\//.test(t),
    'db/, lib/ and policies/ are below the modules and plugins: they do not import them',
  ],
];

function importNodes(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'the import boundaries of docs/architecture.md' },
  },
  create(context) {
    const from = rel(context.filename);
    if (!from.startsWith('src/')) return {};
    // Tests keep to their side (shared, server, web) and may reach into anything on it.
    const rules = FORBIDDEN.filter(([applies], i) => applies.test(from) && (i < SIDES || !isTest(from)));
    return importNodes(context, (node, spec) => {
      const target = resolve(context.filename, spec);
      if (!target) return;
      const broken = rules.find(([, forbids]) => forbids(target, from));
      if (broken) context.report({ node, message: `${spec}: ${broken[2]}` });
    });
  },
};

const noCycle = {
  meta: { type: 'problem', schema: [], docs: { description: 'no import leads back to its own part' } },
  create(context) {
    const from = rel(context.filename);
    if (!from.startsWith('src/') || isTest(from)) return {};
    const own = partOf(from);
    return importNodes(context, (node, spec) => {
      const target = resolve(context.filename, spec);
      if (!target?.startsWith('src/') || partOf(target) === own) return;
      const way = pathBack(partOf(target), own);
      if (way) context.report({ node, message: `import cycle: ${[own, ...way].join(' → ')}` });
    });
  },
};

export default { rules: { boundaries, 'no-cycle': noCycle } };
