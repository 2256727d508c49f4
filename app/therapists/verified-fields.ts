// The fields an admin verified on approval: an approved therapist's change to any of them waits for review.
export const VERIFIED_FIELDS = ["firstName", "lastName", "licenseNumber", "credentials", "province"] as const;
export type VerifiedField = (typeof VERIFIED_FIELDS)[number];
export type VerifiedChanges = Partial<Record<VerifiedField, string>>;

export const VERIFIED_LABELS: Record<VerifiedField, string> = {
  firstName: "First name",
  lastName: "Last name",
  licenseNumber: "License number",
  credentials: "Professional title",
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
      "Changes to your name, license number, professional title or province appear once our team has reviewed them.",
    );
  }
  if (emailChange && profile.pendingEmail) {
    waiting.push(
      `We sent a confirmation link to ${profile.pendingEmail}: your email address changes when you open it.`,
    );
  }
  return waiting.length === 0 ? "Profile Updated" : ["Profile Updated.", ...waiting].join(" ");
}
