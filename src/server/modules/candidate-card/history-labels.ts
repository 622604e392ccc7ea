/**
 * A history row as staff read it. Rows are stored with codes (status codes, user and file ids, the
 * edited field's name and raw value); this names them: the action (with the field of an edit), the
 * values before and after (statuses by their staff labels, managers and files by name, cities,
 * institutions, English levels and sources by theirs). The card's history and its export both read
 * rows through here, so neither shows a code.
 */
import { inArray } from 'drizzle-orm';
import { candidateSourceLabel, ENGLISH_LEVELS, labelOf } from '#shared/domain/selection-lists.ts';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { staffApplicationStatus, staffStageStatus } from '#shared/i18n/ru/statuses.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, files, institutions, users } from '../../db/schema.ts';
import type { HistoryEntry } from './candidate-history.service.ts';

const h = ru.candidateCard.history;
const APPLICATION_ACTIONS = new Set(['applied', 'status', 'withdrawn', 'reassigned']);

export type LabelledHistoryEntry = HistoryEntry & {
  what: string;
  before_text: string | null;
  after_text: string | null;
};

const ids = (v: string | null) => (v ? v.split(',').filter(Boolean).map(Number) : []);
const fileId = (v: string | null) => (v?.startsWith('file:') ? Number(v.slice(5)) : null);
const editOf = (e: HistoryEntry, field: string) => e.action === 'edit' && e.note === field;

async function namesById(
  db: DbOrTx,
  wanted: Set<number>,
  read: (list: number[]) => Promise<{ id: number; name: string }[]>,
) {
  const list = [...wanted].filter(Number.isFinite);
  return new Map(list.length ? (await read(list)).map((r) => [r.id, r.name]) : []);
}

export async function labelHistory(db: DbOrTx, entries: HistoryEntry[]): Promise<LabelledHistoryEntry[]> {
  const wanted = {
    people: new Set<number>(),
    files: new Set<number>(),
    cities: new Set<number>(),
    institutions: new Set<number>(),
  };
  for (const e of entries) {
    for (const v of [e.before, e.after]) {
      if (e.action === 'managers') ids(v).forEach((id) => wanted.people.add(id));
      const file = fileId(v);
      if (file !== null) wanted.files.add(file);
      if (v !== null && editOf(e, 'city_id')) wanted.cities.add(Number(v));
      if (v !== null && editOf(e, 'institution_id')) wanted.institutions.add(Number(v));
    }
  }
  const [people, fileNames, cityNames, institutionNames] = await Promise.all([
    namesById(db, wanted.people, async (list) =>
      (
        await db
          .select({ id: users.id, last: users.lastName, first: users.firstName })
          .from(users)
          .where(inArray(users.id, list))
      ).map((u) => ({ id: u.id, name: [u.last, u.first].filter(Boolean).join(' ') })),
    ),
    namesById(db, wanted.files, (list) =>
      db.select({ id: files.id, name: files.originalName }).from(files).where(inArray(files.id, list)),
    ),
    namesById(db, wanted.cities, (list) =>
      db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, list)),
    ),
    namesById(db, wanted.institutions, (list) =>
      db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(inArray(institutions.id, list)),
    ),
  ]);

  const valueText = (e: HistoryEntry, v: string | null): string | null => {
    if (e.action === 'managers') {
      const names = ids(v).map((id) => people.get(id) ?? String(id));
      return names.length ? names.join(', ') : h.nobody;
    }
    if (v === null || v === '') return null;
    const file = fileId(v);
    if (file !== null) return fileNames.get(file) ?? h.fileGone;
    if (e.action === 'stage_status') return staffStageStatus(v as StageStatus) ?? v;
    if (APPLICATION_ACTIONS.has(e.action)) return staffApplicationStatus(v as ApplicationStatus) ?? v;
    if (editOf(e, 'city_id')) return cityNames.get(Number(v)) ?? v;
    if (editOf(e, 'institution_id')) return institutionNames.get(Number(v)) ?? v;
    if (editOf(e, 'english_level')) return labelOf(ENGLISH_LEVELS, Number(v));
    if (editOf(e, 'source')) return candidateSourceLabel(v);
    return v;
  };

  return entries.map((e) => {
    const action = h.actions[e.action] ?? e.action;
    const field = e.action === 'edit' ? h.fields[e.note] : undefined;
    return {
      ...e,
      // An edit row keeps its field's name in the note; `what` says it in words.
      note: field ? '' : e.note,
      what: field ? `${action}: ${field}` : action,
      before_text: valueText(e, e.before),
      after_text: valueText(e, e.after),
    };
  });
}
