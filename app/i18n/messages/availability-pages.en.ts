// The pages of the availability reminder's links: "Still accurate" (confirm) and "Update".
export default {
  "avail.confirm.title": "Confirm Your Availability",
  "avail.confirm.says": "{name}, your listing says: <b>{text}</b>. Is it still accurate?",
  "avail.confirm.button": "Still accurate",
  "avail.confirm.billing": '"Still accurate" also confirms that you bill these insurers directly: {insurers}.',
  "avail.confirmed": "Availability Confirmed",
  "avail.update.title": "Update Your Availability",
  "avail.update.ask": "{name}, what should your listing say?",
  "avail.update.button": "Save availability",
  "avail.updated": "Availability Updated",
  "avail.saved.text": "Thank you. Your listing now says: {text}.",
  "avail.saved.view": "View your listing",
  "avail.toDashboard": "Go to Dashboard",
  "avail.link.used":
    "This link was already used: each link in the reminder works once. You can still confirm or change your availability from your dashboard after signing in.",
  "avail.link.expired":
    "This link has expired: the reminder's links work for {days} days. You can still confirm or change your availability from your dashboard after signing in.",
  "avail.link.invalid":
    "This link does not work: part of its address may be missing (open the whole link from the email), or the listing it was for is no longer in the directory. Nothing was changed. If your listing is still in the directory, you can confirm or change your availability from your dashboard after signing in.",
} as const;
