/**
 * The institution field's text and the institution it names. The field is a text box with the
 * platform's own suggestions (a `<datalist>`), so that it works before the scripts and without them;
 * the action finds the institution by the text and, when the text names none or several, says so
 * beside the field and offers the matches as the suggestions.
 */
import type { Institution, InstitutionsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The text the field shows for an institution (and suggests). */
export const institutionLabel = (i: Pick<Institution, 'name' | 'short'>) =>
  i.short ? `${i.name} (${i.short})` : i.name;

/** The institution the typed text names, and the matches to suggest. */
export async function resolveInstitution(
  typed: string | undefined,
): Promise<{ id: number | undefined; suggestions: string[] }> {
  const text = (typed ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return { id: undefined, suggestions: [] };
  // «Name (SHORT)» is searched by the name; a short name or a part of one as it is.
  const search = text.replace(/\s*\([^()]*\)$/, '') || text;
  const found = (
    await apiRequest<typeof InstitutionsResponseSchema>('/api/institutions', {
      query: { query: search.slice(0, 100) },
    })
  ).data;
  const same = (a: string) => a.toLocaleLowerCase('ru') === text.toLocaleLowerCase('ru');
  const named = found.filter((i) => same(institutionLabel(i)) || same(i.name) || same(i.short));
  const one = named.length === 1 ? named[0] : found.length === 1 ? found[0] : undefined;
  return { id: one?.id, suggestions: found.map(institutionLabel) };
}
