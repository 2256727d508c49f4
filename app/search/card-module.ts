import { deferredModule } from "#app/components/deferred.tsx";

/** The directory card's module: a page hydrates over the served cards without it, and fetches it once hydrated
 *  for the next navigation, whose client loader waits for it (components/deferred.tsx). */
export const therapistCards = deferredModule(() => import("#app/therapists/therapist-card.tsx"));
