import { Link } from "react-router";

/** Shown to a signed-in person who has no approved therapist profile yet. */
export function NeedsProfile() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">An Approved Profile Is Needed</h1>
      <p className="mt-4 text-slate-700">Writing articles needs an approved therapist profile. Apply to be listed, and you can write once your profile is approved.</p>
      <Link to="/therapist/signup" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        Apply as a Therapist
      </Link>
    </section>
  );
}
