/**
 * `GET /api/dashboard/candidates/{id}/export`: the card as an XLSX workbook (lib/xlsx.ts) with three
 * sheets: the profile (field → value), the stages with their comments (one row per comment), and the
 * history. Everything is read before the first byte goes out, so a 404 is still a 404.
 */
import type { Writable } from 'node:stream';
import {
  candidateSourceLabel,
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  WORK_FORMATS,
} from '#shared/domain/selection-lists.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import type { Role } from '#shared/domain/roles.ts';
import { ru } from '#shared/i18n/ru.ts';
import { formatDateMsk, formatMoscow } from '#shared/i18n/dates.ts';
import { ruProfileFields } from '#shared/i18n/ru/profile-fields.ts';
import { stageNameOf, staffStageStatus } from '#shared/i18n/ru/statuses.ts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { writeXlsx, xlsxSheet } from '../../lib/xlsx.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { getCandidateCard } from './candidate-card.service.ts';
import { readHistory } from './candidate-history.service.ts';
import { labelHistory } from './history-labels.ts';

const t = ru.candidateCard;
const f = ruProfileFields;
const label = (list: readonly { value: unknown; label: string }[], v: unknown) =>
  list.find((o) => o.value === v)?.label ?? '';
const stageName = (n: number | null) => (n ? stageNameOf(n) : '');

/** A date of birth (`YYYY-MM-DD`) as the pages show it. */
const birthDate = (d: string | null) => (d ? d.split('-').reverse().join('.') : '');

/**
 * Loads the card and history (404 first), then answers the workbook's file name and its writer.
 * Dates are Moscow time as DD.MM.YYYY, as in every other export.
 */
export async function prepareCandidateExport(
  db: Db,
  caller: Pick<SessionUser, 'id' | 'role'>,
  candidateId: number,
) {
  const card = await getCandidateCard(db, caller, candidateId);
  const history = await labelHistory(db, await readHistory(db, candidateId));
  const p = card.profile;
  const profileRows: [string, unknown][] = [
    ['ID заявки', String(card.id)],
    ['Вакансия', card.vacancy.title],
    ['Источник', candidateSourceLabel(card.source)],
    ['Дата отклика', card.submitted_at ? formatMoscow(card.submitted_at) : ''],
    [f.personal.lastName, p.last_name],
    [f.personal.firstName, p.first_name],
    [f.personal.middleName, p.middle_name],
    [f.personal.birthDate, birthDate(p.birth_date)],
    [f.personal.email, p.email],
    [f.personal.phone, p.phone ? formatPhone(p.phone) : ''],
    [f.personal.city, p.city?.name],
    [f.personal.citizenship, p.citizenship?.name],
    [f.education.institution, p.institution?.name],
    [f.education.faculty, p.faculty],
    [f.education.specialty, p.specialty],
    [f.education.level, label(EDUCATION_LEVELS, p.education_level) || p.education_level],
    [f.education.course, p.course === null ? '' : String(p.course)],
    [f.education.graduationYear, p.graduation_year === null ? '' : String(p.graduation_year)],
    [f.preferences.workFormat, label(WORK_FORMATS, p.work_format)],
    [f.preferences.hours, p.hours === null ? '' : String(p.hours)],
    [f.preferences.englishLevel, label(ENGLISH_LEVELS, p.english_level)],
    ...card.screening_answers.map((a): [string, unknown] => [a.question, a.answer]),
  ];
  const stageRows = card.stages
    .filter((s) => s.status !== 'skipped')
    .flatMap((s) => (s.comments.length ? s.comments : [null]).map((c) => ({ s, c })));
  const c = t.columns;
  const name = [p.last_name, p.first_name].filter(Boolean).join(' ') || String(card.id);
  const fileName = `${t.exportFile}_${name}_${formatDateMsk(now())}.xlsx`;
  const write = (out: Writable) =>
    writeXlsx(out, [
      xlsxSheet({
        name: t.sheets.profile,
        columns: [
          { header: c.field, width: 32, value: (r: [string, unknown]) => r[0] },
          { header: c.value, width: 48, value: (r: [string, unknown]) => r[1] },
        ],
        rows: profileRows,
      }),
      xlsxSheet({
        name: t.sheets.stages,
        columns: [
          { header: c.stage, value: (r: (typeof stageRows)[number]) => stageName(r.s.n) },
          { header: c.status, value: (r) => staffStageStatus(r.s.status) },
          { header: c.deadline, type: 'datetime', value: (r) => r.s.deadline_at },
          { header: c.score, type: 'number', value: (r) => r.s.score },
          { header: c.comment, width: 48, value: (r) => r.c?.text },
          { header: c.commentAuthor, value: (r) => r.c?.author?.name },
          { header: c.commentAt, type: 'datetime', value: (r) => r.c?.created_at },
        ],
        rows: stageRows,
      }),
      xlsxSheet({
        name: t.sheets.history,
        columns: [
          { header: c.at, type: 'datetime', value: (h: (typeof history)[number]) => h.at },
          { header: c.who, value: (h) => h.who?.name ?? '' },
          { header: c.role, value: (h) => (h.who ? ru.adminUsers.roles[h.who.role as Role] : '') },
          { header: c.action, value: (h) => h.what },
          { header: c.stage, value: (h) => stageName(h.n) },
          { header: c.before, value: (h) => h.before_text },
          { header: c.after, value: (h) => h.after_text },
          { header: c.note, width: 48, value: (h) => h.note },
        ],
        rows: history,
      }),
    ]);
  return { fileName, write };
}
