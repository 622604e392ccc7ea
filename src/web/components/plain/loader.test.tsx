import { Loader as MantineLoader } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Loader, type LoaderProps } from './loader.tsx';

const cases: LoaderProps[] = [
  {},
  { 'aria-label': 'Загрузка…' },
  { size: 'xs' },
  { size: 'sm', 'aria-label': 'Загрузка…' },
  { size: 'md' },
  { size: 'lg' },
  { size: 'xl' },
  { m: 'xl', 'aria-label': 'Загрузка…' },
  { m: 'md' },
  { mt: 'md', size: 'sm' },
  { mx: 'auto', display: 'block' },
  { className: 'extra', style: { opacity: 0.5 } },
  { role: 'progressbar' },
  { id: 'spinner', 'data-testid': 'loading' } as LoaderProps,
];

describe('the plain Loader', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s Loader renders (the theme makes it a status): %s',
    (_, props) => {
      expect(markup(<Loader {...props} />)).toEqual(markup(<MantineLoader {...(props as object)} />));
    },
  );
});
