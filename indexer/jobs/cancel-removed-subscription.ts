import { cancelRemovedSubscription } from "#app/featured/account.server.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { handleJob } from "../job.ts";

// Cancels a removed listing's subscription at the provider, then records it canceled on the listing (when its
// account was deleted, no listing is left to record it on). Running it twice cancels nothing more: a subscription
// the provider already ended is only recorded.
export const cancelRemovedSubscriptionHandler = handleJob(cancelRemovedSubscriptionJob, {
  async handle({ therapistId, subscriptionId }, services) {
    const canceled = await cancelRemovedSubscription(services, therapistId, subscriptionId, Date.now());
    services.logger.info({ event: "cancel-removed-subscription", therapistId, canceled }, "removed listing's billing");
  },
});
