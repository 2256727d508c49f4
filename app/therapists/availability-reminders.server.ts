import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { provedBy } from "#app/auth/proven-addresses.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { enqueue } from "#app/jobs/queue.server.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";
import { accountLanguage } from "#app/auth/users.server.ts";
import { LANGUAGES } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { AVAILABILITY_LINK_DAYS, AVAILABILITY_REMINDER_DAYS } from "./availability.ts";
import { availabilityReminderEmail } from "./availability-email.ts";
import { TherapistRow } from "./therapist-row.ts";

// Every AVAILABILITY_REMINDER_DAYS after the last confirmation (or the last reminder, while none came), a listing's
// therapist is asked whether its availability is still accurate: an email (availability-email.ts, in the language
// of the listing's account), to the listing's address when its account proved it, with a "Still accurate" and an
// "Update" link (each works once, for AVAILABILITY_LINK_DAYS; they open the French pages for an email in French);
// when the listing bills insurers directly, the email says that "Still accurate" confirms that list too.
// A run claims the due listings by stamping the reminder time in the transaction that queues their emails, so a
// second run (or one running beside it) finds nothing more to send for the same period. The emails go through the
// bulk queue: sign-in links never wait behind them.

const DAY = 86_400_000;
/** The most listings one run reminds (the job runs again soon after). */
export const REMINDERS_PER_RUN = 500;

const Due = TherapistRow.pick({
  id: true,
  email: true,
  firstName: true,
  acceptingClients: true,
  acceptingWait: true,
  availabilityConfirmedAt: true,
  directBilling: true,
}).extend({ language: z.enum(LANGUAGES) });

/** Sends the reminders due at `now`; returns how many were queued. */
export async function sendAvailabilityReminders(
  { db, boss, config }: Pick<AppServices, "db" | "boss"> & { config: { appUrl: string } },
  now: Date,
): Promise<number> {
  const dueBefore = sql.timestamp(new Date(now.getTime() - AVAILABILITY_REMINDER_DAYS * DAY));
  return db.transaction(async (tx) => {
    const due = await tx.any(sql.type(Due)`
      UPDATE therapists t SET availability_reminded_at = ${sql.timestamp(now)}
      WHERE t.id IN (
        SELECT c.id FROM therapists c
        WHERE c.status = 'approved' AND c.user_id IS NOT NULL
          AND coalesce(greatest(c.availability_confirmed_at, c.availability_reminded_at), '-infinity') <= ${dueBefore}
          AND ${provedBy(sql.fragment`c.user_id`, sql.fragment`c.email`)}
        ORDER BY c.availability_confirmed_at NULLS FIRST, c.id
        LIMIT ${REMINDERS_PER_RUN} FOR UPDATE SKIP LOCKED)
      AND coalesce(greatest(t.availability_confirmed_at, t.availability_reminded_at), '-infinity') <= ${dueBefore}
      RETURNING t.id, t.email, t.first_name AS "firstName", t.accepting_clients AS "acceptingClients",
        t.accepting_wait AS "acceptingWait", t.availability_confirmed_at AS "availabilityConfirmedAt",
        t.direct_billing AS "directBilling", ${accountLanguage(sql.fragment`t.user_id`)} AS language`);
    for (const therapist of due) {
      const link = async (purpose: "availability-confirm" | "availability-update", path: string) => {
        const token = await issueActionLink(tx, {
          purpose,
          subjectId: therapist.id,
          now,
          validDays: AVAILABILITY_LINK_DAYS,
        });
        return `${config.appUrl}${localPath(therapist.language, `/availability/${path}`)}?token=${token}`;
      };
      const links = {
        confirm: await link("availability-confirm", "confirm"),
        update: await link("availability-update", "update"),
      };
      const email = availabilityReminderEmail(therapist, therapist.language, links, now.getTime());
      await enqueue(boss, sendBulkEmail, email, { db: tx });
    }
    return due.length;
  });
}
