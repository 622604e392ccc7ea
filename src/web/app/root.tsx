import { useEffect } from 'react';
import { notify } from '#web/lib/notify.ts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { roleHome } from '#shared/domain/roles.ts';
import { ruWebWelcome } from '#shared/i18n/ru/ui/welcome.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { BadRequestPage, NotFoundPage, ServerErrorPage } from '#web/features/errors/error-pages.tsx';
import { setWelcome, useClientState } from '#web/lib/client-state.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { useSession } from '#web/lib/session.ts';
import { usePageLive } from '#web/lib/page-live.ts';

/** Spec section 2: navigation scrolls to the top; a hash scrolls to its element, except #subscribe. */
function useScrollOnNavigation() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash) {
      if (location.hash === '#subscribe') return;
      const id = decodeURIComponent(location.hash.slice(1));
      const timer = window.setTimeout(
        () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }),
        50,
      );
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);
}

const SIGN_IN_PAGES = new Set(['/login', '/email_login', '/activation']);

/** Spec section 4: coming from sign-in or activation, a welcome once on the next page. */
function useWelcome() {
  const { pathname } = useLocation();
  const welcome = useClientState((s) => s.welcome);
  useEffect(() => {
    if (!welcome || SIGN_IN_PAGES.has(pathname)) return;
    setWelcome(null);
    notify({ color: 'green', title: ruWebWelcome.title, message: ruWebWelcome[welcome] });
  }, [welcome, pathname]);
}

/** The root of every page. */
export function Root() {
  usePageLive();
  useScrollOnNavigation();
  useWelcome();
  return <Outlet />;
}

/** Where the error pages' "home" link goes. */
function useHomeTo(): string {
  const { user } = useSession();
  return user ? roleHome(user.role) : '/';
}

export function ServerError() {
  return <ServerErrorPage homeTo={useHomeTo()} />;
}

export function BadRequest() {
  return <BadRequestPage homeTo={useHomeTo()} />;
}

export function NotFound() {
  return <NotFoundPage homeTo={useHomeTo()} />;
}

/** A loader or a page that failed unexpectedly (a lost connection, a broken release): the 500 page. */
export const RootError = ServerError;

/** While the browser renders a page the server only guarded (staff), its guards run first. */
export const RootPending = PageLoader;

/**
 * Mobile pages follow the width after the first render too (spec section 4): the server decided the
 * first request from its guess; a wider screen leaves for the participant's home.
 */
export function MobileOnly() {
  const mobile = useIsMobile();
  if (!mobile) return <Navigate to={roleHome('participant')} replace />;
  return <Outlet />;
}
