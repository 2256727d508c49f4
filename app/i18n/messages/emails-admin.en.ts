// The emails of applications and reviews: the application's receipt, the admin's decision on it and on changes to
// verified details, and the reminder to connect a listed profile to an account.
export default {
  "emails.admin.helloName": "Hello {name},",
  "emails.admin.receipt.subject": "We received your application to {site}",
  "emails.admin.receipt.thanks":
    "Thank you for applying to be listed on {site}. Our team reviews every application within 2-3 business days\nand will contact you by email with the result.",
  "emails.admin.receipt.prove":
    "We sent a link to {email}, the email address in your application: open it to confirm the address is\nyours. We can publish your listing with that address only once it is confirmed.",
  "emails.admin.receipt.dashboard": "You can follow your application's status on your dashboard: {url}",
  "emails.admin.approved.subject": "Your {site} profile is live",
  "emails.admin.approved.live":
    "Good news: your application has been approved and your profile is now published in the directory:",
  "emails.admin.approved.dashboard": "Manage it from your dashboard: {url}",
  "emails.admin.approved.featured": "The Featured Listing you paid for is now active.",
  "emails.admin.approved.note": "A note from our team: {note}",
  "emails.admin.rejected.subject": "About your {site} application",
  "emails.admin.rejected.body": "Thank you for applying. We're unable to approve your application as it stands.",
  "emails.admin.rejected.note": "Our reviewer's note: {note}",
  "emails.admin.rejected.again": "You're welcome to apply again: {url}",
  "emails.admin.changes.approvedSubject": "Your {site} profile changes are approved",
  "emails.admin.changes.rejectedSubject": "About your {site} profile changes",
  "emails.admin.changes.approved":
    "We checked the changes to your name, licence or credentials and they are now on your public profile.",
  "emails.admin.changes.rejected":
    "We could not verify the changes to your name, licence or credentials, so your profile keeps its verified details. Reply to this email if you have questions.",
  "emails.admin.linking.subject": "Connect your {site} profile to your account",
  "emails.admin.linking.body":
    "Your profile is listed on {site}. Sign in with this email address ({email}) to manage it:",
  "emails.admin.linking.explain":
    "Once you have signed in, our team connects the profile to that account, so you can edit it and see your\ninquiries. A profile is only ever connected to an account that signs in with the address it lists: to use\nanother address, sign in with this one first and change it from your profile.",
  "emails.admin.address.support": "If you did not expect this, contact {support} straight away.",
  "emails.admin.address.hello": "Hello,",
  "emails.admin.address.changedSubject": "The email address of your {site} listing changed",
  "emails.admin.address.changed": "The listing {url} used {from} as its email address; it now uses {to}.",
  "emails.admin.address.why.admin": "Our team changed it.",
  "emails.admin.address.why.provedElsewhere":
    "Another person proved that the address was theirs, and your account had never proved it, so your listing now uses the address you sign in with.",
  "emails.admin.address.why.approved":
    "An application sent from your account gave the new address, you confirmed it, and our team approved it.",
  "emails.admin.address.takenOffSubject": "Your email address was taken off a {site} listing",
  "emails.admin.address.takenOff":
    "The listing {url} used this email address, but its account never proved that the\naddress was theirs. You proved it by applying with it, so it is now yours alone: the listing no longer uses it\nand its messages no longer reach you.",
  "emails.admin.address.claims": "If that listing claims to be you, tell us at {support}.",
  "emails.admin.address.linkedSubject": "Your {site} listing was connected to an account",
  "emails.admin.address.linked":
    "Our team connected the listing {url} to an account that signs in with another\nemail address; that account can now edit the listing and read its messages.",
  "emails.admin.address.reason": "The reason our team gave: {reason}",
} as const;
