/**
 * Mantine's Loader (its default oval spinner) as a plain element (docs/decisions/038-mantine-markup-
 * without-its-runtime.md): the same markup, class names and variables, with Mantine's stylesheet and
 * without its runtime. `loader.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Loader.css';
import type { ComponentPropsWithoutRef } from 'react';
import { join, split, type StyleProps, type Token } from './plain.tsx';

/** The oval spinner's class names (Loader's root and its oval), which the plain Button's spinner wears too. */
export const MANTINE_LOADER = 'm_b34414df m_5ae2e3c mantine-Loader-root';

export type LoaderProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'span'>, 'color' | 'children'> & {
    size?: Token;
  };

/**
 * A spinner in the theme's spinner sizes. It is a live status, as the theme makes Mantine's (so its
 * Russian `aria-label`, «Загрузка…», is allowed and announced).
 */
export function Loader(props: LoaderProps) {
  const { size, ...others } = props;
  const [rest, style, names] = split(others, {
    '--loader-size': size === undefined ? undefined : `var(--loader-size-${size})`,
  });
  return (
    <span role="status" {...rest} style={style} className={join(MANTINE_LOADER, names)} data-size={size} />
  );
}
