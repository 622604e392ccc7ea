/**
 * The security headers of every answer (Helmet's: the CSP, frame, referrer and cross-origin
 * policies, HSTS behind TLS; and a Permissions-Policy), worked out once at start and set on each reply.
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

/** Powerful features no page of the product uses: refused to the page and to anything it embeds. */
const NEVER_USED = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
].map((feature) => `${feature}=()`);

/** Camera and microphone refused: every answer that is not a page of the participant's app. */
const CLOSED_POLICY = [...NEVER_USED, 'camera=()', 'microphone=()'].join(', ');
/**
 * Camera and microphone for this origin only: the video CV records on /progress, and the
 * participant's app moves there from any of its pages without loading a new document, while a
 * document keeps the policy it was loaded with; so all of that app's pages carry it, nothing else.
 */
const RECORDING_POLICY = [...NEVER_USED, 'camera=(self)', 'microphone=(self)'].join(', ');

/** Paths that are no page of the participant's app: the API, probes, the staff areas (another layout, no recorder). */
const NOT_PARTICIPANT_PAGE = /^\/(?:api|healthz|readyz|admin|recruiter|manager)(?:[/?]|$)/;

export function registerSecurityHeaders(app: FastifyInstance, cookieSecure: boolean): void {
  const headers = helmetHeaders(cookieSecure);
  const closed = { ...headers, 'permissions-policy': CLOSED_POLICY };
  const recording = { ...headers, 'permissions-policy': RECORDING_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(NOT_PARTICIPANT_PAGE.test(request.url) ? closed : recording);
    done();
  });
}
