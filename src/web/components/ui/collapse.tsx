/**
 * A part shown and hidden with Mantine's Collapse's motion (200 ms of height and opacity), as a CSS
 * grid row: no measuring, no runtime (Mantine's Collapse brought its Box, its collapse hooks and its
 * theme: 8 kB gzipped on /progress). Like Mantine's with `keepMounted={false}`, the content is not in
 * the page while closed (not rendered on the server, nothing to tab to); while closing it stays the
 * 200 ms the motion takes, out of the tab order and hidden from assistive technologies.
 */
import { useEffect, useState, type ReactNode } from 'react';
import classes from './collapse.module.css';

/** How long the closing motion takes (collapse.module.css). */
const CLOSING_MS = 200;

export function Collapse({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  const [closing, setClosing] = useState(false);
  const [was, setWas] = useState(expanded);
  if (expanded !== was) {
    // In this render: the closing part stays the same element, so its rows and opacity transition.
    setWas(expanded);
    setClosing(!expanded);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setClosing(false), CLOSING_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);
  if (!expanded && !closing) return null;
  return (
    <div
      className={classes.collapse}
      data-expanded={expanded || undefined}
      aria-hidden={!expanded || undefined}
      inert={!expanded || undefined}
    >
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
