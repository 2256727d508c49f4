import { sql, type CommonQueryMethods, type ValueExpression } from "slonik";
import { z } from "zod";
import { REPLY_RECORD_DAYS, replyRecordText, type ReplyRecord } from "./reply-rules.ts";

// A therapist's reply record, as the profile and the dashboard state it. Counted: tracked messages of the last 90
// days whose outcome is known, that is whose reply was due by now or which were already replied to in time.
// Closed messages (no reply needed) are not counted. Read on the inquiries' (therapist, created_at) index.

export const ReplyCounts = z.object({ replied: z.number().int(), counted: z.number().int() });

/**
 * The record as one JSON value `{ replied, counted }`: an expression a query that reads the therapist (the profile
 * page) selects alongside, or a query of its own.
 */
export function replyRecordOf(therapistId: ValueExpression, now: number) {
  const at = sql.timestamp(new Date(now));
  return sql.fragment`(
    SELECT json_build_object('replied', count(*) FILTER (WHERE replied_in_time), 'counted', count(*))
    FROM contact_inquiries
    WHERE therapist_id = ${therapistId} AND created_at > ${at} - ${sql.interval({ days: REPLY_RECORD_DAYS })}
      AND reply_due_at IS NOT NULL AND state <> 'closed' AND (reply_due_at <= ${at} OR replied_in_time))`;
}

export async function replyRecord(db: CommonQueryMethods, therapistId: string, now: number): Promise<ReplyRecord> {
  return db.oneFirst(sql.type(z.object({ record: ReplyCounts }))`SELECT ${replyRecordOf(therapistId, now)} AS record`);
}

/** The record's sentence, or null below the minimum number of counted messages. */
export async function replyRecordLine(db: CommonQueryMethods, therapistId: string, now: number) {
  return replyRecordText(await replyRecord(db, therapistId, now));
}
