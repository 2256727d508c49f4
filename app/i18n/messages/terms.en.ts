// The terms and conditions. Keys follow the page's outline (app/i18n/outlines.ts): <section>.title, then one key
// per paragraph or list item in order.
export default {
  "terms.title": "Terms and Conditions",
  "terms.description":
    "The terms for using {site}: a directory of independently licensed therapists, listing rules, Featured listings, acceptable use and liability.",
  "terms.intro":
    "These terms apply to everyone who uses {site}: people looking for a therapist, therapists who list with us, and anyone who reads our blog. By using the site you agree to them. If you do not agree, please do not use the site.",
  "terms.directory.title": "1. A directory, not a health-care provider",
  "terms.directory.1":
    "{site} is a directory that helps you find and contact licensed mental-health professionals. We do not provide medical or psychological advice, diagnosis or treatment, and nothing on the site replaces care from a qualified professional. Using the site or sending a message through it does not create a therapist-client relationship with us. Any professional relationship you start is between you and the therapist you choose.",
  "terms.crisis.title": "2. If you are in crisis",
  "terms.crisis.1":
    "This site is not for emergencies. If you are thinking about suicide, call or text <call988>988</call988>. If you or someone else is in immediate danger, call <call911>911</call911> or go to your nearest emergency department. Messages sent through the directory are not monitored for emergencies.",
  "terms.therapists.title": "3. Therapists are independent professionals",
  "terms.therapists.1":
    "Every therapist listed is an independent professional, not our employee or agent. Each one is solely responsible for their own practice, including the services they provide, their fees, their records and their compliance with the rules of their regulatory college, and for keeping their registration current.",
  "terms.therapists.2":
    "Before a profile is published, we check the licence information the therapist gives us against the public register of their regulatory college. That check reflects the information available at the time of the application. We do not guarantee a therapist’s ongoing registration status, qualifications, competence or suitability for you. We encourage you to confirm a therapist’s registration on their college’s public register before you book.",
  "terms.listing.title": "4. Rules for therapists who list",
  "terms.listing.1":
    "You must hold a current registration with a Canadian regulatory college (for example the College of Registered Psychotherapists of Ontario, the College of Psychologists and Behaviour Analysts of Ontario, or the Ontario College of Social Workers and Social Service Workers) that permits the services you list.",
  "terms.listing.2":
    "Everything in your application and profile must be accurate, current and your own, including your credentials, licence number, location, fees, insurance and availability. Update your profile when something changes.",
  "terms.listing.3":
    "Tell us within 7 days if your registration is suspended, restricted, revoked or lapses. We may pause or remove your listing until it is resolved.",
  "terms.listing.4":
    "Follow your college’s standards on advertising and confidentiality. Never include information that could identify a client in your profile or articles.",
  "terms.listing.5":
    "Respond to inquiries professionally. Messages from the public may contain personal health information, and you are responsible for handling them as the law and your college require.",
  "terms.listing.6":
    "You are responsible for activity under your account. Keep your email account secure, since sign-in links are sent there.",
  "terms.listing.7":
    "We may decline an application, or edit, suspend or remove a listing or article, if it breaks these terms, is inaccurate, or could mislead or harm the public. Listing is free.",
  "terms.featured.title": "5. Featured listings",
  "terms.featured.1":
    "A Featured listing costs {price} CAD per month. Applicable taxes, if any, are shown at checkout. Your profile must be approved before you can upgrade.",
  "terms.featured.2":
    "It is a recurring subscription that renews automatically every {days} days and is charged to your payment card until you cancel.",
  "terms.featured.3":
    "You can cancel at any time from your dashboard or by emailing us. Your listing stays Featured until the end of the period you already paid for and then returns to a free listing. We do not give refunds for partial periods, except where the law requires it.",
  "terms.featured.4": "If a renewal payment fails, your listing returns to a free listing and stays in the directory.",
  "terms.featured.5":
    "Featured placement is paid advertising. Featured profiles are labelled “Featured” and shown more prominently. It is not a recommendation, a ranking of quality, or an endorsement by us.",
  "terms.featured.6": "We will give subscribers at least 30 days’ notice by email before changing the price.",
  "terms.blog.title": "6. Blog articles",
  "terms.blog.1":
    "Articles are written by the therapists who publish them and reflect their own views. They offer general information only and are not advice for your situation. Authors are responsible for the accuracy of their articles and confirm they have the right to publish what they submit.",
  "terms.use.title": "7. Acceptable use",
  "terms.use.1": "When using the site, you agree not to:",
  "terms.use.2":
    "use contact forms for anything other than a genuine inquiry to that therapist, including spam, sales pitches, recruiting or harassment;",
  "terms.use.3":
    "scrape, copy in bulk or compile therapist information, or access the site with bots or automated tools, other than search engines that follow our robots.txt rules;",
  "terms.use.4": "impersonate anyone, or submit false or misleading information;",
  "terms.use.5": "try to get around security, overload the service, or access accounts or data that are not yours.",
  "terms.use.6": "We may limit, block or suspend access for anyone who does.",
  "terms.ip.title": "8. Intellectual property",
  "terms.ip.1":
    "The site’s design, text, logos and software belong to {site} or its licensors. Therapists keep ownership of the profiles, photos and articles they submit and give us a non-exclusive, royalty-free licence to display, format and promote that content on the directory while it is listed. You confirm you have the rights to anything you submit. You may link to any public page, and listed therapists may use the badge we provide to link to their profile.",
  "terms.liability.title": "9. Disclaimer and limitation of liability",
  "terms.liability.1":
    "The site is provided “as is” and “as available”. We work to keep it accurate and online, but we do not promise it will be error-free or uninterrupted, and we are not responsible for the services, advice or conduct of any therapist.",
  "terms.liability.2":
    "To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for loss arising from your dealings with a therapist. Our total liability for any claim about the site is limited to the greater of the amount you paid us in the 12 months before the claim and {cap} CAD. Nothing in these terms limits rights that cannot be limited under consumer protection law.",
  "terms.law.title": "10. Governing law",
  "terms.law.1":
    "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Disputes will be heard by the courts of Ontario, unless the law gives you the right to bring a claim elsewhere.",
  "terms.changes.title": "11. Changes to these terms",
  "terms.changes.1":
    "We may update these terms from time to time. We will change the “Last updated” date above, and for significant changes we will email registered therapists in advance. Continuing to use the site after a change means you accept the updated terms. Our <privacy>Privacy Policy</privacy> explains how we handle personal information.",
  "terms.contact.title": "12. Contact us",
  "terms.contact.1":
    "Questions about these terms? Email <mail>{email}</mail> or visit our <contact>Contact Us</contact> page.",
} as const;
