/** Reference data a candidate picks from: cities, citizenships, institutions. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { City, Citizenship, Institution } from '#shared/contracts/reference.ts';
import type { DbOrTx } from '../../db/client.ts';
import { searchForm } from '../../db/reference-seed.ts';
import { cities, citizenships, institutions } from '../../db/schema.ts';

export function listCities(db: DbOrTx): Promise<City[]> {
  return db
    .select({ id: cities.id, name: cities.name, region: cities.region })
    .from(cities)
    .orderBy(sql`${cities.name} collate "und-x-icu"`);
}

export function listCitizenships(db: DbOrTx): Promise<Citizenship[]> {
  return db
    .select({ code: citizenships.code, name: citizenships.name })
    .from(citizenships)
    .orderBy(asc(citizenships.position));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Institutions matching every word of the query in the name, abbreviation or city
 * («МГУ», «высшая школа экономики», «ранхигс москва»); exact abbreviations first. At most 20.
 */
export function searchInstitutions(db: DbOrTx, query: string, id?: number): Promise<Institution[]> {
  const columns = {
    id: institutions.id,
    name: institutions.name,
    short: institutions.short,
    city: institutions.city,
  };
  if (id) return db.select(columns).from(institutions).where(eq(institutions.id, id));
  const words = searchForm(query)
    .split(/[\s,.«»"()-]+/)
    .filter(Boolean)
    .slice(0, 8);
  const q = searchForm(query.trim());
  return db
    .select(columns)
    .from(institutions)
    .where(and(...words.map((w) => sql`${institutions.search} like ${`%${escapeLike(w)}%`}`)))
    .orderBy(
      sql`case when lower(${institutions.short}) = ${q} then 0 when lower(${institutions.name}) like ${`${escapeLike(q)}%`} then 1 else 2 end`,
      sql`${institutions.name} collate "und-x-icu"`,
    )
    .limit(20);
}
