/** Insurance / benefit-plan choices for Canadian therapy clients. The last two entries are fixed fall-backs. */
export const INSURANCE_PROVIDERS: readonly string[] = [
  "Sun Life",
  "Manulife",
  "Canada Life",
  "Green Shield Canada",
  "Ontario Blue Cross",
  "Alberta Blue Cross",
  "Pacific Blue Cross",
  "Manitoba Blue Cross",
  "Medavie Blue Cross",
  "Desjardins Insurance",
  "iA Financial Group (Industrial Alliance)",
  "Beneva (formerly SSQ Insurance)",
  "Empire Life",
  "Equitable Life of Canada",
  "RBC Insurance",
  "Johnson Insurance",
  "GroupHEALTH Benefit Solutions",
  "Chambers of Commerce Group Insurance Plan",
  "ClaimSecure",
  "Non-Insured Health Benefits (NIHB)",
  "Veterans Affairs Canada",
  "Interim Federal Health Program (IFHP)",
  "WSIB",
  "Other Private Insurance",
  "No Insurance (Self-Pay)",
];

/** The insurers a therapist can bill directly: every named plan, not the two fall-backs ("Other", self-pay). */
export const DIRECT_BILLING_INSURERS: readonly string[] = INSURANCE_PROVIDERS.filter(
  (name) => name !== "Other Private Insurance" && name !== "No Insurance (Self-Pay)",
);
