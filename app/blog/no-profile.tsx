import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";

/** Shown to a signed-in person who has no approved therapist profile yet. */
export function NeedsProfile() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">An Approved Profile Is Needed</h1>
      <p className="mt-4 text-slate-700">
        Writing articles needs an approved therapist profile. Apply to be listed, and you can write once your profile is
        approved.
      </p>
      <Link to="/therapist/signup" className={buttonClass("primary", "md", "mt-8")}>
        Apply as a Therapist
      </Link>
    </section>
  );
}
