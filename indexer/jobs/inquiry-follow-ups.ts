import { sendDueFollowUps } from "#app/inquiries/follow-ups.server.ts";
import { inquiryFollowUpsJob } from "#app/jobs/inquiry-follow-ups.server.ts";
import { handleJob } from "../job.ts";

// Sends the follow-ups of unanswered contact messages due now. Each is claimed and enqueued in one transaction, so
// a retry or a second run sends nothing twice.
export const inquiryFollowUpsHandler = handleJob(inquiryFollowUpsJob, {
  async handle(_payload, services) {
    const sent = await sendDueFollowUps(services, Date.now());
    services.logger.info({ sent }, "inquiry follow-ups sent");
  },
});
