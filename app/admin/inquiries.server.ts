import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { jsonOf, selectOf } from "#app/db/columns.server.ts";
import { TherapistRow } from "#app/therapists/therapist-row.ts";

// Contact Inquiries Analytics (/admin/inquiries): totals, the ranking by inquiry count, the
// average per therapist (among therapists with at least one inquiry, to one decimal), the 20 most recent
// inquiries with their therapist, and what analytics events say visitors look at and look for (counted from
// analytics_event_counts: recent raw events and the daily counts older ones were folded into, which are deleted
// ANALYTICS_DAILY_RETENTION_MONTHS after their day, so these cover that many months).

const RECENT_INQUIRIES = 20;
const TOP = 10;

const TherapistRef = TherapistRow.pick({
  id: true,
  firstName: true,
  lastName: true,
  credentials: true,
  city: true,
  province: true,
});
const InquiryRow = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.number(),
  therapist: TherapistRef,
});
const RankRow = TherapistRef.extend({ ...TherapistRow.pick({ slug: true }).shape, count: z.number().int() });
const rankColumns = selectOf("t", RankRow, { count: sql.fragment`count(*)::int` });
const Count = z.object({ label: z.string(), count: z.number().int() });
const ViewRow = z.object({ id: z.uuid(), name: z.string(), slug: z.string(), count: z.number().int() });

/** Rounds to one decimal place. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function inquiryAnalytics(db: CommonQueryMethods) {
  const [total, ranking, recent, views, specialties, cities, zeroResults] = await Promise.all([
    db.oneFirst(sql.type(z.object({ n: z.number().int() }))`SELECT count(*)::int AS n FROM contact_inquiries`),
    db.any(sql.type(RankRow)`
      SELECT ${rankColumns}
      FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
      GROUP BY t.id ORDER BY count DESC, t.last_name, t.first_name, t.id`),
    db.any(sql.type(InquiryRow)`
      SELECT i.id, i.name, i.email, i.phone, i.message, i.created_at AS "createdAt",
        ${jsonOf("t", TherapistRef)} AS therapist
      FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
      ORDER BY i.created_at DESC, i.id LIMIT ${RECENT_INQUIRIES}`),
    db.any(sql.type(ViewRow)`
      SELECT t.id, t.first_name || ' ' || t.last_name AS name, t.slug, sum(e.events)::int AS count
      FROM analytics_event_counts e JOIN therapists t ON t.id = e.therapist_id
      WHERE e.type = 'profile_view' GROUP BY t.id ORDER BY count DESC, name LIMIT ${TOP}`),
    db.any(sql.type(Count)`
      SELECT data->>'specialty' AS label, sum(events)::int AS count FROM analytics_event_counts
      WHERE type = 'search' AND coalesce(data->>'specialty', '') <> ''
      GROUP BY 1 ORDER BY count DESC, label LIMIT ${TOP}`),
    db.any(sql.type(Count)`
      SELECT data->>'city' AS label, sum(events)::int AS count FROM analytics_event_counts
      WHERE type = 'search' AND coalesce(data->>'city', '') <> ''
      GROUP BY 1 ORDER BY count DESC, label LIMIT ${TOP}`),
    db.any(sql.type(Count)`
      SELECT concat_ws(' · ', nullif(data->>'searchQuery', ''), nullif(data->>'specialty', ''), nullif(data->>'city', ''),
          nullif(data->>'issue', ''), nullif(data->>'therapyType', ''), nullif(data->>'mode', ''), nullif(data->>'price', '')) AS label,
        sum(events)::int AS count
      FROM analytics_event_counts WHERE type = 'search' AND (data->>'resultsCount')::int = 0
      GROUP BY 1 ORDER BY count DESC, label LIMIT ${TOP}`),
  ]);
  return {
    total,
    therapistsWithInquiries: ranking.length,
    averagePerTherapist: ranking.length ? oneDecimal(total / ranking.length) : 0,
    ranking,
    recent,
    views,
    specialties,
    cities,
    zeroResults,
  };
}
