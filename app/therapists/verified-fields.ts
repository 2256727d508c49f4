// The fields an admin verified on approval: an approved therapist's change to any of them waits for review. The
// designation receipts name is one (a regulated title, "C.Psych." among them, that also decides whether fees carry
// tax); taking one away (none) claims nothing, so it publishes at once.
export const VERIFIED_FIELDS = [
  "firstName",
  "lastName",
  "licenseNumber",
  "credentials",
  "receiptDesignation",
  "province",
] as const;
export type VerifiedField = (typeof VERIFIED_FIELDS)[number];
export type VerifiedChanges = Partial<Record<VerifiedField, string>>;

export const VERIFIED_LABELS: Record<VerifiedField, string> = {
  firstName: "First name",
  lastName: "Last name",
  licenseNumber: "License number",
  credentials: "Professional title",
  receiptDesignation: "Designation on receipts",
  province: "Province",
};

/** What a saved edit tells the therapist: published, and what still waits for review or confirmation. */
export function updatedMessage(
  profile: { pendingChanges: VerifiedChanges | null; pendingEmail: string | null },
  emailChange: boolean,
): string {
  const waiting: string[] = [];
  if (profile.pendingChanges) {
    waiting.push(
      "Changes to your name, license number, professional title, designation on receipts or province appear once our team has reviewed them.",
    );
  }
  if (emailChange && profile.pendingEmail) {
    waiting.push(
      `We sent a confirmation link to ${profile.pendingEmail}: your email address changes when you open it.`,
    );
  }
  return waiting.length === 0 ? "Profile Updated" : ["Profile Updated.", ...waiting].join(" ");
}
