import { z } from "zod";

// What an emailed action link may do, one purpose per link: a link made for one purpose is refused for any other.
export const ActionPurpose = z.enum([
  "availability-confirm",
  "availability-update",
  "inquiry-replied",
  "inquiry-heard-yes",
  "inquiry-heard-no",
  "inquiry-followups-off",
]);
export type ActionPurpose = z.infer<typeof ActionPurpose>;

/**
 * The HTTP status of a page opened or posted with a link that does not act: one that was never valid (unknown,
 * malformed, or made for another purpose) is not found; a used or expired one is gone.
 */
export const REFUSED_LINK_STATUS = { invalid: 404, used: 410, expired: 410 } as const;
