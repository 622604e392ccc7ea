import { describe, expect, it } from 'vitest';
import { productionFindings, productionFolders } from './audit-scope.ts';

describe('the audit scope', () => {
  const lock = {
    packages: {
      '': {},
      'node_modules/@node-rs/argon2': {},
      'node_modules/fastify': { dev: true },
      'node_modules/vitest': { dev: true },
      'node_modules/a/node_modules/semver': { dev: true },
    },
  };
  const production = productionFolders(lock, ['node_modules/fastify', 'node_modules/a/node_modules/semver']);

  it('counts what production installs and what the server bundle holds, not the development tools', () => {
    expect([...production].sort()).toEqual([
      'node_modules/@node-rs/argon2',
      'node_modules/a/node_modules/semver',
      'node_modules/fastify',
    ]);
    const findings = {
      fastify: { severity: 'high', nodes: ['node_modules/fastify'] }, // bundled: a devDependency, still counted
      argon2: { severity: 'low', nodes: ['node_modules/@node-rs/argon2'] },
      vitest: { severity: 'critical', nodes: ['node_modules/vitest'] }, // the test runner only
      semver: { severity: 'moderate', nodes: ['node_modules/semver', 'node_modules/a/node_modules/semver'] },
      other: { severity: 'high' },
    };
    expect(productionFindings(findings, production).map(([name]) => name)).toEqual([
      'fastify',
      'argon2',
      'semver',
    ]);
  });
});
