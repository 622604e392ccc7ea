import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // One test file per core at a time. Vitest's default is one fewer than the cores, which on CI's
    // two cores ran every file in turn and left the second core idle: the files are CPU-bound (their
    // own PGlite or rendering), and the main process, which only schedules, needs next to nothing.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          // bench/lib: the bench's own data seeds, checked on a small scale.
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'bench/lib/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
