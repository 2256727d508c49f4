// The therapist's profile editor (/therapist/edit-profile) and its website badge.
export default {
  "editor.title": "Edit Profile",
  "editor.back": "Back to Dashboard",
  "editor.lead":
    "Changes appear on <profile>your public profile</profile> and in search as soon as you save, except your name, license number, professional title, designation on receipts and province, which our team reviews first, and your email address, which changes once you open the link we send to the new address.",
  "editor.notFound.title": "Profile Not Found",
  "editor.notFound.text":
    "You need an approved therapist profile to edit it. If you have applied, your application may still be under review.",
  "editor.saving": "Saving...",
  "editor.save": "Save Changes",
  "editor.updated": "Profile Updated",
  "editor.updated.more": "Profile Updated.",
  "editor.updated.live": "Your changes are live in the directory.",
  "editor.updated.review":
    "Changes to your name, license number, professional title, designation on receipts or province appear once our team has reviewed them.",
  "editor.updated.email": "We sent a confirmation link to {email}: your email address changes when you open it.",
  "editor.failed": "Update Failed",
  "editor.failed.banner": "Update Failed: {message}",
  "editor.failed.text": "Your changes could not be saved. Please try again.",
  "editor.review.title": "Awaiting review",
  "editor.review.text":
    "Our team checks changes to {fields} before they appear on your public profile. Your other changes are live as soon as you save.",
  "editor.hint.review": 'Awaiting review: your public profile shows "{value}" until our team approves this change.',
  "editor.hint.reviewNone": "Awaiting review: your public profile shows none until our team approves this change.",
  "editor.hint.directBilling":
    "Saving confirms your direct billing for 12 months; after that your profile stops showing it until you confirm it again.",
  "editor.hint.lastConfirmed": "You last confirmed it on {date}.",
  "editor.hint.emailPending":
    "Awaiting confirmation: open the link we sent to {email} to use that address. Until then your address stays {current}; enter it here to keep it.",
  "editor.hint.email": "A new address is used once you open the confirmation link we send to it.",
  "badge.heading": "Website Badge",
  "badge.lead": "Show visitors of your own website that you are listed and verified.",
  "badge.alt": "Verified on {site}",
  "badge.image.verified": "Verified on",
  "badge.code": "HTML code",
  "badge.copy": "Copy Code",
  "badge.copied": "Copied!",
  "badge.copied.text": "Paste the code into your website's HTML.",
  "badge.copyFailed": "Copy failed",
  "badge.copyFailed.text": "Select the code and copy it by hand.",
};
