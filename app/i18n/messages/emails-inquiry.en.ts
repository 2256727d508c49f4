// The emails of contact messages: the therapist's copy of a message and their reminders, the visitor's receipt, the
// "did you hear back?" question, suggestions of other therapists, and the notice of a listing marked not responding.
export default {
  "emails.inquiry.signature":
    "— {site} (a directory service only; we do not provide medical advice, diagnosis or treatment)",
  "emails.inquiry.hello": "Hello,",
  "emails.inquiry.helloName": "Hello {name},",
  "emails.inquiry.crisis.first":
    "If you are in crisis, please don't wait for a reply: call or text 988 (Suicide & Crisis Lifeline),",
  "emails.inquiry.crisis.second": "call 1-866-277-3553 (Crisis Services Canada), or call 911 in an emergency.",
  "emails.inquiry.followUpsOff": "No more emails from us about this message: {url}",
  "emails.inquiry.new.subject": "New message from {name} via {site}",
  "emails.inquiry.new.intro": "{name} sent you a message through your profile on {site}.",
  "emails.inquiry.new.name": "Name: {name}",
  "emails.inquiry.new.email": "Email: {email}",
  "emails.inquiry.new.phone": "Phone: {phone}",
  "emails.inquiry.new.phoneNone": "Phone: not given",
  "emails.inquiry.new.reply": "Reply to this email to answer {name} directly.",
  "emails.inquiry.new.repliedLink": "Replied another way (phone, your own email)? I replied (one click): {url}",
  "emails.inquiry.new.health":
    "This message may contain personal health information: please handle it as you would any client record.",
  "emails.inquiry.receipt.subject": "Your message to {therapist} was sent",
  "emails.inquiry.receipt.delivered":
    "Your message to {therapist} was delivered. They will reply to you directly at this address.",
  "emails.inquiry.receipt.profile": "{therapist}'s profile: {url}",
  "emails.inquiry.receipt.followUps":
    "In two business days we will ask whether you heard back, and if not, suggest other therapists.",
  "emails.inquiry.receipt.off": "No emails from us about this message: {url}",
  "emails.inquiry.receipt.notYou":
    "If you did not write to {therapist}, someone typed your address: you can ignore this email.",
  "emails.inquiry.reminder.subject.first": "Reminder: {name} is waiting for your reply",
  "emails.inquiry.reminder.subject.second": "Second reminder: {name} is waiting for your reply",
  "emails.inquiry.reminder.wrote":
    "{name} wrote to you through your profile on {site} on {date}, and we have no record of a reply yet.",
  "emails.inquiry.reminder.replyTo":
    "You can reply to them at {email}; their message is in the email we sent you that day.",
  "emails.inquiry.reminder.replied": "Replied already? I replied (one click): {url}",
  "emails.inquiry.reminder.dashboard": "Or mark it on your dashboard: {url}",
  "emails.inquiry.reminder.record": "Your profile shows how many messages you reply to within {days} business days.",
  "emails.inquiry.heardBack.subject": "Did you hear back from {therapist}?",
  "emails.inquiry.heardBack.wrote": "On {date} you wrote to {therapist} through {site}. Did you hear back?",
  "emails.inquiry.heardBack.yes": "Yes, I heard back: {url}",
  "emails.inquiry.heardBack.no": "No, not yet: {url}",
  "emails.inquiry.heardBack.noAccount": "No account is needed: each link opens a page with one button.",
  "emails.inquiry.suggestions.subject": "Other therapists who may be able to help",
  "emails.inquiry.suggestions.wrote":
    "On {date} you wrote to {therapist} through {site}, and we have no record of a reply yet.",
  "emails.inquiry.suggestions.lead":
    "These therapists share their specialty, are accepting new clients and confirmed it in the last 30 days:",
  "emails.inquiry.suggestions.online": "Online sessions",
  "emails.inquiry.notResponding.subject": "Your listing now says you are not responding to new messages",
  "emails.inquiry.notResponding.last":
    "The last {count} messages sent through your profile on {site} have had no reply for {days} business days.",
  "emails.inquiry.notResponding.until":
    'Until you confirm your availability, your profile and your card in the directory say "{notice}".',
  "emails.inquiry.notResponding.notice": "Not responding to new messages at the moment",
  "emails.inquiry.notResponding.confirm":
    'To confirm it, sign in to your dashboard and press "Still accurate" (or update it): {url}',
  "emails.inquiry.notResponding.mark": "There you can also mark the messages you have replied to.",
} as const;
