import { z } from "zod";

/**
 * One erasure of the ledger: an account deleted by its owner, a listing removed (by an admin, or with its account),
 * a listing's identity withdrawn, a blog post deleted, or a visitor's "no more emails" about their message (the
 * message's follow-ups turned off); `at` is when it was done. Ids only: the ledger names nobody by itself.
 */
export const ErasureEntry = z.object({
  kind: z.enum(["account", "listing", "identity", "post", "follow-ups-off"]),
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
});
export type ErasureEntry = z.infer<typeof ErasureEntry>;
