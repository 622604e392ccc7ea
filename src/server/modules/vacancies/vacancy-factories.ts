/** Test builders for vacancies: each call makes a fresh vacancy with a unique title. */
import { eq } from 'drizzle-orm';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { Db } from '../../db/client.ts';
import { cities, vacancies, vacancyStages } from '../../db/schema.ts';

let seq = 0;
/** A word no other test's vacancy has, to find one's own vacancies among the file's. */
export const uniqueWord = (prefix = 'вак') =>
  `${prefix}${process.pid}x${++seq}x${Math.floor(Math.random() * 1e6)}`;

export async function cityId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)).limit(1);
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}

export type VacancyInput = {
  title?: string;
  status?: VacancyStatus;
  department?: number;
  cityId?: number | null;
  workFormat?: number;
  hours?: number;
  tags?: string[];
  description?: string;
  createdAt?: Date;
  stages?: { n: number; deadlineDays?: number | null; settings?: Record<string, unknown> }[];
};

export async function makeVacancy(db: Db, input: VacancyInput = {}) {
  const [v] = await db
    .insert(vacancies)
    .values({
      title: input.title ?? `Стажёр ${uniqueWord()}`,
      description: input.description ?? '## О стажировке\n\nЗадачи и **требования**.',
      status: input.status ?? 'open',
      department: input.department ?? 2,
      cityId: input.cityId ?? null,
      workFormat: input.workFormat ?? 1,
      hours: input.hours ?? 40,
      tags: input.tags ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (input.stages?.length) {
    await db.insert(vacancyStages).values(
      input.stages.map((s) => ({
        vacancyId: v!.id,
        n: s.n,
        deadlineDays: s.deadlineDays ?? null,
        settings: s.settings ?? {},
      })),
    );
  }
  return v!;
}
