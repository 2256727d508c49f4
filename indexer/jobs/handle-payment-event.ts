import { z } from "zod";
import { applyPaymentEvent } from "#app/featured/fulfil.server.ts";
import { defineJob } from "../job.ts";

// Applies one stored payment-provider event (the Featured lifecycle). The event is marked handled in the same
// transaction as its effects, so a second run finds it handled and changes nothing.
export const handlePaymentEventJob = defineJob({
  name: "handle-payment-event",
  payload: z.object({ eventId: z.string().min(1).max(255) }),
  queue: { retryLimit: 8, retryDelay: 10, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 120, deadLetter: "handle-payment-event-dead" },
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ eventId }, deps) {
    const applied = await applyPaymentEvent(deps, eventId);
    deps.logger.info({ event: "payment-event", eventId, applied }, "payment event handled");
  },
});
