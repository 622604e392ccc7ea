/**
 * The app's dialogs (decision 064): a Modal over the page and a Drawer sliding in from a side. React
 * Aria gives them their behaviour — focus moved in and kept there, Escape and a click outside close,
 * the page under them inert and not scrolled, focus back where it was — and this module's stylesheet
 * their look. Both are controlled: the caller holds `opened` and closes on `onClose`.
 *
 * Pages load their dialogs on demand (components/lazy-dialog.tsx), so React Aria's overlay code comes
 * with the first opening, not with the page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { AriaLocale } from './aria-locale.tsx';
import { useCountedOpen } from './open-dialogs.ts';
import { CloseButton } from './close-button.tsx';
import classes from './dialog.module.css';

type Common = {
  opened: boolean;
  onClose: () => void;
  /** Its heading, which also names it for assistive technologies. */
  title: ReactNode;
  /** The close button's name, when «Закрыть» alone would not say what closes. */
  closeLabel?: string;
  /** False where a stray click must not lose what was typed: only Escape and the cross close it. */
  closeOnClickOutside?: boolean;
  children: ReactNode;
};

export type ModalProps = Common & {
  /** Its width: one of the app's dialog widths (lib/constants.ts) or px. */
  size?: keyof typeof MODAL_WIDTH | number;
  /** The whole screen (a phone's): the callers pass `useIsMobile()`. */
  fullScreen?: boolean;
};

export type DrawerProps = Common & {
  /** The side it slides in from. */
  position?: 'left' | 'right' | 'bottom';
  /** Its width (left, right) or height (bottom): px or a CSS length. */
  size?: number | string;
};

/** A click in a top layer (a notice) is not a click outside the dialog. */
const outsideTopLayers = (element: Element) => !element.closest('[data-react-aria-top-layer]');

function Frame({
  title,
  closeLabel,
  onClose,
  children,
}: Pick<Common, 'title' | 'closeLabel' | 'onClose' | 'children'>) {
  return (
    <AriaDialog className={classes.dialog}>
      <header className={classes.header}>
        <Heading slot="title" className={classes.title}>
          {title}
        </Heading>
        <CloseButton iconSize={18} onClick={onClose} aria-label={closeLabel} />
      </header>
      <div className={classes.body}>{children}</div>
    </AriaDialog>
  );
}

/** A dialog in the middle of the page (the whole screen with `fullScreen`). */
export function Modal({
  opened,
  onClose,
  size = 'md',
  fullScreen = false,
  closeOnClickOutside = true,
  ...frame
}: ModalProps) {
  const width = typeof size === 'number' ? size : MODAL_WIDTH[size];
  useCountedOpen(opened);
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={opened}
        onOpenChange={(open) => !open && onClose()}
        isDismissable={closeOnClickOutside}
        shouldCloseOnInteractOutside={outsideTopLayers}
        className={classes.overlay}
      >
        <AriaModal
          className={classes.modal}
          data-full-screen={fullScreen || undefined}
          style={{ '--dialog-width': `${width}px` } as CSSProperties}
        >
          <Frame {...frame} onClose={onClose} />
        </AriaModal>
      </ModalOverlay>
    </AriaLocale>
  );
}

/** A panel sliding in from a side of the screen (menus, notices, filters on a phone). */
export function Drawer({
  opened,
  onClose,
  position = 'right',
  size = 440,
  closeOnClickOutside = true,
  ...frame
}: DrawerProps) {
  useCountedOpen(opened);
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={opened}
        onOpenChange={(open) => !open && onClose()}
        isDismissable={closeOnClickOutside}
        shouldCloseOnInteractOutside={outsideTopLayers}
        className={classes.overlay}
      >
        <AriaModal
          className={classes.drawer}
          data-position={position}
          style={{ '--drawer-size': typeof size === 'number' ? `${size}px` : size } as CSSProperties}
        >
          <Frame {...frame} onClose={onClose} />
        </AriaModal>
      </ModalOverlay>
    </AriaLocale>
  );
}
