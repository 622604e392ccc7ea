/** Structured logs (pino); cookies, tokens and codes never reach them. */
import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
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
  });
}
