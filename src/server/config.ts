/** Every environment variable the server reads, validated once at start. */
import path from 'node:path';
import { z } from 'zod';

const BOOL_VALUES = ['on', 'off', 'true', 'false', '1', '0'] as const;
const isOn = (v: string) => v === 'on' || v === 'true' || v === '1';
const bool = (fallback: 'on' | 'off') => z.enum(BOOL_VALUES).default(fallback).transform(isOn);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    // Uploaded files' bytes; several app servers must share one folder (NFS, a mounted volume).
    FILES_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    // On by default, except in production: the demo accounts' password is published in the README.
    DEMO_DATA: z.enum(BOOL_VALUES).optional(),
    TRUST_PROXY: bool('off'),
    // Names this server in an `X-Served-By` header on every answer (checking a cluster); off when unset.
    SERVED_BY: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'SERVED_BY must be 1-64 letters, digits, dots, dashes')
      .optional(),
    // On SIGTERM /readyz answers 503 this long before the server stops accepting, so a balancer that
    // polls it takes the server out first.
    // How often each server looks for overdue stages and tests (every server sweeps, decision 016).
    DEADLINE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    DEV_OUTBOX: bool('off'),
    // The OpenAPI description and its browser at /api/docs: on, except in production unless asked for.
    API_DOCS: z.enum(BOOL_VALUES).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    // How often an open live stream (/api/events) sends a comment line and checks its session: below
    // the proxies' idle timeout (nginx's proxy_read_timeout is 60 s).
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(55).default(25),
    // Live streams one client address may hold (a campus shares one) and one server may hold; past
    // them a new stream waits (429 / 503 with Retry-After) and the tab polls meanwhile (issue 30).
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(1000),
    LIVE_STREAMS_PER_SERVER: z.coerce.number().int().min(1).default(10_000),
    COOKIE_SECURE: z.enum(['auto', 'on', 'off']).default('auto'),
    APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Стажировка в JTI <no-reply@example.com>'),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    // The most SMS codes the whole programme sends in an hour: a brake on SMS pumping that alerts in
    // the log (modules/auth/sms-limits.ts). Set it to a few times the busiest hour you expect.
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    SUPPORT_URL: z.url().default('https://vk.com/jti_careers'),
    SUPPORT_EMAIL: z.email().default('internship@example.com'),
    WEB_DIST: z.string().default('./dist'),
    // With it, `GET /metrics` answers only `Authorization: Bearer <token>`; without it, only a caller on
    // this machine that did not come through a proxy (plugins/access.ts, issue 34).
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    // Traces over OTLP/HTTP to this collector's base URL (…/v1/traces is added); off when unset.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('jti-internship'),
    // Shared with an external video-interview provider; without it POST /api/vcv/update-webhook is 404.
    VCV_WEBHOOK_SECRET: z.string().min(32, 'VCV_WEBHOOK_SECRET must be at least 32 characters').optional(),
  })
  .transform((c) => ({
    ...c,
    DEMO_DATA: c.DEMO_DATA === undefined ? c.NODE_ENV !== 'production' : isOn(c.DEMO_DATA),
    API_DOCS: c.API_DOCS === undefined ? c.NODE_ENV !== 'production' : isOn(c.API_DOCS),
    DATA_DIR: path.resolve(c.DATA_DIR),
    FILES_DIR: path.resolve(c.FILES_DIR ?? path.join(c.DATA_DIR, 'files')),
    WEB_DIST: path.resolve(c.WEB_DIST),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST}:${c.PORT}`,
    cookieSecure: c.COOKIE_SECURE === 'auto' ? c.NODE_ENV === 'production' : c.COOKIE_SECURE === 'on',
  }));

export type Config = z.infer<typeof ConfigSchema>;

/** Reads the configuration from an environment; throws a readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`SMTP_URL=`) means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.APP_SECRET) {
    throw new Error('Invalid configuration:\n  APP_SECRET: required in production (at least 32 characters)');
  }
  if (result.data.NODE_ENV === 'production' && result.data.DEV_OUTBOX) {
    throw new Error('Invalid configuration:\n  DEV_OUTBOX: never in production (it shows sign-in codes)');
  }
  if (result.data.NODE_ENV === 'production' && result.data.DEMO_DATA) {
    throw new Error(
      'Invalid configuration:\n  DEMO_DATA: never in production (the demo accounts have a published password)',
    );
  }
  return result.data;
}
