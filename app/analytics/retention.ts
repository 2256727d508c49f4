// How long analytics events are kept one by one, in whole days; after that only daily counts remain. The nightly
// rollup and the privacy policy both read it, so the policy states what the job does.
export const RAW_EVENT_RETENTION_DAYS = 90;
