import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * Children rendered only in the browser, after the first render: what the server cannot render (a
 * portal, a dialog that decides by itself whether to open) or what loads its own chunk, which must
 * never hold up the server's render or the page's hydration.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  // False on the server and while hydrating, true in the browser after (React's own way to tell).
  const browser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return browser ? children : null;
}

/**
 * Children rendered once their place nears the screen (and always where the browser cannot tell):
 * a form far below the first screen loads its code when the visitor scrolls to it, not with the page.
 * `placeholder` keeps the place's height meanwhile, so nothing shifts.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVisible(true),
      {
        rootMargin: '300px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{visible ? children : placeholder}</div>;
}
