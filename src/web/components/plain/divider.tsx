/**
 * Mantine's horizontal Divider as a plain element (docs/decisions/038-mantine-markup-without-its-
 * runtime.md): the same markup and class names, with Mantine's stylesheet and without its runtime.
 * `divider.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Divider.css';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { join, split, type StyleProps } from './plain.tsx';

export type DividerProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'children'> & {
    /** A text in the line (`или`), placed by `labelPosition` (the stylesheet's default: left). */
    label?: ReactNode;
    labelPosition?: 'left' | 'center' | 'right';
  };

/** A horizontal line, with an optional label in it. */
export function Divider(props: DividerProps) {
  const { label, labelPosition, ...others } = props;
  const [rest, style, names] = split(others, {});
  return (
    <div
      {...rest}
      style={style}
      className={join('m_3eebeb36 mantine-Divider-root', names)}
      data-orientation="horizontal"
      data-with-label={label ? true : undefined}
      role="separator"
      aria-orientation="horizontal"
    >
      {label && (
        <span className="m_9e365f20 mantine-Divider-label" data-position={labelPosition}>
          {label}
        </span>
      )}
    </div>
  );
}
