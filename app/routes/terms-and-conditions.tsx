import { ProseLink, ProseList, ProsePage, ProseSection, proseMeta } from "#app/components/prose-page.tsx";
import { SITE } from "#app/site.ts";
import type { Route } from "./+types/terms-and-conditions";

const supportEmail = `mailto:${SITE.emails.support}`;

export default function TermsAndConditions() {
  return (
    <ProsePage
      title="Terms and Conditions"
      updated="2026-11-22"
      intro={
        <p>
          These terms apply to everyone who uses {SITE.name}: people looking for a therapist, therapists who list with
          us, and anyone who reads our blog. By using the site you agree to them. If you do not agree, please do not use
          the site.
        </p>
      }
    >
      <ProseSection id="directory-only" title="1. A directory, not a health-care provider">
        <p>
          {SITE.name} is a directory that helps you find and contact licensed mental-health professionals. We do not
          provide medical or psychological advice, diagnosis or treatment, and nothing on the site replaces care from a
          qualified professional. Using the site or sending a message through it does not create a therapist-client
          relationship with us. Any professional relationship you start is between you and the therapist you choose.
        </p>
      </ProseSection>

      <section
        aria-labelledby="crisis"
        className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5"
      >
        <h2 id="crisis" className="text-xl font-semibold">
          2. If you are in crisis
        </h2>
        <p className="mt-2">
          This site is not for emergencies. If you are thinking about suicide, call or text{" "}
          <a href="tel:988" className="font-semibold underline underline-offset-2">
            988
          </a>
          . If you or someone else is in immediate danger, call{" "}
          <a href="tel:911" className="font-semibold underline underline-offset-2">
            911
          </a>{" "}
          or go to your nearest emergency department. Messages sent through the directory are not monitored for
          emergencies.
        </p>
      </section>

      <ProseSection id="therapists" title="3. Therapists are independent professionals">
        <p>
          Every therapist listed is an independent professional, not our employee or agent. Each one is solely
          responsible for their own practice, including the services they provide, their fees, their records and their
          compliance with the rules of their regulatory college, and for keeping their registration current.
        </p>
        <p>
          Before a profile is published, we check the licence information the therapist gives us against the public
          register of their regulatory college. That check reflects the information available at the time of the
          application. We do not guarantee a therapist&rsquo;s ongoing registration status, qualifications, competence
          or suitability for you. We encourage you to confirm a therapist&rsquo;s registration on their college&rsquo;s
          public register before you book.
        </p>
      </ProseSection>

      <ProseSection id="listing-rules" title="4. Rules for therapists who list">
        <ProseList>
          <li>
            You must hold a current registration with a Canadian regulatory college (for example the College of
            Registered Psychotherapists of Ontario, the College of Psychologists and Behaviour Analysts of Ontario, or
            the Ontario College of Social Workers and Social Service Workers) that permits the services you list.
          </li>
          <li>
            Everything in your application and profile must be accurate, current and your own, including your
            credentials, licence number, location, fees, insurance and availability. Update your profile when something
            changes.
          </li>
          <li>
            Tell us within 7 days if your registration is suspended, restricted, revoked or lapses. We may pause or
            remove your listing until it is resolved.
          </li>
          <li>
            Follow your college&rsquo;s standards on advertising and confidentiality. Never include information that
            could identify a client in your profile or articles.
          </li>
          <li>
            Respond to inquiries professionally. Messages from the public may contain personal health information, and
            you are responsible for handling them as the law and your college require.
          </li>
          <li>
            You are responsible for activity under your account. Keep your email account secure, since sign-in links are
            sent there.
          </li>
        </ProseList>
        <p>
          We may decline an application, or edit, suspend or remove a listing or article, if it breaks these terms, is
          inaccurate, or could mislead or harm the public. Listing is free.
        </p>
      </ProseSection>

      <ProseSection id="featured" title="5. Featured listings">
        <ProseList>
          <li>
            A Featured listing costs $9.99 CAD per month. Applicable taxes, if any, are shown at checkout. Your profile
            must be approved before you can upgrade.
          </li>
          <li>
            It is a recurring subscription that renews automatically every 30 days and is charged to your payment card
            until you cancel.
          </li>
          <li>
            You can cancel at any time from your dashboard or by emailing us. Your listing stays Featured until the end
            of the period you already paid for and then returns to a free listing. We do not give refunds for partial
            periods, except where the law requires it.
          </li>
          <li>If a renewal payment fails, your listing returns to a free listing and stays in the directory.</li>
          <li>
            Featured placement is paid advertising. Featured profiles are labelled &ldquo;Featured&rdquo; and shown more
            prominently. It is not a recommendation, a ranking of quality, or an endorsement by us.
          </li>
          <li>We will give subscribers at least 30 days&rsquo; notice by email before changing the price.</li>
        </ProseList>
      </ProseSection>

      <ProseSection id="blog" title="6. Blog articles">
        <p>
          Articles are written by the therapists who publish them and reflect their own views. They offer general
          information only and are not advice for your situation. Authors are responsible for the accuracy of their
          articles and confirm they have the right to publish what they submit.
        </p>
      </ProseSection>

      <ProseSection id="acceptable-use" title="7. Acceptable use">
        <p>When using the site, you agree not to:</p>
        <ProseList>
          <li>
            use contact forms for anything other than a genuine inquiry to that therapist, including spam, sales
            pitches, recruiting or harassment;
          </li>
          <li>
            scrape, copy in bulk or compile therapist information, or access the site with bots or automated tools,
            other than search engines that follow our robots.txt rules;
          </li>
          <li>impersonate anyone, or submit false or misleading information;</li>
          <li>try to get around security, overload the service, or access accounts or data that are not yours.</li>
        </ProseList>
        <p>We may limit, block or suspend access for anyone who does.</p>
      </ProseSection>

      <ProseSection id="intellectual-property" title="8. Intellectual property">
        <p>
          The site&rsquo;s design, text, logos and software belong to {SITE.name} or its licensors. Therapists keep
          ownership of the profiles, photos and articles they submit and give us a non-exclusive, royalty-free licence
          to display, format and promote that content on the directory while it is listed. You confirm you have the
          rights to anything you submit. You may link to any public page, and listed therapists may use the badge we
          provide to link to their profile.
        </p>
      </ProseSection>

      <ProseSection id="liability" title="9. Disclaimer and limitation of liability">
        <p>
          The site is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work to keep it accurate and
          online, but we do not promise it will be error-free or uninterrupted, and we are not responsible for the
          services, advice or conduct of any therapist.
        </p>
        <p>
          To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential
          damages, or for loss arising from your dealings with a therapist. Our total liability for any claim about the
          site is limited to the greater of the amount you paid us in the 12 months before the claim and $100 CAD.
          Nothing in these terms limits rights that cannot be limited under consumer protection law.
        </p>
      </ProseSection>

      <ProseSection id="governing-law" title="10. Governing law">
        <p>
          These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply
          there. Disputes will be heard by the courts of Ontario, unless the law gives you the right to bring a claim
          elsewhere.
        </p>
      </ProseSection>

      <ProseSection id="changes" title="11. Changes to these terms">
        <p>
          We may update these terms from time to time. We will change the &ldquo;Last updated&rdquo; date above, and for
          significant changes we will email registered therapists in advance. Continuing to use the site after a change
          means you accept the updated terms. Our <ProseLink href="/privacy-policy">Privacy Policy</ProseLink> explains
          how we handle personal information.
        </p>
      </ProseSection>

      <ProseSection id="contact" title="12. Contact us">
        <p>
          Questions about these terms? Email <ProseLink href={supportEmail}>{SITE.emails.support}</ProseLink> or visit
          our <ProseLink href="/contact">Contact Us</ProseLink> page.
        </p>
      </ProseSection>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = () =>
  proseMeta(
    "Terms and Conditions",
    `The terms for using ${SITE.name}: a directory of independently licensed therapists, listing rules, Featured listings, acceptable use and liability.`,
  );
