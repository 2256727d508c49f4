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
