// The email asking a therapist whether their listing's availability (and direct billing list) is still accurate.
export default {
  "emails.availability.subject": "Is your availability still accurate?",
  "emails.availability.hello": "Hello {name},",
  "emails.availability.says": "Your listing on {site} says: {state} ({age}).",
  "emails.availability.state.yes": "Accepting new clients",
  "emails.availability.state.waitlist": "Waitlist",
  "emails.availability.state.no": "Not accepting new clients",
  "emails.availability.state.wait": "{state} · {wait}",
  "emails.availability.wait.under-2-weeks": "under 2 weeks",
  "emails.availability.wait.2-6-weeks": "about 2-6 weeks",
  "emails.availability.wait.over-6-weeks": "over 6 weeks",
  "emails.availability.age.never": "never confirmed",
  "emails.availability.age.today": "confirmed today",
  "emails.availability.age.day": "confirmed {count, plural, one {# day} other {# days}} ago",
  "emails.availability.age.week": "confirmed {count, plural, one {# week} other {# weeks}} ago",
  "emails.availability.age.month": "confirmed {count, plural, one {# month} other {# months}} ago",
  "emails.availability.visitors":
    "Visitors see how recently you confirmed it, and listings not confirmed for 30 days come after the others.",
  "emails.availability.billing": '"Still accurate" also confirms that you bill these insurers directly: {insurers}.',
  "emails.availability.billingAge": "A direct billing claim not confirmed for 12 months is no longer shown.",
  "emails.availability.confirm": "Still accurate: {url}",
  "emails.availability.update": "Update: {url}",
  "emails.availability.links":
    "Each link works once, for {days} days, without signing in. You can also confirm it from your\ndashboard.",
} as const;
