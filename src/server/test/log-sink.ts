/** A logger whose lines the test can read: what the server would have written to stdout. */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../lib/logger.ts';

export type LogCapture = {
  logger: FastifyBaseLogger;
  lines: string[];
  entries: () => Record<string, unknown>[];
};

export function captureLog(
  level: Parameters<typeof createLogger>[0] = 'info',
  maxLineLength = Infinity,
): LogCapture {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk).slice(0, maxLineLength));
      done();
    },
  });
  return {
    logger: createLogger(level, sink),
    lines,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
