import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Center, Container, type CenterProps, type ContainerProps } from './container.tsx';

const containers: [ContainerProps, string][] = [
  [{}, ''],
  [{ size: 'lg' }, 'var(--container-size-lg)'],
  [{ size: 'sm', h: '100%' }, 'var(--container-size-sm)'],
  [{ size: 480 }, '30rem'],
  [{ size: 'xs', px: 'md', py: 'xl', id: 'main' }, 'var(--container-size-xs)'],
  [{ component: 'main', size: 'md' }, 'var(--container-size-md)'],
];

const centers: CenterProps[] = [{}, { mih: '60dvh' }, { inline: true }, { component: 'span', mih: '2rem' }];

const label = (props: object) => JSON.stringify(props);

describe('the plain Container and Center', () => {
  it.each(containers.map(([props, width]) => [label(props), props, width] as const))(
    'Container: its element, its width as the theme’s or in px, its style props: %s',
    (_, props, width) => {
      const { container, unmount } = render(<Container {...props}>Текст</Container>);
      const box = container.firstElementChild as HTMLElement;
      expect(box.tagName).toBe(props.component === 'main' ? 'MAIN' : 'DIV');
      expect(box.style.getPropertyValue('--container-size')).toBe(width);
      if (props.h) expect(box.style.height).toBe(props.h);
      if (props.id) expect(box.id).toBe(props.id);
      expect(box).toHaveTextContent('Текст');
      expect(foreignClasses(renderToString(<Container {...props} />))).toEqual([]);
      unmount();
    },
  );

  it.each(centers.map((props) => [label(props), props] as const))(
    'Center: its element, inline when told, its style props: %s',
    (_, props) => {
      const { container, unmount } = render(<Center {...props}>Текст</Center>);
      const box = container.firstElementChild as HTMLElement;
      expect(box.tagName).toBe(props.component === 'span' ? 'SPAN' : 'DIV');
      expect(box.hasAttribute('data-inline')).toBe(Boolean(props.inline));
      if (props.mih) expect(box.style.minHeight).toBe(props.mih);
      expect(foreignClasses(renderToString(<Center {...props} />))).toEqual([]);
      unmount();
    },
  );
});
