/**
 * A page's form action (decision 052): the one function that takes a form's fields, calls the API and
 * says where to go next or what went wrong. React Router runs it in the browser when the page's
 * scripts are live (`<Form>` submits to it, the API by `fetch`), and on the server when the form was
 * posted natively, before the scripts or without them (the API in-process, entry-server.tsx). Either
 * way the API's own rules, limits and Russian messages decide: nothing is checked twice.
 */
import { data, type ActionFunction, type ActionFunctionArgs } from 'react-router';
import { ruErrors } from '#shared/i18n/ru/errors.ts';
import { appOf, type AppContext } from './app-context.ts';
import { ApiError } from './api-client.ts';

/** A form's fields by name (the first value of each). */
export type Fields = Record<string, string>;

/** What a form shows after its action refused: a message, texts beside fields, what was typed. */
export type FormResult = {
  message?: string;
  errors?: Record<string, string>;
  /** The fields as typed, to fill the form again: never a password. */
  values?: Fields;
  /** A refusal for a while (429): seconds until the form may be sent again. */
  retryAfter?: number;
};

/** Fields never sent back to the page. */
const SECRET = /password|_token/i;

export const typedValues = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET.test(name)));

function fieldsOf(data: FormData): Fields {
  const fields: Fields = {};
  for (const [name, value] of data) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

/** An API refusal as the form shows it, with the answer's status. */
export function refusal(
  e: ApiError,
  fields: Fields,
  extra: Partial<FormResult> & Record<string, unknown> = {},
) {
  const result: FormResult = {
    message: e.message,
    errors: e.fieldErrors(),
    values: typedValues(fields),
    ...(e.retryAfter ? { retryAfter: e.retryAfter } : {}),
    ...extra,
  };
  return data(result, { status: e.status || 400 });
}

/** An intent no form of the page sends (an old page's, a forged one): 400, nothing done. */
export const unknownIntent = () =>
  data({ message: ruErrors.validation } satisfies FormResult, { status: 400 });

/**
 * A route action from `run`, which returns a redirect (`redirect(...)`) or what the page shows next.
 * A refused API call becomes the form's result with the call's status (422, 401, 429); a post whose
 * CSRF field did not hold never reaches `run` (419). A server error goes on to /500 as every call's does.
 */
export function formAction<R>(
  run: (fields: Fields, ctx: AppContext, more: { form: FormData; args: ActionFunctionArgs }) => Promise<R>,
): ActionFunction {
  return async (args) => {
    const ctx = appOf(args);
    const form = await args.request.formData();
    const fields = fieldsOf(form);
    if (ctx.server?.csrfRefused)
      return data({ message: ruErrors.csrf, values: typedValues(fields) } satisfies FormResult, {
        status: 419,
      });
    try {
      return await run(fields, ctx, { form, args });
    } catch (e) {
      if (e instanceof ApiError && e.status > 0 && e.status < 500) return refusal(e, fields);
      if (e instanceof ApiError && e.status === 0)
        return data({ message: e.message, values: typedValues(fields) }, { status: 503 });
      throw e;
    }
  };
}
