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
    "<strong>Technical logs.</strong> Like any website, our servers may briefly log technical details such as your IP address, browser type and the time of a request, to keep the service secure and working.",
  "privacy.collect.4": "If you contact a therapist",
  "privacy.collect.5":
    "Your name, email address, phone number (optional) and message, along with which therapist you wrote to and when. Your message may contain health information. Please share only what the therapist needs to reply, such as what you are looking for and how to reach you, and keep detailed history for your first session.",
  "privacy.collect.6": "If you are a therapist",
  "privacy.collect.7":
    "Your account email address, any other address you confirm for your listing, and the single-use sign-in and confirmation links we send to them.",
  "privacy.collect.8":
    "Your application and profile: name, contact details, credentials, regulatory college licence number, years of experience, specialties, therapy approaches, practice location, fees, insurance, availability, bio and profile photo, plus any blog posts you write.",
  "privacy.collect.9": "Notes our administrators make while reviewing your application, and who reviewed it and when.",
  "privacy.collect.10":
    "For a Featured listing: your subscription status, dates and amounts, and reference numbers from our card payment processor. The processor collects your card details directly. We never see or store card numbers.",
  "privacy.collect.11": "Cookies",
  "privacy.collect.12":
    "We use one first-party session cookie. It keeps therapists and administrators signed in and remembers short-lived details such as which page to return to after signing in. It is necessary for the site to work. We do not use advertising cookies or third-party cookies.",
  "privacy.why.title": "3. Why we use it",
  "privacy.why.1": "To run the directory: show profiles, answer searches and deliver your messages to therapists.",
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
  "privacy.messages.title": "5. How contact messages are delivered",
  "privacy.messages.1":
    "Messages you send through a profile are emailed to the address the therapist has on file with us, and the therapist replies to you directly. Email travels over the internet and is not end-to-end encrypted, so avoid including anything you would not want in an email. Once delivered, the therapist’s copy is governed by their own privacy practices and professional obligations, including PHIPA where it applies. Therapists see only a count of their inquiries on their dashboard; a small number of our administrators can view inquiry records to investigate delivery problems, spam or complaints.",
  "privacy.retention.title": "6. How long we keep it",
  "privacy.retention.1":
    "Contact messages: deleted {inquiryMonths, plural, one {# month} other {# months}} after they are sent.",
  "privacy.retention.2": "Sign-in links: deleted after they expire (they expire 15 minutes after being sent).",
  "privacy.retention.3":
    "Links to confirm an address for your listing: deleted a day after they expire unopened (they expire {proofDays, plural, one {# day} other {# days}} after being sent); that you confirmed an address is kept as long as your account.",
  "privacy.retention.4": "Sessions: end after 30 days of inactivity, or when you sign out.",
  "privacy.retention.5":
    "Analytics events (searches, profile views, contact-form openings and messages sent, without your name or IP address): kept one by one for {rawDays, plural, one {# day} other {# days}}. After that they are deleted and only daily totals remain (for example, how many times a profile was viewed on a given day), which we keep to see how the directory is used over time.",
  "privacy.retention.6":
    "Rejected applications and their review notes: kept for {rejectedMonths, plural, one {# month} other {# months}} after the decision, then deleted.",
  "privacy.retention.7":
    "Administrators’ records: when an administrator reviews or changes a profile, the copy of the profile taken then is kept for {auditMonths, plural, one {# month} other {# months}}, then cleared; the record of who did what, and when, stays.",
  "privacy.retention.8":
    "Accounts: an account without a profile, an application or a payment that nobody has signed in to for {unusedMonths, plural, one {# month} other {# months}} is deleted.",
  "privacy.retention.9":
    "Emails we send (sign-in links, your message to a therapist, receipts): held encrypted in our sending queue until sent, and deleted from it an hour after sending.",
  "privacy.retention.10": "Approved profiles and blog posts: kept while the listing is active.",
  "privacy.retention.11":
    "Deleted profiles: removed from public view and archived with restricted access, so we can account for who was listed and when, and answer questions or disputes about a listing.",
  "privacy.retention.12":
    "Payment records: kept for {paymentYears, plural, one {# year} other {# years}} (six years after the end of the tax year they belong to, as Canadian tax law requires), then deleted. The payment provider’s messages about a payment are deleted {paymentDays, plural, one {# day} other {# days}} after we process them.",
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
    "You may ask to see the personal information we hold about you, how it has been used and to whom it has been disclosed, and ask us to correct anything that is inaccurate. Email <mail>{email}</mail>. We may ask you to confirm your identity first. We respond within 30 days, as PIPEDA requires; if we need more time, we will tell you why before that deadline. Requests are free. Therapists can also update most of their profile themselves from their dashboard.",
  "privacy.withdraw.title": "10. Withdrawing consent",
  "privacy.withdraw.1":
    "You can withdraw your consent at any time, subject to legal or contractual limits. Therapists can ask us to remove their listing or cancel a Featured subscription; visitors can ask us to delete a message they sent. A message that has already been delivered is also held by the therapist, so please contact them about their copy. We will explain what withdrawing consent means for you, for example that we can no longer list you.",
  "privacy.complaints.title": "11. Questions and complaints",
  "privacy.complaints.1":
    "Please contact us first at <mail>{email}</mail> and we will try to resolve your concern. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of Canada at <opc>priv.gc.ca</opc> or <opcPhone>1-800-282-1376</opcPhone>. Concerns about how a therapist handles your health information can go to the therapist, their regulatory college or, in Ontario, the Information and Privacy Commissioner of Ontario at <ipc>ipc.on.ca</ipc>.",
  "privacy.changes.title": "12. Changes to this policy",
  "privacy.changes.1":
    "We may update this policy as the service or the law changes. We will change the “Last updated” date above, and for significant changes we will also email registered therapists before the change takes effect. See also our <terms>Terms and Conditions</terms>.",
  "privacy.contact.title": "13. Contact us",
  "privacy.contact.1": "Privacy Officer, {site}<br/>Email: <mail>{email}</mail>",
} as const;
