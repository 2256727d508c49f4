import type { AnyJobHandler } from "../job.ts";
import { cancelRemovedSubscriptionHandler } from "./cancel-removed-subscription.ts";
import { cancelReversedSubscriptionHandler } from "./cancel-reversed-subscription.ts";
import { expireFeaturedHandler } from "./expire-featured.ts";
import { flagUnresponsiveHandler } from "./flag-unresponsive.ts";
import { handlePaymentEventHandler } from "./handle-payment-event.ts";
import { indexBlogPostHandler } from "./index-blog-post.ts";
import { indexTherapistHandler } from "./index-therapist.ts";
import { refreshAvailabilityAgesHandler } from "./refresh-availability-ages.ts";
import { sendAvailabilityRemindersHandler } from "./send-availability-reminders.ts";
import { inquiryFollowUpsHandler } from "./inquiry-follow-ups.ts";
import { purgeActionLinksHandler } from "./purge-action-links.ts";
import { purgeAnalyticsCountsHandler } from "./purge-analytics-counts.ts";
import { purgeAuditCopiesHandler } from "./purge-audit-copies.ts";
import { purgeInquiriesHandler } from "./purge-inquiries.ts";
import { purgeOutboxHandler } from "./purge-outbox.ts";
import { purgePaymentRecordsHandler } from "./purge-payment-records.ts";
import { purgeRejectedApplicationsHandler } from "./purge-rejected-applications.ts";
import { purgeRemovedListingsHandler } from "./purge-removed-listings.ts";
import { purgeSearchVocabularyHandler } from "./purge-search-vocabulary.ts";
import { purgeSessionsHandler } from "./purge-sessions.ts";
import { purgeUnusedAccountsHandler } from "./purge-unused-accounts.ts";
import { purgeUploadsHandler } from "./purge-uploads.ts";
import { recordErasureHandler } from "./record-erasure.ts";
import { refreshSitemapsHandler } from "./refresh-sitemaps.ts";
import { replayErasuresHandler } from "./replay-erasures.ts";
import { reindexAllHandler } from "./reindex-all.ts";
import { rollupAnalyticsHandler } from "./rollup-analytics.ts";
import { sendBulkEmailHandler } from "./send-bulk-email.ts";
import { sendEmailHandler } from "./send-email.ts";

/** Every job the worker runs: one handler per contract of app/jobs. A new handler file is added here and nowhere else. */
export const JOBS: readonly AnyJobHandler[] = [
  sendEmailHandler,
  sendBulkEmailHandler,
  indexTherapistHandler,
  reindexAllHandler,
  indexBlogPostHandler,
  purgeSessionsHandler,
  purgeInquiriesHandler,
  purgeUploadsHandler,
  purgeRejectedApplicationsHandler,
  purgeAuditCopiesHandler,
  purgeUnusedAccountsHandler,
  purgePaymentRecordsHandler,
  purgeRemovedListingsHandler,
  purgeSearchVocabularyHandler,
  purgeOutboxHandler,
  rollupAnalyticsHandler,
  purgeAnalyticsCountsHandler,
  handlePaymentEventHandler,
  expireFeaturedHandler,
  cancelRemovedSubscriptionHandler,
  cancelReversedSubscriptionHandler,
  refreshSitemapsHandler,
  inquiryFollowUpsHandler,
  flagUnresponsiveHandler,
  purgeActionLinksHandler,
  sendAvailabilityRemindersHandler,
  refreshAvailabilityAgesHandler,
  recordErasureHandler,
  replayErasuresHandler,
];
