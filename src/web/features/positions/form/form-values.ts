/**
 * The position form's values and their way to and from the API. The pipeline holds all eight
 * stages (index = n − 1) with an `enabled` flag, so switching a stage off keeps what was typed;
 * only enabled stages are sent, and the server's `stages.{i}` error keys are mapped back.
 */
import { useCheckedForm } from '#web/lib/form.ts';
import type { PositionDetail } from '#shared/contracts/positions.ts';
import { ruPositions } from '#shared/i18n/ru/positions.ts';
import { DEFAULT_ANSWER_DAYS } from '#shared/domain/answer-time.ts';

export type ScreeningQuestion = { id: string; text: string };
export type VcvQuestion = { text: string; think_seconds: number; answer_seconds: number; retakes: number };
export type TestQuestion = { text: string; choices: string[]; correct: number };
export type StageSettings = {
  questions: ScreeningQuestion[];
  vcv_questions: VcvQuestion[];
  time_limit_minutes: number;
  pass_mark: number | '';
  test_questions: TestQuestion[];
  format: 'online' | 'office';
  description: string;
  address: string;
  contact: string;
};
export type StageValue = { n: number; enabled: boolean; deadline_days: number | ''; settings: StageSettings };
export type PositionFormValues = {
  title: string;
  description: string;
  department: string | null;
  city_id: string | null;
  work_format: string | null;
  hours: string | null;
  english_level: string | null;
  tags: string[];
  headcount: number | '';
  answer_days: number | '';
  stages: StageValue[];
};

/** A required field's check, with that field's own message (the server's, #shared/i18n/ru/positions.ts). */
const required = (message: string) => (v: unknown) =>
  v === null || v === '' || (typeof v === 'string' && !v.trim()) ? message : null;

/** The form, with the checks worth doing before the server's; `onChange` keeps the draft. */
export function usePositionForm(
  initialValues: PositionFormValues,
  onChange: (v: PositionFormValues) => void,
) {
  return useCheckedForm<PositionFormValues>(
    initialValues,
    (v) => ({
      title: required(ruPositions.title)(v.title),
      department: required(ruPositions.department)(v.department),
      work_format: required(ruPositions.workFormat)(v.work_format),
      hours: required(ruPositions.hours)(v.hours),
    }),
    { onValuesChange: onChange },
  );
}
/** The form object the editors share. */
export type PositionForm = ReturnType<typeof usePositionForm>;

export const newQuestionId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const emptyVcvQuestion = (): VcvQuestion => ({
  text: '',
  think_seconds: 30,
  answer_seconds: 120,
  retakes: 1,
});
export const emptyTestQuestion = (): TestQuestion => ({ text: '', choices: ['', ''], correct: 0 });

const emptySettings = (): StageSettings => ({
  questions: [{ id: newQuestionId(), text: '' }],
  vcv_questions: [emptyVcvQuestion()],
  time_limit_minutes: 30,
  pass_mark: '',
  test_questions: [emptyTestQuestion()],
  format: 'online',
  description: '',
  address: '',
  contact: '',
});

export function emptyPositionForm(): PositionFormValues {
  return {
    title: '',
    description: '',
    department: null,
    city_id: null,
    work_format: null,
    hours: null,
    english_level: '1',
    tags: [],
    headcount: 1,
    answer_days: DEFAULT_ANSWER_DAYS,
    stages: Array.from({ length: 8 }, (_, i) => ({
      n: i + 1,
      enabled: i === 0,
      deadline_days: '',
      settings: emptySettings(),
    })),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
const arr = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v as Record<string, unknown>[]) : [];

/** The stored position as form values. */
export function positionToForm(p: PositionDetail): PositionFormValues {
  const form = emptyPositionForm();
  form.title = p.title;
  form.description = p.description;
  form.department = String(p.department);
  form.city_id = p.city_id === null ? null : String(p.city_id);
  form.work_format = String(p.work_format);
  form.hours = String(p.hours);
  form.english_level = String(p.english_level);
  form.tags = p.tags;
  form.headcount = p.headcount;
  form.answer_days = p.answer_days;
  form.stages[0]!.enabled = false;
  for (const s of p.stages) {
    const stage = form.stages[s.n - 1];
    if (!stage) continue;
    stage.enabled = true;
    stage.deadline_days = s.deadline_days ?? '';
    const st = s.settings;
    const q = arr(st.questions);
    if (s.n === 1 && q.length)
      stage.settings.questions = q.map((x) => ({ id: str(x.id) || newQuestionId(), text: str(x.text) }));
    if (s.n === 2 && q.length)
      stage.settings.vcv_questions = q.map((x) => ({
        text: str(x.text),
        think_seconds: num(x.think_seconds, 30),
        answer_seconds: num(x.answer_seconds, 120),
        retakes: num(x.retakes, 1),
      }));
    if (s.n === 3) {
      if (q.length)
        stage.settings.test_questions = q.map((x) => ({
          text: str(x.text),
          choices: Array.isArray(x.choices) ? (x.choices as unknown[]).map(str) : ['', ''],
          correct: num(x.correct, 0),
        }));
      stage.settings.time_limit_minutes = num(st.time_limit_minutes, 30);
      stage.settings.pass_mark = typeof st.pass_mark === 'number' ? st.pass_mark : '';
    }
    if (s.n >= 4 && s.n <= 6) {
      stage.settings.format = st.format === 'office' ? 'office' : 'online';
      stage.settings.description = str(st.description);
    }
    if (s.n === 8) {
      stage.settings.address = str(st.address);
      stage.settings.contact = str(st.contact);
    }
  }
  form.stages[0]!.enabled = true;
  return form;
}

function settingsPayload(n: number, s: StageSettings): Record<string, unknown> {
  if (n === 1) return { questions: s.questions };
  if (n === 2) return { questions: s.vcv_questions };
  if (n === 3)
    return {
      time_limit_minutes: s.time_limit_minutes,
      pass_mark: s.pass_mark === '' ? null : s.pass_mark,
      questions: s.test_questions,
    };
  if (n >= 4 && n <= 6)
    return { format: s.format, ...(s.description.trim() ? { description: s.description } : {}) };
  if (n === 8)
    return {
      ...(s.address.trim() ? { address: s.address } : {}),
      ...(s.contact.trim() ? { contact: s.contact } : {}),
    };
  return {};
}

const toNum = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** The JSON for `data`, and which form stage each sent stage index stands for. */
export function formToPayload(
  v: PositionFormValues,
  recruiterId: number | null = null,
): { data: Record<string, unknown>; stageIndex: number[] } {
  const enabled = v.stages.filter((s) => s.enabled || s.n === 1);
  return {
    stageIndex: enabled.map((s) => s.n - 1),
    data: {
      title: v.title,
      description: v.description,
      department: toNum(v.department),
      city_id: toNum(v.city_id),
      work_format: toNum(v.work_format),
      hours: toNum(v.hours),
      english_level: toNum(v.english_level) ?? 1,
      tags: v.tags,
      headcount: v.headcount === '' ? null : v.headcount,
      answer_days: v.answer_days === '' ? null : v.answer_days,
      recruiter_id: recruiterId,
      stages: enabled.map((s) => ({
        n: s.n,
        deadline_days: s.deadline_days === '' ? null : s.deadline_days,
        settings: settingsPayload(s.n, s.settings),
      })),
    },
  };
}

/** `stages.2.settings.questions.0.text` → the form's path of that field. */
export function serverErrorsToForm(
  errors: Record<string, string>,
  stageIndex: number[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = /^stages\.(\d+)\.(.*)$/.exec(key);
    if (!m) {
      out[key] = message;
      continue;
    }
    const formIndex = stageIndex[Number(m[1])];
    if (formIndex === undefined) {
      out.stages = message;
      continue;
    }
    let rest = m[2]!;
    const n = formIndex + 1;
    if (n === 2) rest = rest.replace(/^settings\.questions/, 'settings.vcv_questions');
    if (n === 3) rest = rest.replace(/^settings\.questions/, 'settings.test_questions');
    out[`stages.${formIndex}.${rest}`] = message;
  }
  return out;
}
