import type { AvailabilityRefused } from "./availability-card.tsx";

/** A dashboard button's answer: a toast's title and text; a refused availability update brings its form back too. */
export type DashboardAnswer = { ok: boolean; title: string; description: string; availability?: AvailabilityRefused };
