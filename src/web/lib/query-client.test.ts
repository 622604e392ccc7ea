import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, hydrateFromPage } from './query-client.ts';

/** A cache filled from a page's HTML with `key` answered `value`, as entry-client.tsx fills it. */
function fromPage(key: string[], value: string) {
  const server = new QueryClient();
  server.setQueryData(key, value);
  const client = createQueryClient();
  hydrateFromPage(client, dehydrate(server));
  return client;
}

/** Mounts an observer of `key` (as a component would) and answers how many times it fetched. */
async function mount(client: QueryClient, key: string[], answer: string) {
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: async () => {
      fetches += 1;
      return answer;
    },
    staleTime: 0,
  });
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((r) => setTimeout(r, 0));
  unsubscribe();
  return { fetches, data: client.getQueryData(key) };
}

describe('the query cache filled from the page', () => {
  it('does not ask again for what the page carried as the first render mounts it', async () => {
    const client = fromPage(['timer'], 'из страницы');
    expect(await mount(client, ['timer'], 'с сервера')).toEqual({ fetches: 0, data: 'из страницы' });
  });

  it('asks again for a query invalidated since, however soon after the page it is mounted', async () => {
    const client = fromPage(['timer'], 'из страницы');
    await client.invalidateQueries({ queryKey: ['timer'] });
    expect(await mount(client, ['timer'], 'с сервера')).toEqual({ fetches: 1, data: 'с сервера' });
  });
});
