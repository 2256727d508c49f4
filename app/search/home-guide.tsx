import { ArrowRight, Stethoscope } from "lucide";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { HOME_FAQ, HOW_TO_BOOK_STEPS } from "./home-content.ts";

// The middle and end of the home page: How to Book a Therapist, Are You a Therapist, closing call to action.
// Styled by their classes in app/styles/site.css (section, tiles, steps, faq, cta, join), not by utilities on every element.

export function HowToBook() {
  return (
    <section aria-labelledby="how-heading" className="section">
      <h2 id="how-heading">How to Book a Therapist</h2>
      <ol className="tiles steps">
        {HOW_TO_BOOK_STEPS.map((step, i) => (
          <li key={step.title}>
            <span aria-hidden>{i + 1}</span>
            <h3>
              <span className="sr-only">{`Step ${i + 1}: `}</span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <h3>Common questions</h3>
      <div className="faq">
        {HOME_FAQ.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function TherapistCta() {
  return (
    <section aria-labelledby="therapist-cta-heading" className="section">
      <div className="cta">
        <div>
          <Icon icon={Stethoscope} className="size-8 text-brand-700" />
          <div>
            <h2 id="therapist-cta-heading">Are You a Therapist?</h2>
            <p>List your practice for free and reach people across Ontario looking for your kind of support.</p>
          </div>
        </div>
        <SignupLink>List your practice</SignupLink>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section aria-labelledby="join-heading" className="join">
      <div>
        <h2 id="join-heading">Join Ontario's directory of licensed therapists</h2>
        <p>Create a free listing in minutes. Featured placement is available for $9.99 a month.</p>
        <SignupLink>Join as Therapist</SignupLink>
      </div>
    </section>
  );
}

/** The call to list a practice: the sign-up page, with an arrow. */
function SignupLink({ children }: { children: string }) {
  return (
    <Link to="/therapist/signup">
      {children}
      <Icon icon={ArrowRight} className="size-4" />
    </Link>
  );
}
