// The account's pages: its email confirmation (/account/confirm-email), its data and deletion (/account), and the
// page a deleted account lands on (/account/deleted).
export default {
  "account.title": "Confirm Email Address",
  "account.confirm.heading": "Confirm Your New Email Address",
  "account.confirm.application": "Confirm Your Email Address",
  "account.confirm.applicationLead":
    "Confirm that this address is yours, so that it can appear on the listing your application asks for.",
  "account.confirm.use": "Use this email address",
  "account.confirm.prove": "Confirm this email address",
  "account.changed.heading": "Email Address Changed",
  "account.changed.text": "Your account and profile now use {email}. Sign in with it from now on.",
  "account.proved.heading": "Email Address Confirmed",
  "account.proved.text":
    "{email} is confirmed as yours: our team can publish your listing with it once your application is approved.",
  "account.toDashboard": "Go to Dashboard",
  "account.invalid":
    "This confirmation link is invalid, has expired or was already used. Ask for the change again from your profile.",
  "account.invalidProof":
    "This confirmation link is invalid, has expired or was already used. Your application's status is on your dashboard.",
  "account.taken": "That email address is already used by another account.",
  "account.data.title": "Your Data and Account",
  "account.data.lead":
    "Download everything we store about you, or delete your account and the data it holds. Both are your rights under Canada’s privacy law (PIPEDA).",
  "account.export.heading": "Download my data",
  "account.export.text":
    "A file (JSON) with everything we store about you: your account, your listing, your applications, the messages visitors sent you, the messages you sent to therapists from your address, your blog posts, the photos you uploaded, your Featured subscription and payments, and the consents you gave.",
  "account.export.button": "Download my data",
  "account.delete.heading": "Delete my account",
  "account.delete.lead": "Deleting your account erases, at once:",
  "account.delete.listing": "your listing, which leaves the directory and its search right away;",
  "account.delete.applications": "your applications and our notes on them;",
  "account.delete.messages": "the messages visitors sent you, and our reminders about them;",
  "account.delete.sent":
    "the messages you sent to therapists from your address, and our follow-ups about them (the copy emailed to a therapist is theirs);",
  "account.delete.posts": "your blog posts, published or draft;",
  "account.delete.photos": "the photos you uploaded (removed from our storage within two days);",
  "account.delete.account": "your account, and your sign-in on every device.",
  "account.delete.featured":
    "<strong>An active Featured subscription is cancelled immediately</strong> with our payment processor: you will not be charged again, and the days already paid for are not refunded.",
  "account.delete.kept":
    "We keep your payment records (amounts and dates, no longer tied to you) for {paymentYears, plural, one {# year} other {# years}}, as Canadian tax law requires. Our administrators’ log keeps only who did what, and when.",
  "account.delete.undo": "This cannot be undone. Download your data first if you want a copy.",
  "account.delete.confirmLabel": "To confirm, type your email address ({email})",
  "account.delete.button": "Delete my account",
  "account.delete.unconfirmed": "To delete your account, type the email address you sign in with.",
  "account.delete.admin":
    "An administrator’s account cannot be deleted from this page, so that the site is never left without one. Ask another administrator to remove your admin access first.",
  "account.deleted.title": "Account Deleted",
  "account.deleted.heading": "Your account has been deleted",
  "account.deleted.text":
    "Your listing is out of the directory, and your account, applications, messages, posts and photos are erased. A Featured subscription is being cancelled with our payment processor: you will not be charged again. You are signed out.",
  "account.deleted.home": "Go to the home page",
};
