import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/home";
import { servicesContext } from "#app/context.server.ts";
import { SITE } from "#app/site.ts";
import { TherapistCard } from "#app/therapists/therapist-card.tsx";
import { listApprovedTherapists } from "#app/therapists/therapists.server.ts";

const PAGE_SIZE = 24;

// SPEC §5: page is parsed as an integer, default 1; anything else falls back to 1.
const Query = z.object({ page: z.coerce.number().int().min(1).catch(1) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { page } = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { therapists, total } = await listApprovedTherapists(db, { page, pageSize: PAGE_SIZE });
  return { therapists, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), now: Date.now() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { therapists, total, page, pageCount, now } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Find a licensed therapist in Ontario
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Search verified psychotherapists, social workers and psychologists by city, specialty and approach.
          </p>
          <dl className="mx-auto mt-8 flex max-w-xl flex-wrap justify-center gap-8">
            <Stat label="Therapists" value={total >= 20 ? `${total}+` : "Growing"} />
            <Stat label="Cities" value="12+" />
            <Stat label="Specialties" value="32+" />
          </dl>
          <p className="mt-6 inline-flex items-center gap-2 text-sm text-slate-700">
            <ShieldCheck aria-hidden className="size-4 text-brand-700" />
            All therapists licensed and verified · Free to list
          </p>
        </div>
      </section>
      <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="results-heading" className="text-2xl font-semibold text-slate-900">
          Therapists
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {total >= 20
            ? `Showing ${therapists.length} of ${total}+ therapists`
            : `Showing ${therapists.length} verified therapists`}
        </p>
        {therapists.length === 0 ? (
          <p className="mt-8 text-slate-700">No therapists found</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {therapists.map((therapist) => (
              <li key={therapist.id}>
                <TherapistCard therapist={therapist} now={now} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-4">
            {page > 1 && (
              <Link to={`/?page=${page - 1}`} rel="prev" className="rounded-md border border-slate-300 px-4 py-2 text-sm">
                Previous
              </Link>
            )}
            <span className="text-sm text-slate-700">
              Page {page} of {pageCount}
            </span>
            {page < pageCount && (
              <Link to={`/?page=${page + 1}`} rel="next" className="rounded-md border border-slate-300 px-4 py-2 text-sm">
                Next
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-3xl font-bold text-brand-800">{value}</dd>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `${SITE.name} | Find a Licensed Therapist in Ontario` },
  { name: "description", content: SITE.description },
];
