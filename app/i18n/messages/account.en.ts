// The account's email confirmation page (/account/confirm-email).
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
};
