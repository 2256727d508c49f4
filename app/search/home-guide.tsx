import { ArrowRight, Stethoscope } from "lucide";
import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { HOME_FAQ, HOW_TO_BOOK_STEPS } from "./home-content.ts";

// The middle and end of the home page (SPEC §2): How to Book a Therapist, Are You a Therapist, closing call to action.

export function HowToBook() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="how-heading" className="text-2xl font-semibold text-slate-900">
        How to Book a Therapist
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_TO_BOOK_STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl bg-slate-50 p-5">
            <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">Common questions</h3>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {HOME_FAQ.map((faq) => (
          <details key={faq.question} className="group px-4 py-3">
            <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
            <p className="mt-2 text-sm text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function TherapistCta() {
  return (
    <section aria-labelledby="therapist-cta-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex gap-4">
          <Icon icon={Stethoscope} className="size-8 text-brand-700" />
          <div>
            <h2 id="therapist-cta-heading" className="text-xl font-semibold text-slate-900">
              Are You a Therapist?
            </h2>
            <p className="mt-1 text-slate-700">
              List your practice for free and reach people across Ontario looking for your kind of support.
            </p>
          </div>
        </div>
        <Link
          to="/therapist/signup"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          List your practice
          <Icon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section aria-labelledby="join-heading" className="bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 id="join-heading" className="text-2xl font-semibold text-white">
          Join Ontario's directory of licensed therapists
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-brand-50">
          Create a free listing in minutes. Featured placement is available for $9.99 a month.
        </p>
        <Link
          to="/therapist/signup"
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Join as Therapist
          <Icon icon={ArrowRight} className="size-4" />
        </Link>
      </div>
    </section>
  );
}
