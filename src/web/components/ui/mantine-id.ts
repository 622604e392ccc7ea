import { useId } from 'react';

/** Mantine's id form (`mantine-` and React's id), the same on the server and while hydrating. */
export function useMantineId(id: string | undefined): string {
  const reactId = useId();
  return id ?? `mantine-${reactId.replace(/:/g, '')}`;
}
