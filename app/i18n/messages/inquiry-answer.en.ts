// The pages of the inquiry emails' one-click links: the therapist's "I replied", the visitor's yes / no and
// "no more emails", before their button is pressed and after. Written on the server, in the page's language.
export default {
  "answer.title.replied": "Mark This Message Replied",
  "answer.title.heard": "Did You Hear Back?",
  "answer.title.followups-off": "Stop Follow-up Emails",
  "answer.ask.replied":
    "A visitor wrote to you through your profile on {on}. Press the button if you have replied to them.",
  "answer.button.replied": "I replied",
  "answer.ask.followups-off": "We will send no more emails about your message of {on} to {therapist}.",
  "answer.button.followups-off": "Stop follow-up emails",
  "answer.ask.heard": "You wrote to {therapist} on {on}. Press the button to tell us.",
  "answer.button.heard-yes": "Yes, I heard back",
  "answer.button.heard-no": "No, I have not heard back",
  "answer.already.title": "Already Recorded",
  "answer.already.text": "We already have an answer for this message.",
  "answer.replied.title": "Marked Replied",
  "answer.replied.text": "Thank you: the message is marked replied.",
  "answer.off.title": "Follow-up Emails Stopped",
  "answer.off.text": "We will send no more emails about your message to {therapist}.",
  "answer.thanks": "Thank You",
  "answer.yes.text": "We are glad {therapist} replied. We will send no more emails about this message.",
  "answer.no.text": "Your answer is recorded.",
  "answer.no.suggestions":
    "Your answer is recorded. If there is still no reply three business days after your message, we will email you up to three other therapists who may be able to help.",
  "answer.used.title": "Link Already Used",
  "answer.used.text": "This link was already used: the answer it gives is recorded.",
  "answer.expired.title": "Link Expired",
  "answer.expired.text": "This link has expired.",
  "answer.invalid.title": "Link Not Valid",
  "answer.invalid.text":
    "This link does not work: part of its address may be missing, or the listing it was about is no longer in the directory. Nothing was changed.",
  "answer.meta": "Inquiry",
} as const;
