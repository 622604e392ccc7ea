/**
 * A row of a menu (docs/decisions/064-one-component-system-of-our-own.md): an icon, a label with an
 * optional line under it, and something at the end (a chevron, a count), as one link or button.
 */
import type { ElementType, ReactNode } from 'react';
import { join, split, type Common } from './primitives.tsx';
import classes from './nav-link.module.css';

export type NavLinkProps = Common & {
  /** `a` when absent; a router `Link` (with `to`) or a `button`. */
  component?: ElementType;
  label: ReactNode;
  description?: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  disabled?: boolean;
  /** The current page's row, highlighted (and `aria-current="page"` on a link). */
  active?: boolean;
};

export function NavLink(props: NavLinkProps) {
  const { label, description, leftSection, rightSection, disabled, active, ...others } = props;
  const [rest, style, names] = split(others, {});
  const Element = props.component ?? 'a';
  const isButton = Element === 'button';
  return (
    <Element
      {...(isButton ? { type: 'button', disabled } : { 'aria-disabled': disabled || undefined })}
      aria-current={active && !isButton ? 'page' : undefined}
      {...rest}
      style={style}
      className={join(classes.root, names)}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
    >
      {leftSection && (
        <span className={classes.section} aria-hidden>
          {leftSection}
        </span>
      )}
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
        {description && <span className={classes.description}>{description}</span>}
      </span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </Element>
  );
}
