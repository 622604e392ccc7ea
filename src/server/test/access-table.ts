/**
 * The access table of docs/api-access.md (a verbatim copy of the specification's table), read as
 * data, so the route-walking tests compare every registered route with what the contract says
 * rather than with what the route happens to declare.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_KINDS, type Access } from '#shared/domain/access.ts';

export type AccessRow = { method: string; path: string; access: Access };

const TABLE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api-access.md');

/** `/api/x/{id}` and `/api/x/:id` both become `/api/x/{}`, so paths compare by shape. */
export function pathShape(url: string): string {
  return url.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}');
}

/** Every row of every table in the document: `| GET | \`/api/x\` | staff |`. */
export function readAccessTable(file = TABLE_FILE): AccessRow[] {
  const rows: AccessRow[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*([a-z]+)\s*\|/);
    if (!m) continue;
    const access = m[3] as Access;
    if (!ACCESS_KINDS.includes(access)) throw new Error(`Unknown access kind «${m[3]}» in ${line}`);
    rows.push({ method: m[1]!, path: m[2]!, access });
  }
  return rows;
}

/** The table's row for a route, matched by method and path shape. */
export function accessRowFor(table: AccessRow[], method: string, url: string): AccessRow | undefined {
  const shape = pathShape(url);
  return table.find((r) => r.method === method && pathShape(r.path) === shape);
}
