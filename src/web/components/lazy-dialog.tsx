import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import classes from './lazy-dialog.module.css';

/**
 * A dialog whose code loads on its first opening, not with the page: React Aria's Modal with its focus
 * scope and overlays (components/ui/dialog.tsx), a form and its checks weigh more than most pages
 * (docs/decisions/022-server-rendering.md). While the code arrives a spinner covers the page; once
 * opened it stays mounted, so closing keeps its transition.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => reloadOnceIfStale(load).then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense
        fallback={
          // Plain elements: the pages that only might open a dialog do not load React Aria's overlay for it.
          <div className={classes.cover}>
            <span className={classes.spinner} role="status" aria-label={ruWebShell.loading} />
          </div>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
