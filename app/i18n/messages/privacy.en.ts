// The privacy policy. Keys follow the page's outline (app/routes/privacy-policy.tsx): <section>.title, then one key
// per paragraph, heading or list item in order.
export default {
  "privacy.title": "Privacy Policy",
  "privacy.description":
    "How {site} collects, uses, stores and protects personal information under PIPEDA, and how to access, correct or delete yours.",
  "privacy.intro":
    "This policy explains what personal information {site} collects, why we collect it, how we protect it and the choices you have. We follow the <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA), Canada’s federal private-sector privacy law, and the privacy laws of the provinces where they apply.",
  "privacy.who.title": "1. Who we are",
  "privacy.who.1":
    "{site} is an online directory that helps people in Canada find licensed mental-health professionals, starting with Ontario. We are a directory service only. We are not a health-care provider, we do not offer counselling or therapy, and we are not a “health information custodian” under Ontario’s <em>Personal Health Information Protection Act</em> (PHIPA).",
  "privacy.who.2":
    "The therapists listed here are independent professionals. When you start working with one, that therapist (not us) is responsible for your clinical records and generally must protect them under PHIPA or the health privacy law of their province. Our Privacy Officer is accountable for how we handle personal information and can be reached at <mail>{email}</mail>.",
  "privacy.collect.title": "2. What we collect",
  "privacy.collect.1": "If you visit or search the directory",
  "privacy.collect.2":
    "<strong>Searches and page views.</strong> We record the filters and search terms used, the number of results, and which profiles are viewed. These events are not tied to your name or contact details, and we use them only in aggregate. We do not use third-party analytics, tracking pixels or advertising networks. No cookie is used for them. So that a page opened twice within half an hour is counted once, we combine your IP address and browser type into a code that changes every day and cannot be turned back into the address; we never store your IP address with these events.",
  "privacy.collect.3":
    "<strong>Technical logs.</strong> Like any website, our servers may briefly log technical details such as your IP address, browser type and the time of a request, to keep the service secure and working. Each server keeps at most {logMegabytes} MB of them, the oldest overwritten first.",
  "privacy.collect.4": "If you contact a therapist",
  "privacy.collect.5":
    "Your name, email address, phone number (optional) and message, along with which therapist you wrote to and when. Your message may contain health information. Please share only what the therapist needs to reply, such as what you are looking for and how to reach you, and keep detailed history for your first session. If you answer our follow-up emails about your message (section 5), we record your answer.",
  "privacy.collect.6": "If you are a therapist",
  "privacy.collect.7":
    "Your account email address, any other address you confirm for your listing, and the single-use sign-in and confirmation links we send to them.",
  "privacy.collect.8":
    "Your application and profile: name, contact details, credentials, regulatory college licence number, years of experience, specialties, therapy approaches, practice location, fees, insurance, availability, bio and profile photo, plus any blog posts you write.",
  "privacy.collect.9":
    "Details of your practice you choose to list: the languages you offer sessions in, the people you work with (for example children, couples, newcomers or first responders) and what makes your practice accessible (for example a step-free entrance, evening or weekend hours, or sessions in ASL or LSQ). They are shown on your public profile and used by the directory’s filters.",
  "privacy.collect.10":
    "<strong>Your identity, only if you choose to share it:</strong> your gender, whether you are 2SLGBTQ+, Black, Indigenous (First Nations, Métis or Inuit) or racialized, and your faith tradition. This is sensitive information. It is never required, and we store and show it only with your express consent (see section 4).",
  "privacy.collect.11": "Notes our administrators make while reviewing your application, and who reviewed it and when.",
  "privacy.collect.12":
    "For a Featured listing: your subscription status, dates and amounts, and reference numbers from our card payment processor. The processor collects your card details directly. We never see or store card numbers.",
  "privacy.collect.13": "Cookies",
  "privacy.collect.14":
    "We use two first-party cookies, both necessary for the site to work. A session cookie keeps therapists and administrators signed in and remembers short-lived details such as which page to return to after signing in. When you ask for a sign-in link, a second cookie ties that link to the browser that asked for it, so that the link signs in nobody else; it expires after 15 minutes. We do not use advertising cookies or third-party cookies.",
  "privacy.why.title": "3. Why we use it",
  "privacy.why.1":
    "To run the directory: show profiles, answer searches, deliver your messages to therapists, remind therapists of messages they have not answered and follow up with you about your message (section 5).",
  "privacy.why.2": "To review applications, including checking licence information against public college registers.",
  "privacy.why.3":
    "To sign therapists in, manage their profiles and Featured subscriptions, and publish their articles.",
  "privacy.why.4": "To understand, in aggregate, what people look for so we can improve the directory.",
  "privacy.why.5": "To prevent spam, fraud and misuse, and to keep the service secure.",
  "privacy.why.6": "To answer questions and requests, and to meet our legal and accounting obligations.",
  "privacy.why.7":
    "We do not sell or rent personal information, and we do not use it for advertising. We only use it for a new purpose after asking for your consent, unless the law allows otherwise.",
  "privacy.consent.title": "4. Consent",
  "privacy.consent.1":
    "When you send a message through a therapist’s contact form, you consent to us storing it and delivering it to that therapist. When a therapist applies, they consent to us reviewing their application and, once approved, publishing their profile. Anyone can see the information in a published profile, including the licence number, practice location and photo.",
  "privacy.consent.2":
    "We may disclose personal information without consent only where the law requires or permits it, for example in response to a valid court order, or in an emergency that threatens someone’s life, health or security. If you are under 13, please ask a parent or guardian to help you contact a therapist.",
  "privacy.consent.3":
    "<strong>Identity details.</strong> A therapist’s identity details (gender, 2SLGBTQ+, Black, Indigenous or racialized identity, faith tradition) are published only with the therapist’s express consent, given by ticking a separate consent box on the application or profile form; we record when it was given. With that consent, the details appear on the public profile as the therapist’s own description of themselves, and in the directory’s “Therapist identity” filter. Without it, we store none. Our administrators cannot give this consent for a therapist. A therapist can withdraw it at any time by unticking the box on their profile, or by asking us: the identity details are then erased from the listing, and leave the profile and search within seconds. They are erased at the same time from the application the therapist sent us and from every copy of the profile our administrators’ log holds; the log keeps only who changed what, and when. We also erase them, in the same places, when our administrators remove the listing or reject the application: we hold identity details only to publish them.",
  "privacy.messages.title": "5. How contact messages are delivered and followed up",
  "privacy.messages.1":
    "Messages you send through a profile are stored with us and emailed to the address the therapist has on file with us, and the therapist replies to you directly. We also email you a receipt. Email travels over the internet and is not end-to-end encrypted, so avoid including anything you would not want in an email. Once delivered, the therapist’s copy is governed by their own privacy practices and professional obligations, including PHIPA where it applies.",
  "privacy.messages.2":
    "<strong>What the therapist sees.</strong> Besides the email, the therapist can read your message on their dashboard, which lists their most recent messages, each with your name, email address, phone number (if you gave one) and message, when you sent it, whether it has been answered and, if you told us, whether you heard back. If they have not marked your message as replied, we email them a reminder one and two business days after you sent it, with your name and email address. Your answer to “did you hear back?” also counts, without your name, in the reply record a profile may show (“Replied to 9 of 10 messages within 2 business days”). A small number of our administrators can view messages: the 20 most recent appear, with the sender's name, email address and phone number, on the administrators' page of contact statistics, which they use to watch that messages reach therapists and to investigate delivery problems, spam or complaints.",
  "privacy.messages.3":
    "<strong>Follow-up emails to you.</strong> Unless the therapist marks your message as replied or as needing no reply, we email you about it twice more, counting Ontario business days: two business days after you wrote, to ask whether you heard back (with one-click “Yes” and “No” links), and three business days after you wrote, a list of up to three other therapists who share a specialty with the one you wrote to, are accepting new clients (confirmed in the last 30 days), and practise in the same city or offer online sessions. To stop them, use the link “No more emails from us about this message” in either email, or the like link in your receipt; answering “Yes, I heard back” stops them too. We do not use your email address for anything else, such as newsletters or advertising.",
  "privacy.retention.title": "6. How long we keep it",
  "privacy.retention.1":
    "Contact messages: deleted {inquiryMonths, plural, one {# month} other {# months}} after they are sent, with your answers to our follow-up emails and the record of which ones we sent.",
  "privacy.retention.2":
    "Sign-in links, and links to confirm a new email address for an account: deleted a day after being sent (a sign-in link expires 15 minutes after being sent, an email confirmation link an hour after).",
  "privacy.retention.3":
    "Links to confirm an address for your listing: deleted a day after they expire unopened (they expire {proofDays, plural, one {# day} other {# days}} after being sent); that you confirmed an address is kept as long as your account.",
  "privacy.retention.4":
    "One-click links in our emails (for example a therapist’s “I replied”, your answer to “did you hear back?” or your request for no more emails): we keep only a code that cannot be turned back into the link, deleted 30 days after the link expires.",
  "privacy.retention.5":
    "Sessions: end 30 days after you sign in (12 hours for administrators), or when you sign out, and are then deleted. A visitor’s session that only remembers which page to return to after signing in ends after a day.",
  "privacy.retention.6":
    "Analytics events (searches, profile views, contact-form openings and messages sent, without your name or IP address): kept one by one for {rawDays, plural, one {# day} other {# days}}. After that they are deleted and only daily totals remain (for example, how many times a profile was viewed on a given day, or what a search asked for), which we keep for {dailyMonths, plural, one {# month} other {# months}} after their day, to compare how the directory is used from one year to the next, then delete.",
  "privacy.retention.7":
    "Rejected applications and their review notes: kept for {rejectedMonths, plural, one {# month} other {# months}} after the decision, then deleted.",
  "privacy.retention.8":
    "Administrators’ records: when an administrator reviews or changes a profile, the copy of the profile taken then is kept for {auditMonths, plural, one {# month} other {# months}}, then cleared. The email address of the administrator who acted is erased {actorMonths, plural, one {# month} other {# months}} after the action; the record of what was done, and when, stays. A therapist’s request to change their name, licence number, credentials or province is deleted the same time after our decision on it.",
  "privacy.retention.9":
    "Accounts: an account without a profile, an application or a payment that nobody has signed in to for {unusedMonths, plural, one {# month} other {# months}} is deleted.",
  "privacy.retention.10":
    "Emails we send (sign-in links, your message to a therapist, receipts, reminders and follow-up emails): held encrypted in our sending queue until sent, and deleted from it an hour after sending. An email that still cannot be sent after our retries is kept, encrypted, for 14 days so we can look into the failure, then deleted.",
  "privacy.retention.11": "Approved profiles and blog posts: kept while the listing is active.",
  "privacy.retention.12":
    "Profiles our administrators remove: removed from public view at once, with any identity details erased, and archived with restricted access for {removedMonths, plural, one {# month} other {# months}}, so we can account for who was listed and when, and answer questions or disputes about a listing. After that the profile is erased, with the messages sent to it, its blog posts, the application it was approved from and the copies of it in our administrators’ records. A profile whose owner deletes their account is erased at once instead (section 10).",
  "privacy.retention.13":
    "Payment records: kept for {paymentYears, plural, one {# year} other {# years}} (six years after the end of the tax year they belong to, as Canadian tax law requires), then deleted; when an account is deleted, its payment records stay for that period, no longer tied to it. The payment provider’s messages about a payment are deleted {paymentDays, plural, one {# day} other {# days}} after we receive them.",
  "privacy.retention.14":
    "Backups of our database and files: deleted {backupDays, plural, one {# day} other {# days}} after they are made. Until then a backup still holds information deleted since it was made. So that a backup we restore cannot bring it back, we keep a record of each account deletion, profile removal, withdrawal of identity details, deleted blog post and request to stop follow-up emails about a message, by account, profile, post or message number only (no name or address), for {ledgerDays, plural, one {# day} other {# days}}; if a backup is restored, those deletions are made again as soon as the site starts on the restored copy.",
  "privacy.safeguards.title": "7. How we protect it",
  "privacy.safeguards.1":
    "We use safeguards suited to the sensitivity of the information: encrypted connections (HTTPS), access limited to the people who need it for their work, single-use sign-in links instead of passwords, and access-restricted databases and backups. No system is perfectly secure. If a breach creates a real risk of significant harm, we will report it to the Office of the Privacy Commissioner of Canada and notify the people affected, as PIPEDA requires.",
  "privacy.providers.title": "8. Service providers and where data is stored",
  "privacy.providers.1":
    "Our database and uploaded files are stored in {region}. We rely on a small number of service providers: our hosting provider, an email delivery service (for sign-in links and contact messages) and a card payment processor. They may use personal information only to provide their service to us and must protect it.",
  "privacy.providers.2":
    "Some providers, such as the payment processor or the email service, may process information outside Canada, for example in the United States. While it is there, it is subject to the laws of that country and may be accessible to its courts and authorities.",
  "privacy.rights.title": "9. Access and correction",
  "privacy.rights.1":
    "You may ask to see the personal information we hold about you, how it has been used and to whom it has been disclosed, and ask us to correct anything that is inaccurate. Email <mail>{email}</mail>. We may ask you to confirm your identity first. We respond within 30 days, as PIPEDA requires; if we need more time, we will tell you why before that deadline. Requests are free. Therapists can also update most of their profile themselves from their dashboard, and download everything we hold about them, as a file, from <account>their account page</account> (“Download my data”).",
  "privacy.withdraw.title": "10. Withdrawing consent",
  "privacy.withdraw.1":
    "You can withdraw your consent at any time, subject to legal or contractual limits. Therapists can delete their account themselves from <account>their account page</account> (“Delete my account”, confirmed by typing their email address): their listing leaves the directory at once, an active Featured subscription is cancelled immediately (the days already paid for are not refunded), and their account, applications, the messages visitors sent them, their blog posts and photos are erased. Only the payment records tax law requires are kept, no longer tied to them (section 6). Therapists can also ask us to remove their listing or cancel a Featured subscription, and can withdraw consent to show their identity details themselves, from their profile (section 4). Visitors can stop our follow-up emails about a message with the link in each of them (section 5), and can delete the messages they sent: signed in with the address they wrote from (the sign-in link proves it is theirs), “Download my data” on <account>their account page</account> gives them a copy and “Delete my account” erases them with their follow-ups; or they can ask us to. A message that has already been delivered is also held by the therapist, so please contact them about their copy. We will explain what withdrawing consent means for you, for example that we can no longer list you.",
  "privacy.complaints.title": "11. Questions and complaints",
  "privacy.complaints.1":
    "Please contact us first at <mail>{email}</mail> and we will try to resolve your concern. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of Canada at <opc>priv.gc.ca</opc> or <opcPhone>1-800-282-1376</opcPhone>. Concerns about how a therapist handles your health information can go to the therapist, their regulatory college or, in Ontario, the Information and Privacy Commissioner of Ontario at <ipc>ipc.on.ca</ipc>.",
  "privacy.changes.title": "12. Changes to this policy",
  "privacy.changes.1":
    "We may update this policy as the service or the law changes. We will change the “Last updated” date above, and for significant changes we will also email registered therapists before the change takes effect. See also our <terms>Terms and Conditions</terms>.",
  "privacy.contact.title": "13. Contact us",
  "privacy.contact.1": "Privacy Officer, {site}<br/>Email: <mail>{email}</mail>",
} as const;
