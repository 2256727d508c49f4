import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Cancels at once, at the payment provider, a Featured subscription whose money was taken back (a full refund or a
// dispute): sent in the transaction that recorded the reversal, for the listing's subscription and for a payment
// at signup not yet applied to a listing (therapistId null). Nothing renews after money was taken back.
export const cancelReversedSubscriptionJob = defineJob({
  name: "cancel-reversed-subscription",
  payload: z.object({ therapistId: z.uuid().nullable(), subscriptionId: z.string().min(1).max(255) }),
  queue: {
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 120,
    deadLetter: "cancel-reversed-subscription-dead",
  },
});
