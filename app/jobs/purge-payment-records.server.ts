import { z } from "zod";
import { defineJob } from "./contract.server.ts";

// Every night: payment records and handled provider events older than their retention periods are deleted.
export const purgePaymentRecordsJob = defineJob({
  name: "purge-payment-records",
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600, deadLetter: "purge-payment-records-dead" },
  schedule: "5 4 * * *",
});
