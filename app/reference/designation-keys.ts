import type { ReceiptDesignation } from "./profile-options.ts";

// Kept apart from profile-options.ts, which every directory page loads: only the forms and the profile use these.

/** Each designation's key in the catalogues: its name on the form (`pf.designation.<key>`), as a profile writes it
 *  (`designation.<key>`: the code in English, the French title on a French page). */
export const DESIGNATION_KEYS = {
  RP: "rp",
  "RP (Qualifying)": "rpq",
  RSW: "rsw",
  "C.Psych.": "cpsych",
  "C.Psych.Assoc.": "cpsychassoc",
  RMFT: "rmft",
  CCC: "ccc",
  "OT Reg. (Ont.)": "ot",
} as const satisfies Readonly<Record<ReceiptDesignation, string>>;
