/** Structured logs (pino); cookies, tokens and codes never reach them. */
import pino, { type DestinationStream } from 'pino';

// A reset link carries its token in the path: keep it out of the access log.
const hideTokens = (url: string) => url.replace(/\/reset\/[^/?#]+/, '/reset/[скрыто]');

export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method: string; url: string; id: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: hideTokens(req.url),
          ip: req.ip,
        }),
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-xsrf-token"]',
          'res.headers["set-cookie"]',
          '*.password',
          '*.code',
          '*.token',
        ],
        censor: '[скрыто]',
      },
    },
    destination,
  );
}
