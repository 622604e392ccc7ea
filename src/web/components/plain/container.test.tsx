import { Center as MantineCenter, Container as MantineContainer } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Center, Container, type CenterProps, type ContainerProps } from './container.tsx';

const containers: ContainerProps[] = [
  {},
  { size: 'lg' },
  { size: 'sm', h: '100%' },
  { size: 480 },
  { size: 'xs', px: 'md', py: 'xl', id: 'main' },
  { component: 'main', size: 'md' },
];

const centers: CenterProps[] = [{}, { mih: '60dvh' }, { inline: true }, { component: 'span', mih: '2rem' }];

const label = (props: object) => JSON.stringify(props);

describe('the plain Container and Center', () => {
  it.each(containers.map((props) => [label(props), props] as const))(
    'Container renders what Mantine’s renders: %s',
    (_, props) => {
      expect(markup(<Container {...props}>Текст</Container>)).toEqual(
        markup(<MantineContainer {...(props as object)}>Текст</MantineContainer>),
      );
    },
  );

  it.each(centers.map((props) => [label(props), props] as const))(
    'Center renders what Mantine’s renders: %s',
    (_, props) => {
      expect(markup(<Center {...props}>Текст</Center>)).toEqual(
        markup(<MantineCenter {...(props as object)}>Текст</MantineCenter>),
      );
    },
  );
});
