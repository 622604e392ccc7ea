/**
 * A page's native form posts (decision 052): a `<form method="post">` sent before the page's scripts
 * run, or without them, reaches the page's own path with a form body. It shares the path with the
 * page and, for `/login`, with the specification's JSON call: the body's type tells them apart
 * (this router constraint), so the JSON calls keep their paths, bodies and answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { MAX_BYTES } from '../lib/files/index.ts';
import { ru } from '#shared/i18n/ru.ts';

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The value a page's form route gives the `form` constraint. */
export const FORM_BODY = 'body';

/** The router's `form` constraint: a route with `constraints: { form: FORM_BODY }` takes form bodies only. */
export const formConstraint = {
  name: 'form',
  validate(value: unknown) {
    if (value !== FORM_BODY) throw new Error(`the form constraint is '${FORM_BODY}'`);
  },
  storage<Handler>() {
    let handler: Handler | null = null;
    return {
      get: (value: string) => (value === FORM_BODY ? handler : null),
      set: (value: string, store: Handler) => {
        if (value === FORM_BODY) handler = store;
      },
    };
  },
  deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
    const type = request.headers['content-type'];
    return typeof type === 'string' && FORM_TYPES.test(type) ? FORM_BODY : 'other';
  },
  mustMatchWhenDerived: false,
};

/** The most a form's fields may weigh (the longest is a questionnaire's answers). */
const FORM_BYTES = 64 * 1024;

/** In `scope` only: URL-encoded bodies read as their fields, in order. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => done(null, [...new URLSearchParams(body as string)]),
  );
}

/** The largest file a page's form posts: a CV (a video goes by the app's own upload, never a native post). */
const FORM_FILE_BYTES = MAX_BYTES.cv;

/**
 * The post's fields as the page's action reads them (`request.formData()`): URL-encoded fields, or a
 * multipart form's fields and its file (a CV), read whole: at most a CV's size.
 */
export async function formDataOf(request: FastifyRequest): Promise<FormData> {
  const data = new FormData();
  if (!request.isMultipart()) {
    for (const [name, value] of request.body as [string, string][]) data.append(name, value);
    return data;
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: FORM_FILE_BYTES } })) {
      if (part.type === 'field') data.append(part.fieldname, String(part.value));
      // A file input left empty still sends a nameless, empty part.
      else if (!part.filename) await part.toBuffer();
      else {
        const bytes = new Uint8Array(await part.toBuffer());
        data.append(part.fieldname, new File([bytes], part.filename, { type: part.mimetype }));
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, ru.files.tooLarge(FORM_FILE_BYTES / 1024 / 1024));
    throw new HttpError(400, ru.apply.formBroken);
  }
  return data;
}
