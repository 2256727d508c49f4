import { sendEmail } from "./send-email.ts";

/** Every job the worker runs. A new job file is added here and nowhere else. */
export const JOBS = [sendEmail] as const;
