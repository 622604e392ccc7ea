import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One built app (dist/) served by one server for every journey; its data folder starts empty and
// fills with demo data. DEV_OUTBOX lets journeys read SMS codes and reset links; TRUST_PROXY lets
// each journey act from its own address (x-forwarded-for), as real users do.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.join(os.tmpdir(), 'jti-e2e-data');
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three browsers at once on CI's two cores: a journey waits (on rendering, animations, the server's
  // answers) more than it computes, and two kept less than half a core busy (bench/results/2026-11-28-ci-time.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A synthetic camera and microphone, allowed without a prompt (the video-CV journey).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node src/server/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEV_OUTBOX: 'on',
      TRUST_PROXY: 'on',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'on',
    },
  },
});
