/**
 * `GET /api/dashboard/export/feedback`: every survey answer, how-know included: who, which survey,
 * the answer, the 1-5 score, the comment, and the position of the record a stage survey was about.
 */
import { sql } from 'drizzle-orm';
import { HOW_KNOW_SOURCES } from '#shared/domain/selection-lists.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, feedback, users, vacancies } from '../../db/schema.ts';
import { xlsxSheet } from '../../lib/xlsx.ts';
import { jsonPages, jsonRows } from './batches.ts';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { SURVEY_NAMES } from '#shared/i18n/ru/statuses.ts';

const t = ru.applications.exports;
const c = t.columns;

type Row = {
  id: number;
  created_at: Date | string;
  user_id: number;
  last_name: string;
  first_name: string;
  email: string | null;
  anonymised: boolean;
  kind: string;
  answer: string;
  score: number | null;
  comment: string;
  candidate_id: number | null;
  vacancy: string | null;
};

function answerText(r: Row): string {
  if (r.answer === 'skipped') return t.answerSkipped;
  if (r.answer === 'answered') return t.answerGiven;
  return HOW_KNOW_SOURCES.find((s) => s.value === r.answer)?.label ?? r.answer;
}

export function feedbackExportSheet(db: DbOrTx) {
  const rows = jsonRows<Row>(
    jsonPages(
      db,
      (after, limit) => sql`
        select ${feedback.id} as id, ${feedback.createdAt} as created_at, ${users.id} as user_id, ${users.lastName} as last_name,
          ${users.firstName} as first_name, ${users.email} as email, (${users.anonymisedAt} is not null) as anonymised,
          ${feedback.kind} as kind, ${feedback.answer} as answer, ${feedback.score}::int as score, ${feedback.comment} as comment,
          ${feedback.candidateId} as candidate_id, ${vacancies.title} as vacancy
        from ${feedback}
        join ${users} on ${users.id} = ${feedback.userId}
        left join ${candidates} on ${candidates.id} = ${feedback.candidateId}
        left join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
        where ${feedback.id} > ${after}
        order by ${feedback.id}
        limit ${limit}`,
    ),
  );
  return xlsxSheet<Row>({
    name: t.files.feedback,
    columns: [
      { header: c.at, type: 'date', value: (r) => r.created_at },
      { header: c.userId, type: 'number', value: (r) => r.user_id },
      {
        header: c.participant,
        width: 30,
        value: (r) => (r.anonymised ? t.erased : [r.last_name, r.first_name].filter(Boolean).join(' ')),
      },
      { header: c.email, width: 30, value: (r) => r.email },
      {
        header: c.kind,
        width: 28,
        value: (r) =>
          r.kind === 'how-know' ? t.howKnowKind : (SURVEY_NAMES[r.kind as SurveyType] ?? r.kind),
      },
      { header: c.answer, value: answerText },
      { header: c.score, type: 'number', value: (r) => r.score },
      { header: c.comment, width: 60, value: (r) => r.comment },
      { header: c.id, type: 'number', value: (r) => r.candidate_id },
      { header: c.vacancy, width: 32, value: (r) => r.vacancy },
    ],
    rows,
  });
}
