import { Clock, Mail, Phone } from "lucide";
import { Icon } from "#app/components/icon.tsx";
import { ProseLink, ProsePage, ProseSection, proseMeta } from "#app/components/prose-page.tsx";
import { CRISIS_LINES, SITE } from "#app/site.ts";
import type { Route } from "./+types/contact";

const CONTACTS = [
  {
    id: "contact-therapists",
    title: "For therapists",
    description: "Questions about joining the directory, your application, your listing or a Featured subscription.",
    email: SITE.emails.therapists,
  },
  {
    id: "contact-support",
    title: "Support",
    description: "Help using the directory, reporting a problem with the site, or flagging a listing that looks wrong.",
    email: SITE.emails.support,
  },
  {
    id: "contact-partnerships",
    title: "Partnerships",
    description: "Clinics, schools, employers, associations and media interested in working with us.",
    email: SITE.emails.partnerships,
  },
] as const;

export default function Contact() {
  return (
    <ProsePage
      title="Contact Us"
      intro={
        <p>
          Have a question about {SITE.name}? Email the team that can help, and we&rsquo;ll get back to you. If you need
          help right now, please use the crisis lines below.
        </p>
      }
    >
      <section
        aria-labelledby="crisis-heading"
        className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-6"
      >
        <h2 id="crisis-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Icon icon={Phone} className="size-5" />
          In crisis? Get help now
        </h2>
        <p className="mt-2">We are not a crisis service. If you need to talk to someone now, call:</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {CRISIS_LINES.map((line) => (
            <li key={line.number}>
              <a
                href={line.href}
                className="flex h-full flex-col rounded-md border border-red-300 bg-white px-4 py-3 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
              >
                <span className="text-2xl font-bold tracking-tight text-red-900 underline underline-offset-4">
                  {line.number}
                </span>{" "}
                <span className="text-sm font-medium text-red-950">{line.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 font-semibold">
          If you are in immediate danger, call{" "}
          <a href="tel:911" className="underline underline-offset-2">
            911
          </a>{" "}
          or go to your nearest emergency department.
        </p>
      </section>

      <ProseSection id="email-us" title="Email us">
        <ul className="space-y-4">
          {CONTACTS.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 id={contact.id} className="font-semibold text-slate-900">
                {contact.title}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{contact.description}</p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-2 inline-flex items-start gap-2 text-sm font-medium text-teal-800 underline underline-offset-2 wrap-anywhere hover:text-teal-950 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
              >
                <Icon icon={Mail} className="mt-0.5 size-4" />
                <span>{contact.email}</span>
              </a>
            </li>
          ))}
        </ul>
      </ProseSection>

      <ProseSection id="response-times" title="When to expect a reply">
        <p className="flex items-start gap-2">
          <Icon icon={Clock} className="mt-1 size-5 text-slate-600" />
          <span>
            We reply within 1-2 business days. Urgent profile issues, such as incorrect contact details or information
            that should not be public, are handled within 24 hours.
          </span>
        </p>
      </ProseSection>

      <ProseSection id="before-you-write" title="Before you write">
        <p>
          We are a directory, not a clinic, so we cannot give clinical advice or recommend treatment by email. To reach
          a therapist, use the contact form on their profile: your message goes straight to them. You can{" "}
          <ProseLink href="/">search the directory</ProseLink> to find a therapist who fits your needs.
        </p>
        <p>
          For questions about your personal information, email{" "}
          <ProseLink href={`mailto:${SITE.emails.privacy}`}>{SITE.emails.privacy}</ProseLink> or read our{" "}
          <ProseLink href="/privacy-policy">Privacy Policy</ProseLink>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = () =>
  proseMeta(
    "Contact Us",
    `Contact ${SITE.name} by email for listing questions, support or partnerships. In crisis, call or text 988 or call 911 in an emergency.`,
  );
