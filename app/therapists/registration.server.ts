import { sql, type CommonQueryMethods, type ValueExpression } from "slonik";
import type { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { TherapistRow } from "./therapist-row.ts";

// A regulatory registration number belongs to one therapist, so it is on one listing at most: an application (or a
// change request) that names the number of another listing is someone applying as that therapist, or that
// therapist applying again from another account. Either way an admin links the account to the listing it names or
// rejects the application; approval never makes a second listing with the number. Numbers are compared by their
// letters and digits, in lower case ("CRPO #10031" and "crpo-10031" are one number); a removed listing holds none.

/** The letters and digits of a registration number, lower case: the form two numbers are compared in. */
const registrationKey = (column: ValueExpression) =>
  sql.fragment`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;

const Holder = TherapistRow.pick({
  id: true,
  slug: true,
  status: true,
  firstName: true,
  lastName: true,
  licenseNumber: true,
});
export type RegistrationHolder = z.infer<typeof Holder>;
const holderColumns = selectOf("t", Holder);

/** The listing, other than `exceptId`, that already has the registration number, or null (also without one). */
export async function registrationHolder(
  db: CommonQueryMethods,
  licenseNumber: string | null,
  exceptId: string | null,
): Promise<RegistrationHolder | null> {
  if (!licenseNumber || !/[a-z0-9]/i.test(licenseNumber)) return null;
  return db.maybeOne(sql.type(Holder)`
    SELECT ${holderColumns} FROM therapists t
    WHERE ${registrationKey(sql.fragment`t.license_number`)} = ${registrationKey(licenseNumber)}
      AND t.status <> 'deleted' ${exceptId ? sql.fragment`AND t.id <> ${exceptId}` : sql.fragment``}
    ORDER BY t.status = 'approved' DESC, t.created_at LIMIT 1`);
}

/** Why an approval (of an application, or of a change request) is refused: the number is on another listing. */
export const registrationTakenMessage = (holder: RegistrationHolder) =>
  `Registration number ${holder.licenseNumber ?? ""} is already on the profile /therapists/${holder.slug} (` +
  `${holder.firstName} ${holder.lastName}, ${holder.status}). If this is that therapist, link their account to ` +
  `that profile (Link Therapists); otherwise reject it.`;
