import { sql } from "slonik";
import { z } from "zod";
import type { ServicesConfig } from "#app/config/config.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { accountLanguage } from "#app/auth/users.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { indexTherapistJob } from "#app/jobs/index-therapist.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { addBusinessDays } from "./business-days.ts";
import { notRespondingNotice } from "./inquiry-emails.ts";
import { InquiryRow } from "./inquiry-row.ts";
import { UNANSWERED_AFTER, UNANSWERED_IN_A_ROW } from "./reply-rules.ts";

// A therapist who leaves UNANSWERED_IN_A_ROW messages in a row unanswered for UNANSWERED_AFTER business days is
// flagged at `now` (therapists.not_responding_since), told by email, and their listing re-indexed: it says "Not
// responding to new messages at the moment" until availability is confirmed after that moment (reply-rules.ts).
// Counted from the newest tracked message received since the last flag: younger unanswered ones are passed over
// (their time is not up), an answered one ends the run. Flagging only a therapist not flagged now makes a second
// run change nothing.

/** Five business days are at least seven calendar days: no younger message can count. */
const AT_LEAST_DAYS = 7;
const LOOK_BACK_DAYS = 120;

const notFlagged = sql.fragment`(t.not_responding_since IS NULL
  OR t.availability_confirmed_at > t.not_responding_since)`;

const Message = InquiryRow.pick({ createdAt: true, state: true });

/** Flags every therapist found not responding at `now`; returns how many. */
export async function flagUnresponsive(
  services: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">,
  now: number,
) {
  const { db } = services;
  const at = sql.timestamp(new Date(now));
  const therapists = await db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT DISTINCT i.therapist_id AS id FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
    WHERE i.reply_due_at IS NOT NULL AND i.state = 'new' AND t.status = 'approved' AND ${notFlagged}
      AND i.created_at <= ${at} - ${sql.interval({ days: AT_LEAST_DAYS })}
      AND i.created_at > ${at} - ${sql.interval({ days: LOOK_BACK_DAYS })}
      AND i.created_at > coalesce(t.not_responding_since, '-infinity')
    ORDER BY id`);
  let flagged = 0;
  for (const id of therapists) {
    const messages = await db.any(sql.type(Message)`
      SELECT i.created_at AS "createdAt", i.state FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
      WHERE i.therapist_id = ${id} AND i.reply_due_at IS NOT NULL
        AND i.created_at > coalesce(t.not_responding_since, '-infinity') AND i.created_at <= ${at}
      ORDER BY i.created_at DESC LIMIT 200`);
    if (!unansweredRun(messages, now)) continue;
    if (await flag(services, id, now)) flagged++;
  }
  return flagged;
}

/** Whether the newest messages hold UNANSWERED_IN_A_ROW unanswered ones past their time before any answered one. */
export function unansweredRun(newestFirst: readonly z.infer<typeof Message>[], now: number): boolean {
  let run = 0;
  for (const message of newestFirst) {
    if (message.state !== "new") return false;
    if (addBusinessDays(message.createdAt, UNANSWERED_AFTER).getTime() <= now) run++;
    if (run >= UNANSWERED_IN_A_ROW) return true;
  }
  return false;
}

async function flag(services: Pick<AppServices<ServicesConfig>, "db" | "boss" | "config">, id: string, now: number) {
  const { boss, config } = services;
  return services.db.transaction(async (tx) => {
    const Flagged = z.object({ email: z.string(), firstName: z.string(), language: z.enum(LANGUAGES) });
    const therapist = await tx.maybeOne(sql.type(Flagged)`
      UPDATE therapists t SET not_responding_since = ${sql.timestamp(new Date(now))}
      WHERE t.id = ${id} AND t.status = 'approved' AND ${notFlagged}
      RETURNING t.email, t.first_name AS "firstName", ${accountLanguage(sql.fragment`t.user_id`)} AS language`);
    if (!therapist) return false;
    await enqueue(boss, indexTherapistJob, { therapistId: id }, { db: tx });
    await enqueue(
      boss,
      sendBulkEmail,
      notRespondingNotice({
        to: therapist.email,
        language: therapist.language,
        firstName: therapist.firstName,
        dashboardUrl: `${config.appUrl}${localPath(therapist.language, "/therapist/dashboard")}`,
      }),
      { db: tx },
    );
    return true;
  });
}
