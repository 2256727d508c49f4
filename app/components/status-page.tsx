import { Link } from "react-router";

/** The screen for an unknown route (404) and for errors nobody planned for (no details shown). */
export function StatusPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? "The page you're looking for doesn't exist. It may have moved, or it has not been added to the site yet."
          : "We couldn't load this page. Please try again in a moment."}
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Back to Directory
      </Link>
    </section>
  );
}
