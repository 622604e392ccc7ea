/** Fills the reference tables (cities, citizenships, institutions) from the JSON shipped in the repo. */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { cities, citizenships, institutions } from './schema.ts';

const read = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(new URL(`./reference/${name}`, import.meta.url), 'utf8')) as T;

/** Lower case, ё as е: the form institution search compares. */
export function searchForm(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/** What students call some universities, so a search by the nickname finds them too. */
const NICKNAMES: Record<string, string> = {
  'НИУ ВШЭ': 'вышка вшэ hse',
  'МГТУ им. Н. Э. Баумана': 'бауманка',
  'РЭУ им. Г. В. Плеханова': 'плешка',
  МФТИ: 'физтех',
  СПбПУ: 'политех',
  'РГУ нефти и газа им. И. М. Губкина': 'керосинка губкинский',
  'Финансовый университет': 'финашка финуниверситет',
  РАНХиГС: 'ранепа академия',
  'НИТУ МИСИС': 'мисис',
};

/** Inserts the reference data into empty tables; leaves filled ones alone. */
export async function seedReferenceData(db: Db): Promise<void> {
  const count = async (table: typeof cities | typeof citizenships | typeof institutions) =>
    Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

  if ((await count(cities)) === 0) {
    await db.insert(cities).values(read<{ name: string; region: string }[]>('cities.json'));
  }
  if ((await count(citizenships)) === 0) {
    const rows = read<{ code: string; name: string }[]>('citizenships.json');
    await db.insert(citizenships).values(rows.map((c, position) => ({ ...c, position })));
  }
  if ((await count(institutions)) === 0) {
    const rows = read<{ name: string; short: string; city: string; kind: string }[]>('institutions.json');
    await db.insert(institutions).values(
      rows.map((i) => ({
        ...i,
        search: searchForm(`${i.short} ${i.name} ${i.city} ${NICKNAMES[i.short] ?? ''}`),
      })),
    );
  }
}
