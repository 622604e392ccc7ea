/**
 * Mantine's Alert as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md): the
 * same markup, class names, variables and aria ids, with Mantine's stylesheets and without its
 * runtime. `alert.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
// After CloseButton's: the alert's close button takes its size and colour from this sheet (as in Mantine's own order).
import '@mantine/core/styles/Alert.css';
// Mantine's cross itself: a plain svg with no runtime, in the chunk every app page loads already (the
// notifications' close button), so it costs this component nothing.
import { CloseIcon } from '@mantine/core';
import { type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { variantColors } from './variant-colors.ts';
import { join, split, type StyleProps } from './plain.tsx';
import { useMantineId } from './mantine-id.ts';

export type AlertProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'color'> & {
    /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
    color?: string;
    /** The only variant the app uses, and the default; named, it is written on the markup as Mantine does. */
    variant?: 'light';
    title?: ReactNode;
    icon?: ReactNode;
  } & (
    | {
        withCloseButton: true;
        onClose: () => void;
        /** The close button's name for screen readers (it shows only a cross): required, or axe finds a nameless button. */
        closeButtonLabel: string;
      }
    | { withCloseButton?: false; onClose?: never; closeButtonLabel?: never }
  );

/** The close button's size and its cross's: 16 px, as Mantine's Alert sets them. */
const CLOSE_SIZE = {
  '--cb-size': 'calc(1rem * var(--mantine-scale))',
  '--cb-icon-size': 'calc(1rem * var(--mantine-scale))',
} as CSSProperties;

const CLOSE_BUTTON =
  'mantine-focus-auto mantine-active m_87f54839 mantine-Alert-closeButton m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root';

/** A message in a tinted box, with an optional title, icon and close button (Mantine's Alert). */
export function Alert(props: AlertProps) {
  const {
    id,
    color,
    variant,
    title,
    icon,
    withCloseButton,
    onClose,
    closeButtonLabel,
    role,
    children,
    ...others
  } = props;
  // Mantine's ids (`mantine-` and React's id): the same on the server and while hydrating. Mantine then
  // swaps in a random id after mount, a second render for nothing; this keeps React's.
  const rootId = useMantineId(id);
  const titleId = title ? `${rootId}-title` : undefined;
  const bodyId = `${rootId}-body`;
  const colors = variantColors('light', color);
  const named = color !== undefined || variant !== undefined;
  const [rest, style, names] = split(others, {
    '--alert-bg': named ? colors.bg : undefined,
    '--alert-color': colors.color,
    '--alert-bd': named ? colors.border : undefined,
  });
  return (
    <div
      {...rest}
      id={rootId}
      style={style}
      className={join('m_66836ed3 mantine-Alert-root', names)}
      data-variant={variant}
      role={role || 'alert'}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={titleId}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        {icon && <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>}
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div
              className="m_6a03f287 mantine-Alert-title"
              data-with-close-button={withCloseButton || undefined}
            >
              <span id={titleId} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          {children && (
            <div id={bodyId} className="m_7fa78076 mantine-Alert-message" data-variant={variant}>
              {children}
            </div>
          )}
        </div>
        {withCloseButton && (
          <button
            type="button"
            style={CLOSE_SIZE}
            className={CLOSE_BUTTON}
            data-variant="transparent"
            aria-label={closeButtonLabel}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
}
