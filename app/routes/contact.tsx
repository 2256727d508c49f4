import { Icon } from "#app/components/icon.tsx";
import { ProseLink, ProsePage, ProseSection, proseMeta } from "#app/components/prose-page.tsx";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { inPageWords, pageLanguage, pageTranslator, withPageWords } from "#app/i18n/page-words-route.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { CRISIS_LINES, SITE } from "#app/site.ts";
import type { Route } from "./+types/contact";
import { absolute } from "#app/seo/structured-data.ts";

// GET /contact and /fr/nous-joindre: whom to write to, and the crisis lines first. The words come as a script of
// their own (page-words.ts), not in the page's data.
export const loader = ({ request }: Route.LoaderArgs) => pageLanguage(request);

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageWords(args);

const CONTACTS = [
  { id: "contact-therapists", key: "therapists", email: SITE.emails.therapists },
  { id: "contact-support", key: "support", email: SITE.emails.support },
  { id: "contact-partnerships", key: "partnerships", email: SITE.emails.partnerships },
] as const;

export default inPageWords(Contact);

function Contact() {
  const t = useT();
  const language = useLanguage();
  return (
    <ProsePage title={t("contact.title")} intro={<p>{t("contact.intro", { site: t("site.name") })}</p>}>
      <section
        aria-labelledby="crisis-heading"
        className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-6"
      >
        <h2 id="crisis-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Icon name="phone" className="size-5" />
          {t("contact.crisis.heading")}
        </h2>
        <p className="mt-2">{t("contact.crisis.lead")}</p>
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
                <span className="text-sm font-medium text-red-950">{t(line.label)}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 font-semibold">
          <T
            id="contact.crisis.danger"
            components={{ call: <a href="tel:911" className="underline underline-offset-2" /> }}
          />
        </p>
      </section>

      <ProseSection id="email-us" title={t("contact.email.heading")}>
        <ul className="space-y-4">
          {CONTACTS.map((contact) => (
            <li key={contact.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h3 id={contact.id} className="font-semibold text-slate-900">
                {t(`contact.${contact.key}.title`)}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{t(`contact.${contact.key}.text`)}</p>
              <a
                href={`mailto:${contact.email}`}
                className="mt-2 inline-flex items-start gap-2 text-sm font-medium text-teal-800 underline underline-offset-2 wrap-anywhere hover:text-teal-950 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
              >
                <Icon name="mail" className="mt-0.5 size-4" />
                <span>{contact.email}</span>
              </a>
            </li>
          ))}
        </ul>
      </ProseSection>

      <ProseSection id="response-times" title={t("contact.reply.heading")}>
        <p className="flex items-start gap-2">
          <Icon name="clock" className="mt-1 size-5 text-slate-600" />
          <span>{t("contact.reply.text")}</span>
        </p>
      </ProseSection>

      <ProseSection id="before-you-write" title={t("contact.before.heading")}>
        <p>
          <T id="contact.before.directory" components={{ search: <ProseLink href={localPath(language, "/")} /> }} />
        </p>
        <p>
          <T
            id="contact.before.privacy"
            values={{ email: SITE.emails.privacy }}
            components={{
              email: <ProseLink href={`mailto:${SITE.emails.privacy}`} />,
              privacy: <ProseLink href={localPath(language, "/privacy-policy")} />,
            }}
          />
        </p>
      </ProseSection>
    </ProsePage>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = pageTranslator(location.pathname);
  const site = t("site.name");
  const url = absolute(matches[0]?.loaderData?.config.appUrl ?? "", location.pathname);
  return proseMeta(t("contact.title"), t("contact.description", { site }), site, url);
};
