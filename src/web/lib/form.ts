import type { z } from 'zod';
import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { ApiError, errorMessage } from './api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { fieldErrorsOf } from '#shared/contracts/field-errors.ts';

/** `@mantine/form`'s types, which its package index does not export under NodeNext resolution. */
export type FormErrors = Record<string, ReactNode>;

/**
 * A form checked by one validate function (the shape every form here takes): its values, errors,
 * `getInputProps`, `onSubmit` and list helpers are `@mantine/form`'s, which only this module imports
 * (docs/architecture.md, «Components»). `onValuesChange` hears every change (a draft kept as it is typed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useCheckedForm<V extends Record<string, any>>(
  initialValues: V,
  validate: (values: V) => FormErrors,
  options: { onValuesChange?: (values: V) => void } = {},
) {
  return useForm<V, V, FormErrors>({ initialValues, validate, onValuesChange: options.onValuesChange });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Form<V extends Record<string, any>> = ReturnType<typeof useCheckedForm<V>>;

/** Validates a form with a shared zod schema, after turning the form values into the request body. */
export function zodValidate<V, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
): (values: V) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    const byPath = fieldErrorsOf(result.error, { at: 'path', whole: '' });
    return Object.fromEntries(Object.entries(byPath).map(([path, texts]) => [path, texts[0]]));
  };
}

/** The parsed request body when the values pass the schema. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> | null {
  const r = schema.safeParse(body);
  return r.success ? r.data : null;
}

/**
 * One way to show a failed call on a form: field errors beside the fields, anything else as a
 * notification. Returns the field errors that were set.
 */
export function showFormError(e: unknown, setErrors: (errors: FormErrors) => void): Record<string, string> {
  if (e instanceof ApiError && Object.keys(e.errors).length > 0) {
    const fields = e.fieldErrors();
    setErrors(fields);
    return fields;
  }
  notifyError(e);
  return {};
}

/** A failed call as a red notification. */
export function notifyError(e: unknown): void {
  const title = e instanceof ApiError && e.status === 429 ? ruWebErrors.waitTitle : ruWebErrors.title;
  notify({ color: 'red', title, message: errorMessage(e) });
}
