import { sendAvailabilityRemindersJob } from "#app/jobs/send-availability-reminders.server.ts";
import { sendAvailabilityReminders } from "#app/therapists/availability-reminders.server.ts";
import { handleJob } from "../job.ts";

// Queues the availability reminders due now. A listing reminded is stamped in the same transaction, so running it
// twice sends nothing more for the same period.
export const sendAvailabilityRemindersHandler = handleJob(sendAvailabilityRemindersJob, {
  async handle(_payload, services) {
    const sent = await sendAvailabilityReminders(services, new Date());
    if (sent > 0) services.logger.info({ event: "availability-reminders", sent }, "availability reminders queued");
  },
});
