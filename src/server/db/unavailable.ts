/**
 * Tells a database outage (PostgreSQL down, restarting, unreachable, a dropped connection, a pool that
 * cannot get a connection in time) from a bug. An outage is answered 503 with Retry-After, not 500:
 * the request was fine and will work again once the database is back (the pool reconnects by itself).
 *
 * Drizzle wraps driver errors (`DrizzleQueryError`, the original in `cause`), and Node wraps failed
 * connects to several addresses in an `AggregateError` (`errors`), so the whole chain is examined.
 */

/** SQLSTATE classes and codes that mean "the database is not there right now". */
const UNAVAILABLE_SQLSTATE = new Set([
  '57P01', // admin_shutdown: the server is stopping, or an administrator ended the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** Socket-level errors of the driver. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of node-postgres and pg-pool that carry no code. */
const UNAVAILABLE_MESSAGE = [
  /^Connection terminated/, // "Connection terminated", "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/, // pg-pool: connectionTimeoutMillis passed
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/, // shutting down
  /^Query read timeout$/, // query_timeout
  /PGlite is closed/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** True when the error (or anything it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return outageCause(err) !== null;
}

/**
 * What to log of an outage: the code and message of the error that says so ("ECONNREFUSED: connect
 * ECONNREFUSED 127.0.0.1:5432", "57P01: terminating connection due to administrator command"). Never
 * Drizzle's wrapper, whose message carries the query's parameters (e-mails, phones, password hashes),
 * and no stack: an outage fails every request the same way. Null when the error is no outage.
 */
export function outageReason(err: unknown): string | null {
  const cause = outageCause(err);
  if (!cause) return null;
  const { code, message } = cause as ErrorLike;
  const text = typeof message === 'string' ? message : '';
  return typeof code === 'string' ? `${code}: ${text}` : text || 'database unavailable';
}

/** The error in the chain that says the database is unavailable, or null. */
function outageCause(err: unknown): object | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as ErrorLike;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.has(code) || UNAVAILABLE_ERRNO.has(code))) return e;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.some((re) => re.test(message))) return e;
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}
