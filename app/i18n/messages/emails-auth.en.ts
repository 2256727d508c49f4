// The emails of signing in and of an account's address: the sign-in link, a change of address, the proof that an
// application's address is the applicant's.
export default {
  "emails.auth.link.subject": "Your sign-in link for {site}",
  "emails.auth.link.hello": "Hello,",
  "emails.auth.link.click": "Click the link below to sign in to {site}. No password needed.",
  "emails.auth.link.expiry": "The link will expire in {minutes} minutes and works once.",
  "emails.auth.link.ignore":
    "If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.",
  "emails.auth.signature": "— {site}",
  "emails.auth.hello": "Hello,",
  "emails.auth.helloName": "Hello {name},",
  "emails.auth.inUse.subject": "Someone asked to use this email address on {site}",
  "emails.auth.inUse.asked": "Someone signed in to {site} asked to use this email address for their account.",
  "emails.auth.inUse.nothing":
    "This address is already used on {site}, so nothing changes and no account was given it.",
  "emails.auth.inUse.you": "If it was you, sign in with this address instead: {url}",
  "emails.auth.inUse.ignore": "If not, you can ignore this email.",
  "emails.auth.confirm.subject": "Confirm your new email address for {site}",
  "emails.auth.confirm.open":
    "Open this link within {minutes} minutes to use this address for your {site} account and profile:",
  "emails.auth.confirm.ignore": "If you did not ask for this, ignore this email: nothing changes.",
  "emails.auth.requested.subject": "A change of your {site} email address was requested",
  "emails.auth.requested.body":
    "Someone signed in to your account asked to change its email address to {email}. Nothing changes until the\nlink sent to that address is opened. If this was not you, sign in and contact support straight away.",
  "emails.auth.changed.subject": "Your {site} email address was changed",
  "emails.auth.changed.body": "Your {site} account now uses {email}; sign in with that address from now on.",
  "emails.auth.changed.notYou": "If you did not make this change, contact support straight away.",
  "emails.auth.proof.subject": "Confirm your email address for {site}",
  "emails.auth.proof.application":
    "An application to be listed on {site} gives this email address as the listing's contact address.",
  "emails.auth.proof.open": "If you sent it, open this link within {days} days to confirm the address is yours:",
  "emails.auth.proof.until":
    "Until it is confirmed, our team cannot publish the listing with this address. If you did not apply, ignore\nthis email: the address will not be used.",
} as const;
