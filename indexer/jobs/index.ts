import type { AnyJob } from "../job.ts";
import { expireFeaturedJob } from "./expire-featured.ts";
import { handlePaymentEventJob } from "./handle-payment-event.ts";
import { indexBlogPostJob } from "./index-blog-post.ts";
import { indexTherapistJob } from "./index-therapist.ts";
import { purgeAuditCopiesJob } from "./purge-audit-copies.ts";
import { purgeInquiries } from "./purge-inquiries.ts";
import { purgePaymentRecordsJob } from "./purge-payment-records.ts";
import { purgeRejectedApplicationsJob } from "./purge-rejected-applications.ts";
import { purgeSessions } from "./purge-sessions.ts";
import { purgeUnusedAccountsJob } from "./purge-unused-accounts.ts";
import { purgeUploads } from "./purge-uploads.ts";
import { reindexAllJob } from "./reindex-all.ts";
import { rollupAnalyticsJob } from "./rollup-analytics.ts";
import { sendBulkEmail } from "./send-bulk-email.ts";
import { sendEmail } from "./send-email.ts";

/** Every job the worker runs. A new job file is added here and nowhere else. */
export const JOBS: readonly AnyJob[] = [
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
  rollupAnalyticsJob,
  handlePaymentEventJob,
  expireFeaturedJob,
];
