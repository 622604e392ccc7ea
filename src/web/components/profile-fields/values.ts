/** The sign-up forms' values (what the inputs hold) and the request bodies made from them. */

export type PersonalValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  /** As typed: ДД.ММ.ГГГГ. */
  birth_date: string;
  email: string;
  /** As masked: +7 (999) 000-00-01. */
  phone: string;
  city_id: string | null;
  citizenship: string | null;
  password: string;
  password_confirmation: string;
};

export type EducationValues = {
  institution_id: string | null;
  /** The picked institution's name, kept so the field shows it after going back a step. */
  institution_label: string;
  faculty: string;
  specialty: string;
  level: string | null;
  course: string | null;
  graduation_year: number | string;
};

export type PreferencesValues = {
  departments: string[];
  work_format: string;
  hours: string;
  english_level: string | null;
  relocate: string;
  consent: boolean;
};

export const initialPersonal: PersonalValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  birth_date: '',
  email: '',
  phone: '',
  city_id: null,
  citizenship: 'RU',
  password: '',
  password_confirmation: '',
};

export const initialEducation: EducationValues = {
  institution_id: null,
  institution_label: '',
  faculty: '',
  specialty: '',
  level: null,
  course: null,
  graduation_year: '',
};

export const initialPreferences: PreferencesValues = {
  departments: [],
  work_format: '',
  hours: '',
  english_level: null,
  relocate: '',
  consent: false,
};

/** '31.12.2004' -> '2004-12-31'; anything that is not a real date stays as typed (and fails the check). */
export function ruDateToIso(value: string): string | undefined {
  const s = value.trim();
  if (!s) return undefined;
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
  if (!m) return s;
  const [, dd, mm, yyyy] = m;
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    d.getUTCFullYear() !== Number(yyyy) ||
    d.getUTCMonth() !== Number(mm) - 1 ||
    d.getUTCDate() !== Number(dd)
  )
    return s;
  return `${yyyy}-${mm}-${dd}`;
}

const num = (v: string | number | null) => (v === null || v === '' ? undefined : Number(v));

export function personalBody(v: PersonalValues) {
  return {
    last_name: v.last_name,
    first_name: v.first_name,
    middle_name: v.middle_name,
    birth_date: ruDateToIso(v.birth_date),
    email: v.email,
    phone: v.phone,
    city_id: num(v.city_id),
    citizenship: v.citizenship ?? undefined,
    password: v.password,
    password_confirmation: v.password_confirmation,
  };
}

export function educationBody(v: EducationValues) {
  return {
    institution_id: num(v.institution_id),
    faculty: v.faculty,
    specialty: v.specialty,
    level: v.level ?? undefined,
    course: num(v.course),
    graduation_year: num(v.graduation_year),
  };
}

export function preferencesBody(v: PreferencesValues) {
  return {
    departments: v.departments.map(Number),
    work_format: num(v.work_format),
    hours: num(v.hours),
    english_level: num(v.english_level),
    relocate: v.relocate === '' ? undefined : v.relocate === 'true',
  };
}

export const PERSONAL_FIELDS = Object.keys(initialPersonal);
export const EDUCATION_FIELDS = Object.keys(initialEducation);
