import { useEffect } from "react";
import { Deferred } from "#app/components/deferred.tsx";
import { KeptElement } from "#app/components/kept-markup.tsx";
import type { CardView } from "#app/therapists/card-view.ts";
import { therapistCards } from "./card-module.ts";

// The grid of result cards shared by the directory, city and issue pages. While newer results load, the current
// ones stay in place, dimmed, so nothing jumps; placeholders appear only when there is nothing to show yet.

const gridClass = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

/** `therapists` null: the page hydrates over the cards the server rendered (kept-markup.tsx). */
export function TherapistGrid({
  therapists,
  busy = false,
}: {
  therapists: readonly CardView[] | null;
  busy?: boolean;
}) {
  useEffect(() => {
    therapistCards.load().catch(() => {});
  }, []);
  return (
    <KeptElement
      as="ul"
      name="cards"
      kept={therapists === null}
      aria-busy={busy}
      className={`${gridClass} transition-opacity duration-200 ${busy ? "opacity-50" : "opacity-100"}`}
    >
      {therapists && (
        <Deferred module={therapistCards}>
          {({ TherapistCard }) =>
            therapists.map((therapist) => (
              <li key={therapist.slug}>
                <TherapistCard therapist={therapist} />
              </li>
            ))
          }
        </Deferred>
      )}
    </KeptElement>
  );
}

/** Six placeholder cards while loading. */
export function PlaceholderCards() {
  return (
    <ul aria-hidden className={gridClass} data-testid="placeholder-cards">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex gap-4">
            <div className="size-14 rounded-full bg-slate-200" />
            <div className="flex-1 space-y-2 pt-1">
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
            </div>
          </div>
          <div className="mt-6 space-y-2">
            <div className="h-3 rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
