import type { CommonQueryMethods } from "slonik";
import { eraseAuditedIdentity } from "#app/admin/audit.server.ts";
import { eraseListedIdentity, eraseSubmittedIdentity } from "#app/submissions/submissions.server.ts";

/**
 * After a withdrawal: erases the identity from every copy besides the listing's own columns (the therapist's
 * applications, the admin log's copies of the profile). Called once the change's own audit record is written.
 */
export async function eraseIdentityCopies(
  tx: CommonQueryMethods,
  listing: { id: string; userId: string | null },
): Promise<void> {
  await eraseSubmittedIdentity(tx, { therapistId: listing.id, userId: listing.userId });
  await eraseAuditedIdentity(tx, listing.id);
}

/**
 * After a listing leaves the directory (an admin's removal): erases the identity from the listing's own copies (the
 * applications approved into it, the admin log's copies of it). The therapist's other applications keep theirs: one
 * under review may still be published.
 */
export async function eraseRemovedIdentity(tx: CommonQueryMethods, therapistId: string): Promise<void> {
  await eraseListedIdentity(tx, therapistId);
  await eraseAuditedIdentity(tx, therapistId);
}
