/**
 * The security headers of every answer (Helmet's: the CSP, frame, referrer and cross-origin
 * policies, HSTS behind TLS), worked out once at start and set on each reply.
 *
 * Helmet's Fastify plugin built Helmet again on every request, its CSP directives parsed each time:
 * 3 % of the server's CPU under the mixed load, more than the session lookup. The directives here
 * are all fixed strings, so the headers are the same for every request (a route that needs another
 * policy, such as a stored file's sandbox, sets its own header after this one).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What Helmet sets with these options, as header name → value. */
function helmetHeaders(cookieSecure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Each page's stylesheets are inlined in its HTML (pages/document.ts); components set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        upgradeInsecureRequests: cookieSecure ? [] : null,
      },
    },
    strictTransportSecurity: cookieSecure,
    // Not Helmet's `no-referrer`: under it a browser's native form post says `Origin: null`, which the
    // CSRF check must refuse (decision 052). Other sites still learn nothing of where a visitor was.
    referrerPolicy: { policy: 'same-origin' },
  });
  // Every Helmet middleware only sets (or removes) headers; none reads the request.
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, cookieSecure: boolean): void {
  const headers = helmetHeaders(cookieSecure);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
