/**
 * A page's native form posts (decision 052): a `<form method="post">` sent before the page's scripts
 * run, or without them, reaches the page's own path with a form body. It shares the path with the
 * page and, for `/login`, with the specification's JSON call: the body's type tells them apart
 * (this router constraint), so the JSON calls keep their paths, bodies and answers.
 */
import type { FastifyInstance } from 'fastify';

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
