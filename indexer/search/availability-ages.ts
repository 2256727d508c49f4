import { sql, type DatabasePool } from "slonik";
import { z } from "zod";
import { AVAILABILITY_BOOST } from "#app/search/facets.ts";
import { AVAILABILITY_FILTER_DAYS, AVAILABILITY_RECENT_DAYS } from "#app/therapists/availability.ts";
import { indexTherapist } from "./index-writer.ts";

// A document holds its availability's age as it was when written: whether it was recent (the boost's availability
// part) and whether it counted as accepting. Both are read at `now` from the source rows here, and the documents
// that disagree (their confirmation aged past a limit since) are written again, at `now`.

const DAY = 86_400_000;
const since = (now: number, days: number) => sql.timestamp(new Date(now - days * DAY));

/** The therapists whose stored document says otherwise than their availability's age at `now`. */
export async function agedDocuments(db: DatabasePool, now: number): Promise<readonly string[]> {
  const recent = sql.fragment`coalesce(t.availability_confirmed_at > ${since(now, AVAILABILITY_RECENT_DAYS)}, false)`;
  const accepting = sql.fragment`(t.accepting_clients = 'yes'
    AND coalesce(t.availability_confirmed_at > ${since(now, AVAILABILITY_FILTER_DAYS)}, false))`;
  return db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT t.id FROM search_documents d JOIN therapists t ON t.id = d.therapist_id
    WHERE (d.boost >= ${AVAILABILITY_BOOST}) <> ${recent} OR d.accepting <> ${accepting}`);
}

/** Rewrites every document whose availability aged past a limit; returns how many. */
export async function refreshAvailabilityAges(db: DatabasePool, now: number): Promise<number> {
  const ids = await agedDocuments(db, now);
  for (const id of ids) await indexTherapist(db, id, now);
  return ids.length;
}
