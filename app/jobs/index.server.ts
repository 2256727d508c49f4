import type { AnyJobContract } from "./contract.server.ts";
import { cancelRemovedSubscriptionJob } from "./cancel-removed-subscription.server.ts";
import { cancelReversedSubscriptionJob } from "./cancel-reversed-subscription.server.ts";
import { expireFeaturedJob } from "./expire-featured.server.ts";
import { flagUnresponsiveJob } from "./flag-unresponsive.server.ts";
import { handlePaymentEventJob } from "./handle-payment-event.server.ts";
import { indexBlogPostJob } from "./index-blog-post.server.ts";
import { refreshAvailabilityAgesJob } from "./refresh-availability-ages.server.ts";
import { sendAvailabilityRemindersJob } from "./send-availability-reminders.server.ts";
import { purgeActionLinksJob } from "./purge-action-links.server.ts";
import { indexTherapistJob } from "./index-therapist.server.ts";
import { inquiryFollowUpsJob } from "./inquiry-follow-ups.server.ts";
import { purgeAnalyticsCountsJob } from "./purge-analytics-counts.server.ts";
import { purgeAuditCopiesJob } from "./purge-audit-copies.server.ts";
import { purgeInquiries } from "./purge-inquiries.server.ts";
import { purgeOutboxJob } from "./purge-outbox.server.ts";
import { purgePaymentRecordsJob } from "./purge-payment-records.server.ts";
import { purgeRejectedApplicationsJob } from "./purge-rejected-applications.server.ts";
import { purgeRemovedListingsJob } from "./purge-removed-listings.server.ts";
import { purgeSearchVocabularyJob } from "./purge-search-vocabulary.server.ts";
import { purgeSessions } from "./purge-sessions.server.ts";
import { purgeUnusedAccountsJob } from "./purge-unused-accounts.server.ts";
import { purgeUploads } from "./purge-uploads.server.ts";
import { recordErasureJob } from "./record-erasure.server.ts";
import { refreshSitemapsJob } from "./refresh-sitemaps.server.ts";
import { replayErasuresJob } from "./replay-erasures.server.ts";
import { reindexAllJob } from "./reindex-all.server.ts";
import { rollupAnalyticsJob } from "./rollup-analytics.server.ts";
import { sendBulkEmail } from "./send-bulk-email.server.ts";
import { sendEmail } from "./send-email.server.ts";

/**
 * Every job's contract: one queue each (ensureQueues). A new job is a contract file here, listed below, and its
 * handler in indexer/jobs (the worker refuses to start while a contract has no handler).
 */
export const JOB_CONTRACTS: readonly AnyJobContract[] = [
  sendEmail,
  sendBulkEmail,
  indexTherapistJob,
  reindexAllJob,
  indexBlogPostJob,
  purgeSessions,
  purgeInquiries,
  purgeUploads,
  purgeRejectedApplicationsJob,
  purgeAuditCopiesJob,
  purgeUnusedAccountsJob,
  purgePaymentRecordsJob,
  purgeRemovedListingsJob,
  purgeSearchVocabularyJob,
  purgeOutboxJob,
  rollupAnalyticsJob,
  purgeAnalyticsCountsJob,
  handlePaymentEventJob,
  expireFeaturedJob,
  cancelRemovedSubscriptionJob,
  cancelReversedSubscriptionJob,
  refreshSitemapsJob,
  inquiryFollowUpsJob,
  flagUnresponsiveJob,
  purgeActionLinksJob,
  sendAvailabilityRemindersJob,
  refreshAvailabilityAgesJob,
  recordErasureJob,
  replayErasuresJob,
];
