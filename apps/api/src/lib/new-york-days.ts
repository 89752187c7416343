import { DEFAULT_TIME_ZONE } from '@causeway/domain';
import { sql } from 'drizzle-orm';

/** The instant a calendar day (YYYY-MM-DD) starts in America/New_York, as SQL. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${DEFAULT_TIME_ZONE})`;

/** The instant the day after starts: `to` days are included whole. */
export const nextDayStart = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
