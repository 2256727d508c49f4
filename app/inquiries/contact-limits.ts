// The contact form's lengths, in characters: its fields' maxlength and its schema (contact-form.ts) both take
// them from here. An email address's limit is every address's (app/auth/email.ts).
export const CONTACT_LIMITS = { name: 200, phone: 40, message: 5000 } as const;
