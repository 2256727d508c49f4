// How long each kind of personal data is kept. The privacy policy states these numbers, and the nightly purge
// jobs (indexer/jobs/purge-*.ts and rollup-analytics.ts) apply them; both read them from here.

/** Contact messages, counted from when they were sent. */
export const INQUIRY_RETENTION_MONTHS = 12;
/** Analytics events kept one by one, in whole days; after that only daily counts remain. */
export const RAW_EVENT_RETENTION_DAYS = 90;
/**
 * Daily analytics counts (what raw events are folded into), counted from their day: two years and the month under
 * way, so any whole month can still be set against the same month a year before, and a year against the one before.
 */
export const ANALYTICS_DAILY_RETENTION_MONTHS = 25;
/** A rejected application and its review notes, counted from the decision. */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 24;
/**
 * The copies of a profile (before/after) and notes an admin action wrote to the audit log, and a change request once
 * decided (the decision's copy of what was asked); the record of who did what stays.
 */
export const AUDIT_COPY_RETENTION_MONTHS = 24;
/**
 * Who did it (the acting admin's address and account) on an audit log entry, counted from the action: as long as the
 * copies, the time in which the decision may still be questioned; the action and its time stay, of nobody.
 */
export const AUDIT_ACTOR_RETENTION_MONTHS = 24;
/**
 * A listing an admin removed (kept out of the directory, its identity erased at once), counted from its removal:
 * then it is erased with the messages, posts, change requests and approved applications it holds.
 */
export const REMOVED_LISTING_RETENTION_MONTHS = 24;
/** An account with no profile, application or payment that has not signed in for this long is deleted. */
export const UNUSED_ACCOUNT_RETENTION_MONTHS = 24;
/** Payment records: six years after the end of the tax year they belong to (Income Tax Act s. 230), so seven in all. */
export const PAYMENT_RECORD_RETENTION_YEARS = 7;
/**
 * The payment provider's raw event messages (they hold the payer's name and address), counted from their receipt,
 * handled or not: one still unhandled then left its job's dead-letter queue (14 days) long before.
 */
export const PAYMENT_EVENT_RETENTION_DAYS = 90;
/** A link to confirm an address for a listing works this many days; unopened, it is deleted a day after that. */
export const ADDRESS_PROOF_TTL_DAYS = 7;
/**
 * The logs each service of the production stack keeps (docker-compose.yml's logging: 5 files of 10 MB), the oldest
 * overwritten: lines that name people by id and a sign-in's IP address.
 */
export const LOG_KEPT_MEGABYTES = 50;
/**
 * A backup (npm run backup) is deleted this many days after it was made: each backup deletes the older ones beside
 * it. Until then it still holds what was deleted since; copies kept elsewhere are deleted by the operator alike.
 */
export const BACKUP_RETENTION_DAYS = 30;
/**
 * An entry of the erasure ledger (an erasure someone asked for, by ids only): kept a day longer than the backups, so
 * that every backup that could still be restored is erased again to what was asked since it was made.
 */
export const ERASURE_LEDGER_RETENTION_DAYS = BACKUP_RETENTION_DAYS + 1;
