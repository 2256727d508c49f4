import { memo } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { FEATURED_PRICE_CENTS } from "#app/featured/plan.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { formatCurrency } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { homeFaqs, HOW_TO_BOOK_STEPS } from "./home-content.ts";

// The middle and end of the home page: How to Book a Therapist, Are You a Therapist, closing call to action.
// Styled by their classes in app/styles/site.css (section, tiles, steps, faq, cta, join), not by utilities on every element.

export const HowToBook = memo(function HowToBook() {
  const t = useT();
  const faqs = homeFaqs(useLanguage(), t);
  return (
    <section aria-labelledby="how-heading" className="section">
      <h2 id="how-heading">{t("home.how")}</h2>
      <ol className="tiles steps">
        {HOW_TO_BOOK_STEPS.map((n) => (
          <li key={n}>
            <span aria-hidden>{n}</span>
            <h3>
              <span className="sr-only">{t("home.step", { n })}</span>
              {t(`home.step.${n}`)}
            </h3>
            <p>{t(`home.step.${n}.text`)}</p>
          </li>
        ))}
      </ol>
      <h3>{t("home.faq")}</h3>
      <div className="faq">
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
});

export const TherapistCta = memo(function TherapistCta() {
  const t = useT();
  return (
    <section aria-labelledby="therapist-cta-heading" className="section">
      <div className="cta">
        <div>
          <Icon name="stethoscope" className="size-8 text-brand-700" />
          <div>
            <h2 id="therapist-cta-heading">{t("home.cta")}</h2>
            <p>{t("home.cta.text")}</p>
          </div>
        </div>
        <SignupLink>{t("home.cta.link")}</SignupLink>
      </div>
    </section>
  );
});

export const ClosingCta = memo(function ClosingCta() {
  const t = useT();
  const price = formatCurrency(useLanguage(), FEATURED_PRICE_CENTS / 100);
  return (
    <section aria-labelledby="join-heading" className="join">
      <div>
        <h2 id="join-heading">{t("home.join")}</h2>
        <p>{t("home.join.text", { price })}</p>
        <SignupLink>{t("home.join.link")}</SignupLink>
      </div>
    </section>
  );
});

/** The call to list a practice: the sign-up page, with an arrow. */
function SignupLink({ children }: { children: string }) {
  return (
    <Link to={localPath(useLanguage(), "/therapist/signup")}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}
