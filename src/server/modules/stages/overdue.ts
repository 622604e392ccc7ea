/** `isOverdue` (shared/domain/stage-rules.ts) as SQL, for the reads that filter and count by it. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXPIRED_STATUSES } from '#shared/domain/stage-rules.ts';
import { sqlList } from '../../db/sql-list.ts';
import { now } from '../../lib/clock.ts';

/** True where the stage of `status` with `deadline` (columns, or expressions of a raw query) is overdue now. */
export function overdueSql(status: AnyColumn | SQL, deadline: AnyColumn | SQL): SQL {
  return sql`(${status} in ${sqlList(EXPIRED_STATUSES)} or (${status} = 'awaiting' and ${deadline} < ${now().toISOString()}::timestamptz))`;
}
