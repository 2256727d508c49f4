// The contact form's lengths, in characters: its fields' maxlength and its schema (contact-form.ts) both take
// them from here. An email address's limit is every address's (app/auth/email.ts).
export const CONTACT_LIMITS = { name: 200, phone: 40, message: 5000 } as const;

/** A whole number with its thousands grouped as English writes them (5,000): without Intl, whose first use as a
 *  script loads costs a phone's browser tens of milliseconds. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The contact form's field messages (the check that writes them is contact-form.ts). */
export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameLong: `Please keep your name under ${CONTACT_LIMITS.name} characters`,
  phone: "Please enter a valid phone number",
  phoneLong: "Please enter a shorter phone number",
  message: "Please enter a message",
  messageLong: `Please keep your message under ${grouped(CONTACT_LIMITS.message)} characters`,
} as const;
