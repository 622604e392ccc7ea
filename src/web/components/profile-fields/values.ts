/**
 * The sign-up's and the profile's fields as a page form holds them (by name, as typed: decision 052),
 * and the API bodies made from them. The API checks every field and says what is wrong in Russian;
 * nothing here checks twice.
 */
import type { Fields } from '#web/lib/form-action.ts';

/** What a form's fields start from: the values typed (or saved), and the texts beside them. */
export type FieldState = { values: Partial<Fields>; errors: Partial<Record<string, string>> };

/** A field of several choices (the departments) travels as one comma-joined value among the typed ones. */
export const listOf = (value: string | undefined): string[] =>
  value ? value.split(',').filter(Boolean) : [];

/** The values of a posted form, a field of several choices joined. */
export function typedFields(fields: Fields, form: FormData): Fields {
  return { ...fields, departments: form.getAll('departments').join(',') };
}

/**
 * The birth date as the API takes it: '31.12.2004' (the mask's), '31122004' (typed without the mask,
 * before the scripts) or '2004-12-31'. Anything that is not a real date stays as typed, and the API
 * says so.
 */
export function ruDateToIso(value: string | undefined): string | undefined {
  const s = (value ?? '').trim();
  if (!s) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const m = /^(\d{1,2})[./-]?(\d{1,2})[./-]?(\d{4})$/.exec(
    s.length === 8 ? s.replace(/^(\d\d)(\d\d)/, '$1.$2.') : s,
  );
  if (!m) return s;
  const [dd, mm, yyyy] = [m[1]!.padStart(2, '0'), m[2]!.padStart(2, '0'), m[3]!];
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    d.getUTCFullYear() !== Number(yyyy) ||
    d.getUTCMonth() !== Number(mm) - 1 ||
    d.getUTCDate() !== Number(dd)
  )
    return s;
  return `${yyyy}-${mm}-${dd}`;
}

/** '2004-12-31' → '31.12.2004', as the field shows it. */
export const isoToRu = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('.') : '');

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
const text = (v: string | undefined) => (v ?? '').trim();

/** Who the participant is (the profile's and the sign-up's first step, without the phone and password). */
export function personalBody(f: Fields) {
  return {
    last_name: text(f.last_name),
    first_name: text(f.first_name),
    middle_name: text(f.middle_name),
    birth_date: ruDateToIso(f.birth_date),
    email: text(f.email),
    city_id: num(f.city_id),
    citizenship: f.citizenship || undefined,
  };
}

/** Where the participant studies; the institution is the one its name was resolved to. */
export function educationBody(f: Fields, institutionId: number | undefined) {
  return {
    institution_id: institutionId,
    faculty: text(f.faculty),
    specialty: text(f.specialty),
    level: f.level || undefined,
    course: num(f.course),
    graduation_year: num(f.graduation_year),
  };
}

/** What the participant is looking for. */
export function preferencesBody(f: Fields) {
  return {
    departments: listOf(f.departments).map(Number),
    work_format: num(f.work_format),
    hours: num(f.hours),
    english_level: num(f.english_level),
    relocate: f.relocate ? f.relocate === 'true' : undefined,
  };
}

export const PERSONAL_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'email',
  'phone',
  'city_id',
  'citizenship',
  'password',
  'password_confirmation',
];
export const EDUCATION_FIELDS = [
  'institution_id',
  'faculty',
  'specialty',
  'level',
  'course',
  'graduation_year',
];
