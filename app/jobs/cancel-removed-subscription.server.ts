import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Cancels, at the payment provider, the Featured subscription of a listing that was removed: sent in the
// transaction that removed it (an admin's delete, or its owner's account deletion), and again by any later provider
// event reporting that subscription still live. therapistId is null for a subscription paid at signup whose
// account was deleted before any listing held it.
export const cancelRemovedSubscriptionJob = defineJob({
  name: "cancel-removed-subscription",
  payload: z.object({ therapistId: z.uuid().nullable(), subscriptionId: z.string().min(1).max(255) }),
  queue: {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 120,
    deadLetter: "cancel-removed-subscription-dead",
  },
});
