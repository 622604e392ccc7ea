/**
 * The production command is written once, in package.json's `start` (scripts/start-command.ts); the
 * command docs/deploy.md tells a host to run must be the same, flags and environment included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStartCommand, startCommand } from './start-command.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('the production start command', () => {
  it('reads the environment and the Node flags before the built entry, after the build check', () => {
    expect(
      parseStartCommand('node scripts/build.ts --if-changed && A_B=2 node --x=1 --y dist/api/main.js'),
    ).toEqual({ env: { A_B: '2' }, nodeArgs: ['--x=1', '--y'] });
    expect(parseStartCommand('node dist/api/main.js')).toEqual({ env: {}, nodeArgs: [] });
    expect(() => parseStartCommand('tsx dist/api/main.js')).toThrow(/does not run node/);
    expect(() => parseStartCommand('node src/server/main.ts')).toThrow(/does not run dist\/api\/main.js/);
  });

  it('is the one docs/deploy.md gives for a host and for systemd', () => {
    const { env, nodeArgs } = startCommand(root);
    const deploy = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8');
    const shell = [
      ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
      'node',
      ...nodeArgs,
      'dist/api/main.js',
    ];
    expect(deploy).toContain(shell.join(' '));
    for (const [k, v] of Object.entries(env)) expect(deploy).toContain(`Environment=${k}=${v}`);
    expect(deploy).toContain(
      `ExecStart=${['/usr/bin/node', ...nodeArgs, '/srv/jti/dist/api/main.js'].join(' ')}`,
    );
  });
});
