// The contact page.
export default {
  "contact.title": "Contact Us",
  "contact.description":
    "Contact {site} by email for listing questions, support or partnerships. In crisis, call or text 988 or call 911 in an emergency.",
  "contact.intro":
    "Have a question about {site}? Email the team that can help, and we’ll get back to you. If you need help right now, please use the crisis lines below.",
  "contact.crisis.heading": "In crisis? Get help now",
  "contact.crisis.lead": "We are not a crisis service. If you need to talk to someone now, call:",
  "contact.crisis.danger":
    "If you are in immediate danger, call <call>911</call> or go to your nearest emergency department.",
  "contact.therapists.title": "For therapists",
  "contact.therapists.text":
    "Questions about joining the directory, your application, your listing or a Featured subscription.",
  "contact.support.title": "Support",
  "contact.support.text":
    "Help using the directory, reporting a problem with the site, or flagging a listing that looks wrong.",
  "contact.partnerships.title": "Partnerships",
  "contact.partnerships.text": "Clinics, schools, employers, associations and media interested in working with us.",
  "contact.email.heading": "Email us",
  "contact.reply.heading": "When to expect a reply",
  "contact.reply.text":
    "We reply within 1-2 business days. Urgent profile issues, such as incorrect contact details or information that should not be public, are handled within 24 hours.",
  "contact.before.heading": "Before you write",
  "contact.before.directory":
    "We are a directory, not a clinic, so we cannot give clinical advice or recommend treatment by email. To reach a therapist, use the contact form on their profile: your message goes straight to them. You can <search>search the directory</search> to find a therapist who fits your needs.",
  "contact.before.privacy":
    "For questions about your personal information, email <email>{email}</email> or read our <privacy>Privacy Policy</privacy>.",
} as const;
