/**
 * Chunks by audience (vite.config.ts; docs/decisions/033-chunks-by-audience.md). Rolldown's default
 * gives every distinct set of importing pages a chunk of its own: with Mantine imported component by
 * component that made about a hundred files per participant page, most under 2 kB. Separate files
 * compress a third worse than one, and a phone on a slow network pays a round trip for each.
 *
 * Here a module that several pages load goes into one chunk per audience instead: what the entering
 * pages and the participant's pages both use (`common`), what only the participant's pages use
 * (`participant`), what only the entering pages use (`entering`), what only staff pages use (`staff`).
 * A module one page alone uses stays in that page's chunk; what the entry reaches stays in the entry;
 * what only dialogs and rare parts (`lazyDialog`, `lazyPart`) use keeps Rolldown's default, so a
 * dialog's code still loads when it opens.
 */
import type { CodeSplittingGroup } from 'rolldown';

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean };
type GetModuleInfo = (id: string) => ModuleInfo | null;

type Audience = 'entering' | 'participant' | 'staff';

/** Page and frame modules by audience, as the route tree (src/web/app/routes.tsx) mounts them. */
const AUDIENCE_OF_PAGE: readonly [RegExp, Audience][] = [
  [/[\\/]src[\\/]web[\\/]features[\\/](auth|errors)[\\/]/, 'entering'],
  [/[\\/]src[\\/]web[\\/]app[\\/]layouts[\\/]entering-layout\.tsx$/, 'entering'],
  [/[\\/]src[\\/]web[\\/]features[\\/](participant|screening|feed|messages)[\\/]/, 'participant'],
  [/[\\/]src[\\/]web[\\/]app[\\/]layouts[\\/]participant-layout\.tsx$/, 'participant'],
];

/** A page or frame: a module the router loads lazily (`*-page.tsx`, `*-route.tsx`, `*-layout.tsx`). */
const PAGE = /[\\/]src[\\/]web[\\/](features[\\/].+-(page|route)|app[\\/]layouts[\\/][^\\/]+-layout)\.tsx$/;

/** What reaches `id` through static imports: the pages, other lazy modules, and whether an entry does. */
function reachedBy(id: string, info: GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // a cycle meets the set being filled, not an endless walk
  const module = info(id);
  if (!module) return found;
  if (module.isEntry) found.add(`entry:${id}`);
  if (PAGE.test(id)) found.add(id);
  else if (module.dynamicImporters.length > 0) found.add(`lazy:${id}`);
  // Static importers of a page are entries at most (the landing's entry imports its page).
  for (const importer of module.importers) for (const unit of reachedBy(importer, info, memo)) found.add(unit);
  return found;
}

function audienceOf(page: string): Audience {
  return AUDIENCE_OF_PAGE.find(([test]) => test.test(page))?.[1] ?? 'staff';
}

/** The chunk a module joins, or null for Rolldown's default (an entry's, a page's own, a dialog's). */
export function chunkByAudience(id: string, info: GetModuleInfo, memo: Map<string, Set<string>>): string | null {
  if (PAGE.test(id)) return null;
  const units = reachedBy(id, info, memo);
  const entries = [...units].filter((unit) => unit.startsWith('entry:'));
  if (entries.length > 1) return 'shell';
  // The app's entry and the pages share it: one chunk beside the entry's (the entry itself stays small).
  if (entries.length === 1) return units.size > 1 && /[\\/]index\.html$/.test(entries[0] ?? '') ? 'base' : null;
  if (units.size < 2) return null;
  const pages = [...units].filter((unit) => !unit.startsWith('lazy:'));
  if (pages.length === 0) return null;
  const audiences = new Set(pages.map(audienceOf));
  // Code one participant page uses beside staff pages or dialogs stays with that page.
  const participantPages = pages.filter((page) => audienceOf(page) === 'participant').length;
  if (participantPages === 1 && !audiences.has('entering')) return null;
  if (audiences.has('participant')) return audiences.has('entering') ? 'common' : 'participant';
  // The entering pages are few and light: one chunk of what they share with the staff's forms would
  // make the sign-in page load the staff's validation and inputs, so they keep the default.
  return audiences.has('entering') ? null : 'staff';
}

/** The Rolldown group (below React's and the framework's, which take their packages first). */
export function audienceGroup(): CodeSplittingGroup {
  const memo = new Map<string, Set<string>>();
  return { name: (id, ctx) => chunkByAudience(id, (m) => ctx.getModuleInfo(m), memo), priority: 1, includeDependenciesRecursively: false };
}
