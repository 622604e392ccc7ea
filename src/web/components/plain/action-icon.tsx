/**
 * Mantine's ActionIcon (an icon button) as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * the same markup, class names and variables, with Mantine's stylesheet and without its runtime
 * (one per post on /newswire, two more per carousel). `action-icon.test.tsx` renders both and
 * compares them.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, split, type Common, type StyleProps } from './plain.tsx';

/** Mantine's class names for the parts of an action icon (its CSS modules' names in the stylesheets above). */
const MANTINE_ACTION_ICON = {
  root: 'mantine-focus-auto m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  active:
    'mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
  icon: 'm_8d3afb97 mantine-ActionIcon-icon',
} as const;

type OwnProps = {
  variant?: Variant;
  /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
  color?: string;
  disabled?: boolean;
  /** Its name for assistive technologies: an icon says nothing. */
  'aria-label': string;
  children: ReactNode;
};

export type ActionIconProps = OwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof OwnProps | keyof StyleProps | 'color' | 'type'>;

/** The icon button's colour variables; with neither a variant nor a colour, the stylesheet's own. */
function iconColors(variant: Variant | undefined, color: string | undefined): Record<string, string> {
  const c = variantColors(variant ?? 'filled', color);
  if (variant === undefined && color === undefined) return { '--ai-color': c.color };
  return { '--ai-bg': c.bg, '--ai-hover': c.hover, '--ai-color': c.color, '--ai-bd': c.border };
}

/** A button showing only an icon, in Mantine's variants and colours. */
export function ActionIcon(props: ActionIconProps) {
  const { variant, color, disabled, children, ...others } = props as OwnProps & Common;
  const [rest, style, names] = split(others, iconColors(variant, color));
  // In Mantine's order of attributes and classes, so the markup is the same to the byte.
  return (
    <button
      style={style}
      className={join(disabled ? MANTINE_ACTION_ICON.root : MANTINE_ACTION_ICON.active, names)}
      data-variant={variant}
      data-disabled={disabled || undefined}
      type="button"
      {...(rest as ComponentPropsWithoutRef<'button'>)}
      disabled={disabled || undefined}
    >
      <span className={MANTINE_ACTION_ICON.icon}>{children}</span>
    </button>
  );
}
