import { MapPin, Phone } from "lucide-react";
import { Link, isRouteErrorResponse } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/therapist-profile";
import { servicesContext } from "#app/context.server.ts";
import { credentialBadges } from "#app/reference/credentials.ts";
import { SITE } from "#app/site.ts";
import { availabilityLine, fullName, initials } from "#app/therapists/display.ts";
import { findApprovedTherapistBySlug } from "#app/therapists/therapists.server.ts";

// A first, basic profile: the full profile (UUID redirects, tabs, contact dialog) is its own issue.

const Params = z.object({ slug: z.string().trim().min(1).max(200) });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { slug } = Params.parse(params);
  const therapist = await findApprovedTherapistBySlug(db, slug.toLowerCase());
  if (!therapist) throw new Response("Therapist not found", { status: 404 });
  return { therapist };
}

export default function TherapistProfile({ loaderData }: Route.ComponentProps) {
  const { therapist: t } = loaderData;
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
      <aside className="space-y-4">
        {t.profileImageUrl ? (
          <img src={t.profileImageUrl} alt={`Photo of ${fullName(t)}`} className="size-48 rounded-2xl object-cover" />
        ) : (
          <span aria-hidden className="flex size-48 items-center justify-center rounded-2xl bg-brand-100 text-5xl font-semibold text-brand-900">
            {initials(t)}
          </span>
        )}
        <section aria-labelledby="quick-info" className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
          <h2 id="quick-info" className="font-semibold text-slate-900">Quick Info</h2>
          <p className="mt-2 flex gap-2">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {t.address?.trim() ? t.address : [t.city, t.province].filter(Boolean).join(", ")}
          </p>
          {t.phone && (
            <p className="mt-2 flex gap-2">
              <Phone aria-hidden className="size-4 shrink-0" />
              <a href={`tel:${t.phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline">{t.phone}</a>
            </p>
          )}
          {t.availability && <p className="mt-2">{t.availability}</p>}
          {t.rate !== null && <p className="mt-2 font-medium">${t.rate.toFixed(0)}/session</p>}
        </section>
      </aside>
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{fullName(t)}</h1>
        {t.credentials && <p className="mt-1 text-lg text-slate-700">{t.credentials}</p>}
        <ul className="mt-3 flex flex-wrap gap-2">
          {credentialBadges(t.credentials).map((badge) => (
            <li key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-sm text-brand-900">{badge}</li>
          ))}
        </ul>
        {t.rating > 0 && (
          <p className="mt-3 text-slate-700">
            {t.rating.toFixed(1)} ({t.reviewCount} reviews)
          </p>
        )}
        <p className="mt-3 font-medium text-brand-800">{availabilityLine(t)}</p>
        <h2 className="mt-6 font-semibold text-slate-900">Specialties</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {t.specialties.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">{s}</li>
          ))}
        </ul>
        <h2 className="mt-6 font-semibold text-slate-900">Therapy Approaches</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {t.therapyTypes.map((s) => (
            <li key={s} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700">{s}</li>
          ))}
        </ul>
        {t.bio && (
          <section className="mt-6">
            <h2 className="font-semibold text-slate-900">About Me</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{t.bio}</p>
          </section>
        )}
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Therapist Not Found | ${SITE.name}` }];
  const t = loaderData.therapist;
  const name = [t.firstName, t.lastName, t.credentials, t.city].filter(Boolean).join(", ");
  return [
    { title: `${name} Therapist | ${SITE.name}` },
    { name: "description", content: `${fullName(t)} offers therapy for ${t.specialties.slice(0, 3).join(", ")}.` },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 400);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? "Therapist Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-700">
        {notFound ? "The therapist profile you're looking for doesn't exist." : "Please try again in a moment."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        Back to Directory
      </Link>
    </section>
  );
}
