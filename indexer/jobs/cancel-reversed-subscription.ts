import { cancelReversedSubscription } from "#app/featured/reversals.server.ts";
import { cancelReversedSubscriptionJob } from "#app/jobs/cancel-reversed-subscription.server.ts";
import { handleJob } from "../job.ts";

// Cancels, at the provider, a subscription whose money was taken back, then records it canceled on its listing.
// Running it twice cancels nothing more: a subscription the provider already ended is only recorded.
export const cancelReversedSubscriptionHandler = handleJob(cancelReversedSubscriptionJob, {
  async handle({ therapistId, subscriptionId }, services) {
    const recorded = await cancelReversedSubscription(services, therapistId, subscriptionId, Date.now());
    services.logger.info(
      { event: "cancel-reversed-subscription", therapistId, recorded },
      "reversed payment's billing",
    );
  },
});
