import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true in the browser after (and at once for a
 * page the browser draws itself): React's own way to tell, with no effect and no second state.
 */
export function useAfterFirstRender(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Children rendered only in the browser, after the first render: what the server cannot render (a
 * portal, a dialog that decides by itself whether to open) or what loads its own chunk, which must
 * never hold up the server's render or the page's hydration.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  return useAfterFirstRender() ? children : null;
}

/**
 * The items of a long list a page's first screen shows (`count`) on the server and while hydrating;
 * all of them once the page has hydrated. The rest are below the fold on a phone and on a desktop:
 * the browser draws them from the data the page carried, so the server renders, and the phone
 * hydrates, only what is seen first (docs/decisions/050-first-screen-of-long-lists.md).
 */
export function useFirstScreen<T>(items: T[], count: number): T[] {
  const all = useAfterFirstRender();
  return all || items.length <= count ? items : items.slice(0, count);
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
