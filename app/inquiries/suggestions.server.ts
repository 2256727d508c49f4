import { sql, type CommonQueryMethods } from "slonik";
import { selectOf } from "#app/db/columns.server.ts";
import { AVAILABILITY_RECENT_DAYS } from "#app/therapists/availability.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { inquiryWords } from "./email-words.ts";
import type { Suggestion } from "./inquiry-emails.ts";

// Up to three therapists for a visitor who heard nothing back: approved, not the one written to, sharing one of
// their specialties, accepting new clients with availability confirmed within AVAILABILITY_RECENT_DAYS (30), not
// themselves listed as not responding, and in the visitor's city or offering virtual sessions. The contact form asks
// no city, so the city is the therapist's written to. Those in the city come first, then the most recently confirmed.

export const SUGGESTIONS = 3;

type Written = Pick<TherapistRow, "id" | "specialties" | "city">;
const Suggested = TherapistRow.pick({
  slug: true,
  firstName: true,
  lastName: true,
  credentials: true,
  city: true,
  province: true,
  virtualSessions: true,
});

export async function similarTherapists(
  db: CommonQueryMethods,
  input: { written: Written; appUrl: string; language: Language; now: number },
): Promise<Suggestion[]> {
  const { written } = input;
  const t = inquiryWords(input.language);
  if (written.specialties.length === 0) return [];
  const at = sql.timestamp(new Date(input.now));
  const inCity = written.city ? sql.fragment`t.city = ${written.city}` : sql.fragment`false`;
  const rows = await db.any(sql.type(Suggested)`
    SELECT ${selectOf("t", Suggested)} FROM therapists t
    WHERE t.status = 'approved' AND t.id <> ${written.id}
      AND t.specialties && ${sql.array(written.specialties, "text")}
      AND t.accepting_clients = 'yes'
      AND t.availability_confirmed_at > ${at} - ${sql.interval({ days: AVAILABILITY_RECENT_DAYS })}
      AND (t.not_responding_since IS NULL OR t.availability_confirmed_at > t.not_responding_since)
      AND (${inCity} OR t.virtual_sessions)
    ORDER BY (${inCity}) DESC, t.availability_confirmed_at DESC, t.id
    LIMIT ${SUGGESTIONS}`);
  return rows.map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    credentials: row.credentials,
    where: [
      row.city === written.city && row.city ? `${row.city}${row.province ? `, ${row.province}` : ""}` : null,
      row.virtualSessions ? t("emails.inquiry.suggestions.online") : null,
    ]
      .filter(Boolean)
      .join(" · "),
    url: `${input.appUrl}${localPath(input.language, `/therapists/${row.slug}`)}`,
  }));
}
