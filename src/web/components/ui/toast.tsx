/**
 * The region that shows the notices queued with `notify` (notify.ts), in the bottom right corner (the
 * whole width on a phone), three at a time. React Aria gives it a landmark (F6 reaches it), focus that
 * comes back where it was when the last notice closes, and timers paused while a notice is hovered or
 * focused. A notice is read out politely when it appears (a failure at once: `role="alert"`).
 */
import type { CSSProperties } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { Text } from 'react-aria-components/Text';
import { closeNotice, toastQueue, useNotice } from '#web/lib/notify.ts';
import { AriaLocale } from './aria-locale.tsx';
import { CloseButton } from './close-button.tsx';
import classes from './toast.module.css';

export function Toasts() {
  return (
    <AriaLocale>
      <ToastRegion queue={toastQueue} className={classes.region}>
        {({ toast }) => <Toast toast={toast} />}
      </ToastRegion>
    </AriaLocale>
  );
}

function Toast({ toast }: { toast: Parameters<typeof AriaToast>[0]['toast'] }) {
  const { id } = toast.content as { id: string };
  const notice = useNotice(id);
  if (!notice) return null;
  const failed = notice.color === 'red';
  const accent = notice.color ? `var(--ui-color-${notice.color}-filled)` : undefined;
  return (
    <AriaToast
      toast={toast}
      className={classes.toast}
      style={accent ? ({ '--toast-accent': accent } as CSSProperties) : undefined}
    >
      {notice.loading ? (
        <span className={classes.spinner} aria-hidden="true" />
      ) : (
        <span className={classes.stripe} aria-hidden="true" />
      )}
      <ToastContent
        className={classes.content}
        role={failed ? 'alert' : 'status'}
        aria-live={failed ? 'assertive' : 'polite'}
      >
        {/* The title slot names the notice (it is an alertdialog); without a title, its message does. */}
        {notice.title ? (
          <>
            <Text slot="title" elementType="div" className={classes.title}>
              {notice.title}
            </Text>
            <Text slot="description" elementType="div" className={classes.message}>
              {notice.message}
            </Text>
          </>
        ) : (
          <Text slot="title" elementType="div" className={classes.message}>
            {notice.message}
          </Text>
        )}
      </ToastContent>
      {notice.closable !== false && <CloseButton onClick={() => closeNotice(id)} />}
    </AriaToast>
  );
}
