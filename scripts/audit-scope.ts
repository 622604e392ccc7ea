/**
 * Which of `npm audit`'s findings concern production (scripts/audit.ts): a finding counts when one of
 * its package folders (`nodes`, as npm names them: `node_modules/a/node_modules/b`) is installed
 * without the development tools (not `dev` in package-lock.json) or bundled into the built server
 * (dist/api/build.json's `packages`; decision 033).
 */
export type Finding = { severity: string; nodes?: string[] };

/** The package folders production runs. */
export function productionFolders(
  lock: { packages: Record<string, { dev?: boolean }> },
  bundled: readonly string[],
): Set<string> {
  return new Set([
    ...Object.entries(lock.packages)
      .filter(([folder, p]) => folder !== '' && !p.dev)
      .map(([folder]) => folder),
    ...bundled,
  ]);
}

/** The findings in production, by name. */
export function productionFindings<F extends Finding>(
  findings: Record<string, F>,
  production: Set<string>,
): [string, F][] {
  return Object.entries(findings).filter(([, f]) => (f.nodes ?? []).some((n) => production.has(n)));
}
