/**
 * The guards of spec section 4 as route loaders. On the first request they run on the server and
 * answer with HTTP redirects (entry-server.tsx); in the browser they run before every navigation, so
 * a page's own calls start only once its guard has let the user in.
 */
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
} from 'react-router';
import type { UserInfo } from '#shared/contracts/auth.ts';
import { roleHome, type Role } from '#shared/domain/roles.ts';
import { screeningStagesQuery } from '#web/api/screening-stages.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  getClientState,
  isIdParam,
  RETURN_VACANCY_PARAM,
  setAuthenticated,
  setReturnVacancyId,
} from '#web/lib/client-state.ts';
import { homeAfterSignIn } from '#web/lib/home.ts';
import { isMobileWidth } from '#web/lib/media.ts';
import { userInfoQuery } from '#web/lib/session.ts';
import { appOf, pageData, type AppContext } from '#web/lib/app-context.ts';

/**
 * The signed-in user, or null. The check is made only when there may be a session (a cookie on the
 * server, the stored auth flag in the browser); when it fails the user is signed out here and
 * navigation proceeds (spec sections 4 and 8). A server error is not a sign-out: it goes to /500.
 */
export async function currentUser(ctx: AppContext): Promise<UserInfo | null> {
  const maybe = ctx.server ? ctx.server.sessionCookie : getClientState().authenticated;
  if (!maybe) return null;
  try {
    return await ctx.queryClient.ensureQueryData(userInfoQuery);
  } catch (e) {
    if (e instanceof ApiError && e.status >= 500) throw e;
    if (!ctx.server) setAuthenticated(false);
    return null;
  }
}

/** The participant's active screening (spec section 4), from the cache when it has one. */
async function activeScreening(ctx: AppContext) {
  return (await ctx.queryClient.ensureQueryData({ ...screeningVacancyQuery, revalidateIfStale: true })).data;
}

/** The mobile mode (spec section 9): the server's guess on the first request, the width after it. */
function mobile(ctx: AppContext): boolean {
  return ctx.server ? ctx.server.mobile : isMobileWidth();
}

const NO_FORCE = new Set(['/verified', '/500', '/400']);

/** Every page: a participant who owes the "how did you hear" answer is kept on /verified. */
export const rootGuard: LoaderFunction = async (args) => {
  const user = await currentUser(appOf(args));
  const path = new URL(args.request.url).pathname;
  if (user?.role === 'participant' && user.need_how_know && !NO_FORCE.has(path)) throw redirect('/verified');
  return null;
};

/** Entering pages are for signed-out visitors; a signed-in user goes home. */
export const enteringGuard: LoaderFunction = async (args) => {
  const ctx = appOf(args);
  const user = await currentUser(ctx);
  if (user) throw redirect(homeAfterSignIn(user, ctx.server ? null : getClientState().returnVacancyId));
  return null;
};

/**
 * /verified: a fresh session check (spec section 4), then the page only for a participant who owes
 * the answer. Signed out, straight to /login: nothing is asked of the server without a session.
 */
export const verifiedGuard: LoaderFunction = async (args) => {
  const ctx = appOf(args);
  if (!ctx.server) {
    if (!getClientState().authenticated) throw redirect('/login');
    await ctx.queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 }).catch(() => undefined);
  }
  const user = await currentUser(ctx);
  if (!user) throw redirect('/login');
  if (!(user.role === 'participant' && user.need_how_know)) throw redirect(roleHome(user.role));
  return null;
};

type PageLoad = (args: LoaderFunctionArgs, ctx: AppContext, user: UserInfo) => Promise<unknown>;

/**
 * The signed-in user of `role`: a signed-out visitor goes to /login, another role to its own home.
 * A denied vacancy page (`vacancyId`) is remembered for after sign-in (spec section 4).
 */
async function requireRole(ctx: AppContext, role: Role, vacancyId?: string): Promise<UserInfo> {
  const user = await currentUser(ctx);
  if (!user) {
    if (vacancyId === undefined) throw redirect('/login');
    // The server cannot write the browser's storage: the id rides along to /login, which stores it.
    if (ctx.server) throw redirect(`/login?${RETURN_VACANCY_PARAM}=${vacancyId}`);
    setReturnVacancyId(Number(vacancyId));
    throw redirect('/login');
  }
  if (user.role !== role) throw redirect(roleHome(user.role));
  return user;
}

/** Pages of one role, then the page's own `load`. */
export function forRole(role: Role, load?: PageLoad): LoaderFunction {
  return async (args) => {
    const ctx = appOf(args);
    const user = await requireRole(ctx, role);
    return load ? ((await load(args, ctx, user)) ?? null) : null;
  };
}

/**
 * A frame's role, checked before any of its pages asks for data: the router runs middleware before
 * the loaders, and the loaders side by side (the frame's guard would not stop a page's own loader
 * from asking the API what a person of another role must not).
 */
export function roleFirst(role: Role): MiddlewareFunction {
  return async (args, next) => {
    await requireRole(appOf(args), role);
    return next();
  };
}

/** Route parameters that must be ids; anything else is /400. */
export function idParams(names: readonly string[]): LoaderFunction {
  return (args) => {
    if (names.some((n) => !isIdParam(args.params[n]))) throw redirect('/400');
    return null;
  };
}

/** /screening: one fresh fetch decides between progress and vacancies. */
export const screeningRedirect = forRole('participant', async (_args, ctx) => {
  const answer = await ctx.queryClient.fetchQuery({ ...screeningVacancyQuery, staleTime: 0 });
  throw redirect(answer.data ? '/progress' : '/vacancies');
});

/** /progress only with an active screening; then the page's own `load`. */
export function progressGuard(load: (ctx: AppContext) => Promise<unknown>): LoaderFunction {
  return forRole('participant', async (_args, ctx) => {
    if (!(await activeScreening(ctx))) throw redirect('/vacancies');
    return pageData(ctx, () => load(ctx));
  });
}

/** /vacancies only without an active screening. */
export function vacanciesGuard(load?: PageLoad): LoaderFunction {
  return forRole('participant', async (args, ctx, user) => {
    if (await activeScreening(ctx)) throw redirect('/progress');
    return load?.(args, ctx, user) ?? null;
  });
}

/**
 * /vacancies/:id: an id or /400, before anything else; with an active screening, only that
 * screening's vacancy, with its stages loaded. The id remembered for after sign-in has done its work
 * once the page opens.
 */
export function vacancyGuard(load: PageLoad): LoaderFunction {
  return async (args) => {
    const ctx = appOf(args);
    const id = args.params.id;
    if (!isIdParam(id)) throw redirect('/400');
    const user = await requireRole(ctx, 'participant', id);
    if (!ctx.server && getClientState().returnVacancyId !== null) setReturnVacancyId(null);
    const active = await activeScreening(ctx);
    if (active) {
      if (active.id !== Number(id)) throw redirect('/progress');
      const stages = await ctx.queryClient.ensureQueryData(screeningStagesQuery).catch(() => null);
      if (!stages) throw redirect('/progress');
    }
    return (await load(args, ctx, user)) ?? null;
  };
}

/**
 * Mobile pages need the mobile mode; the material page also a material: the one its link names
 * (`?id=`, which the server can read too) or the one picked in this tab.
 */
export function mobileGuard(material: boolean, load?: PageLoad): LoaderFunction {
  return forRole('participant', async (args, ctx, user) => {
    if (!mobile(ctx)) throw redirect(roleHome('participant'));
    const named = Number(new URL(args.request.url).searchParams.get('id')) > 0;
    if (material && !named && (ctx.server || !getClientState().pickedMaterial?.title))
      throw redirect('/mobile');
    return load?.(args, ctx, user) ?? null;
  });
}

/** Every route loader re-decides on every navigation, as the guards always did. */
export const always = () => true;
