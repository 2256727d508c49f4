import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Applies one stored payment-provider event (the Featured lifecycle), sent when the event is stored.
export const handlePaymentEventJob = defineJob({
  name: "handle-payment-event",
  payload: z.object({ eventId: z.string().min(1).max(255) }),
  queue: {
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 1800,
    expireInSeconds: 120,
    deadLetter: "handle-payment-event-dead",
  },
});
