import { ProseLink, ProseList, ProsePage, ProseSection, proseMeta } from "#app/components/prose-page.tsx";
import { SITE } from "#app/site.ts";
import type { Route } from "./+types/privacy-policy";
import {
  ADDRESS_PROOF_TTL_DAYS,
  AUDIT_COPY_RETENTION_MONTHS,
  INQUIRY_RETENTION_MONTHS,
  PAYMENT_EVENT_RETENTION_DAYS,
  PAYMENT_RECORD_RETENTION_YEARS,
  RAW_EVENT_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  UNUSED_ACCOUNT_RETENTION_MONTHS,
} from "#app/privacy/retention.ts";

// Where the deployment keeps its database and uploaded files. A deployment hosted elsewhere edits this line.
const DATA_REGION = "Canada";

const privacyEmail = `mailto:${SITE.emails.privacy}`;

export default function PrivacyPolicy() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated="2026-11-24"
      intro={
        <p>
          This policy explains what personal information {SITE.name} collects, why we collect it, how we protect it and
          the choices you have. We follow the <em>Personal Information Protection and Electronic Documents Act</em>{" "}
          (PIPEDA), Canada&rsquo;s federal private-sector privacy law, and the privacy laws of the provinces where they
          apply.
        </p>
      }
    >
      <ProseSection id="who-we-are" title="1. Who we are">
        <p>
          {SITE.name} is an online directory that helps people in Canada find licensed mental-health professionals,
          starting with Ontario. We are a directory service only. We are not a health-care provider, we do not offer
          counselling or therapy, and we are not a &ldquo;health information custodian&rdquo; under Ontario&rsquo;s{" "}
          <em>Personal Health Information Protection Act</em> (PHIPA).
        </p>
        <p>
          The therapists listed here are independent professionals. When you start working with one, that therapist (not
          us) is responsible for your clinical records and generally must protect them under PHIPA or the health privacy
          law of their province. Our Privacy Officer is accountable for how we handle personal information and can be
          reached at <ProseLink href={privacyEmail}>{SITE.emails.privacy}</ProseLink>.
        </p>
      </ProseSection>

      <ProseSection id="what-we-collect" title="2. What we collect">
        <h3 className="pt-2 font-semibold text-slate-900">If you visit or search the directory</h3>
        <ProseList>
          <li>
            <strong>Searches and page views.</strong> We record the filters and search terms used, the number of
            results, and which profiles are viewed. These events are not tied to your name or contact details, and we
            use them only in aggregate. We do not use third-party analytics, tracking pixels or advertising networks. No
            cookie is used for them. So that a page opened twice within half an hour is counted once, we combine your IP
            address and browser type into a code that changes every day and cannot be turned back into the address; we
            never store your IP address with these events.
          </li>
          <li>
            <strong>Technical logs.</strong> Like any website, our servers may briefly log technical details such as
            your IP address, browser type and the time of a request, to keep the service secure and working.
          </li>
        </ProseList>
        <h3 className="pt-2 font-semibold text-slate-900">If you contact a therapist</h3>
        <ProseList>
          <li>
            Your name, email address, phone number (optional) and message, along with which therapist you wrote to and
            when. Your message may contain health information. Please share only what the therapist needs to reply, such
            as what you are looking for and how to reach you, and keep detailed history for your first session.
          </li>
        </ProseList>
        <h3 className="pt-2 font-semibold text-slate-900">If you are a therapist</h3>
        <ProseList>
          <li>
            Your account email address, any other address you confirm for your listing, and the single-use sign-in and
            confirmation links we send to them.
          </li>
          <li>
            Your application and profile: name, contact details, credentials, regulatory college licence number, years
            of experience, specialties, therapy approaches, practice location, fees, insurance, availability, bio and
            profile photo, plus any blog posts you write.
          </li>
          <li>Notes our administrators make while reviewing your application, and who reviewed it and when.</li>
          <li>
            For a Featured listing: your subscription status, dates and amounts, and reference numbers from our card
            payment processor. The processor collects your card details directly. We never see or store card numbers.
          </li>
        </ProseList>
        <h3 className="pt-2 font-semibold text-slate-900">Cookies</h3>
        <p>
          We use one first-party session cookie. It keeps therapists and administrators signed in and remembers
          short-lived details such as which page to return to after signing in. It is necessary for the site to work. We
          do not use advertising cookies or third-party cookies.
        </p>
      </ProseSection>

      <ProseSection id="why" title="3. Why we use it">
        <ProseList>
          <li>To run the directory: show profiles, answer searches and deliver your messages to therapists.</li>
          <li>To review applications, including checking licence information against public college registers.</li>
          <li>To sign therapists in, manage their profiles and Featured subscriptions, and publish their articles.</li>
          <li>To understand, in aggregate, what people look for so we can improve the directory.</li>
          <li>To prevent spam, fraud and misuse, and to keep the service secure.</li>
          <li>To answer questions and requests, and to meet our legal and accounting obligations.</li>
        </ProseList>
        <p>
          We do not sell or rent personal information, and we do not use it for advertising. We only use it for a new
          purpose after asking for your consent, unless the law allows otherwise.
        </p>
      </ProseSection>

      <ProseSection id="consent" title="4. Consent">
        <p>
          When you send a message through a therapist&rsquo;s contact form, you consent to us storing it and delivering
          it to that therapist. When a therapist applies, they consent to us reviewing their application and, once
          approved, publishing their profile. Anyone can see the information in a published profile, including the
          licence number, practice location and photo.
        </p>
        <p>
          We may disclose personal information without consent only where the law requires or permits it, for example in
          response to a valid court order, or in an emergency that threatens someone&rsquo;s life, health or security.
          If you are under 13, please ask a parent or guardian to help you contact a therapist.
        </p>
      </ProseSection>

      <ProseSection id="messages" title="5. How contact messages are delivered">
        <p>
          Messages you send through a profile are emailed to the address the therapist has on file with us, and the
          therapist replies to you directly. Email travels over the internet and is not end-to-end encrypted, so avoid
          including anything you would not want in an email. Once delivered, the therapist&rsquo;s copy is governed by
          their own privacy practices and professional obligations, including PHIPA where it applies. Therapists see
          only a count of their inquiries on their dashboard; a small number of our administrators can view inquiry
          records to investigate delivery problems, spam or complaints.
        </p>
      </ProseSection>

      <ProseSection id="retention" title="6. How long we keep it">
        <ProseList>
          <li>Contact messages: deleted {INQUIRY_RETENTION_MONTHS} months after they are sent.</li>
          <li>Sign-in links: deleted after they expire (they expire 15 minutes after being sent).</li>
          <li>
            Links to confirm an address for your listing: deleted a day after they expire unopened (they expire{" "}
            {ADDRESS_PROOF_TTL_DAYS} days after being sent); that you confirmed an address is kept as long as your
            account.
          </li>
          <li>Sessions: end after 30 days of inactivity, or when you sign out.</li>
          <li>
            Analytics events (searches, profile views, contact-form openings and messages sent, without your name or IP
            address): kept one by one for {RAW_EVENT_RETENTION_DAYS} days. After that they are deleted and only daily
            totals remain (for example, how many times a profile was viewed on a given day), which we keep to see how
            the directory is used over time.
          </li>
          <li>
            Rejected applications and their review notes: kept for {REJECTED_APPLICATION_RETENTION_MONTHS} months after
            the decision, then deleted.
          </li>
          <li>
            Administrators&rsquo; records: when an administrator reviews or changes a profile, the copy of the profile
            taken then is kept for {AUDIT_COPY_RETENTION_MONTHS} months, then cleared; the record of who did what, and
            when, stays.
          </li>
          <li>
            Accounts: an account without a profile, an application or a payment that nobody has signed in to for{" "}
            {UNUSED_ACCOUNT_RETENTION_MONTHS} months is deleted.
          </li>
          <li>
            Emails we send (sign-in links, your message to a therapist, receipts): held encrypted in our sending queue
            until sent, and deleted from it an hour after sending.
          </li>
          <li>Approved profiles and blog posts: kept while the listing is active.</li>
          <li>
            Deleted profiles: removed from public view and archived with restricted access, so we can account for who
            was listed and when, and answer questions or disputes about a listing.
          </li>
          <li>
            Payment records: kept for {PAYMENT_RECORD_RETENTION_YEARS} years (six years after the end of the tax year
            they belong to, as Canadian tax law requires), then deleted. The payment provider&rsquo;s messages about a
            payment are deleted {PAYMENT_EVENT_RETENTION_DAYS} days after we process them.
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection id="safeguards" title="7. How we protect it">
        <p>
          We use safeguards suited to the sensitivity of the information: encrypted connections (HTTPS), access limited
          to the people who need it for their work, single-use sign-in links instead of passwords, and access-restricted
          databases and backups. No system is perfectly secure. If a breach creates a real risk of significant harm, we
          will report it to the Office of the Privacy Commissioner of Canada and notify the people affected, as PIPEDA
          requires.
        </p>
      </ProseSection>

      <ProseSection id="service-providers" title="8. Service providers and where data is stored">
        <p>
          Our database and uploaded files are stored in {DATA_REGION}. We rely on a small number of service providers:
          our hosting provider, an email delivery service (for sign-in links and contact messages) and a card payment
          processor. They may use personal information only to provide their service to us and must protect it.
        </p>
        <p>
          Some providers, such as the payment processor or the email service, may process information outside Canada,
          for example in the United States. While it is there, it is subject to the laws of that country and may be
          accessible to its courts and authorities.
        </p>
      </ProseSection>

      <ProseSection id="your-rights" title="9. Access and correction">
        <p>
          You may ask to see the personal information we hold about you, how it has been used and to whom it has been
          disclosed, and ask us to correct anything that is inaccurate. Email{" "}
          <ProseLink href={privacyEmail}>{SITE.emails.privacy}</ProseLink>. We may ask you to confirm your identity
          first. We respond within 30 days, as PIPEDA requires; if we need more time, we will tell you why before that
          deadline. Requests are free. Therapists can also update most of their profile themselves from their dashboard.
        </p>
      </ProseSection>

      <ProseSection id="withdrawing-consent" title="10. Withdrawing consent">
        <p>
          You can withdraw your consent at any time, subject to legal or contractual limits. Therapists can ask us to
          remove their listing or cancel a Featured subscription; visitors can ask us to delete a message they sent. A
          message that has already been delivered is also held by the therapist, so please contact them about their
          copy. We will explain what withdrawing consent means for you, for example that we can no longer list you.
        </p>
      </ProseSection>

      <ProseSection id="complaints" title="11. Questions and complaints">
        <p>
          Please contact us first at <ProseLink href={privacyEmail}>{SITE.emails.privacy}</ProseLink> and we will try to
          resolve your concern. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of
          Canada at <ProseLink href="https://www.priv.gc.ca">priv.gc.ca</ProseLink> or{" "}
          <ProseLink href="tel:18002821376">1-800-282-1376</ProseLink>. Concerns about how a therapist handles your
          health information can go to the therapist, their regulatory college or, in Ontario, the Information and
          Privacy Commissioner of Ontario at <ProseLink href="https://www.ipc.on.ca">ipc.on.ca</ProseLink>.
        </p>
      </ProseSection>

      <ProseSection id="changes" title="12. Changes to this policy">
        <p>
          We may update this policy as the service or the law changes. We will change the &ldquo;Last updated&rdquo;
          date above, and for significant changes we will also email registered therapists before the change takes
          effect. See also our <ProseLink href="/terms-and-conditions">Terms and Conditions</ProseLink>.
        </p>
      </ProseSection>

      <ProseSection id="contact" title="13. Contact us">
        <p>
          Privacy Officer, {SITE.name}
          <br />
          Email: <ProseLink href={privacyEmail}>{SITE.emails.privacy}</ProseLink>
        </p>
      </ProseSection>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = () =>
  proseMeta(
    "Privacy Policy",
    `How ${SITE.name} collects, uses, stores and protects personal information under PIPEDA, and how to access, correct or delete yours.`,
  );
