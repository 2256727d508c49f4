// Display rules shared by cards and profiles.

/** What an avatar without a photo shows: the first letters of the name's first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ""}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : ""}`.toUpperCase();
}

export function fullName(t: { firstName: string; lastName: string }): string {
  return `${t.firstName} ${t.lastName}`;
}
