import { applyPaymentEvent } from "#app/featured/fulfil.server.ts";
import { handlePaymentEventJob } from "#app/jobs/handle-payment-event.server.ts";
import { handleJob } from "../job.ts";

// Applies one stored payment-provider event. The event is marked handled in the same transaction as its effects,
// so a second run finds it handled and changes nothing.
export const handlePaymentEventHandler = handleJob(handlePaymentEventJob, {
  work: () => ({ pollingIntervalSeconds: 0.5 }),
  async handle({ eventId }, services) {
    const applied = await applyPaymentEvent(services, eventId);
    services.logger.info({ event: "payment-event", eventId, applied }, "payment event handled");
  },
});
