// The emails of signing in: the sign-in link.
export default {
  "emails.auth.link.subject": "Your sign-in link for {site}",
  "emails.auth.link.hello": "Hello,",
  "emails.auth.link.click": "Click the link below to sign in to {site}. No password needed.",
  "emails.auth.link.expiry": "The link will expire in {minutes} minutes and works once.",
  "emails.auth.link.ignore":
    "If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.",
} as const;
