import { findCity } from "#app/reference/cities.ts";
import type { SearchParams } from "#app/search/api-params.server.ts";
import { readFsaCsv } from "../../scripts/fsa-points.ts";
import type { Therapist } from "./search-model.ts";

// The search oracle's brute force for "near": postal areas' points read from the source CSV, the great-circle
// distance written out, and a listing's office as the rules say (its city's point; none when it has no in-person
// sessions), never through the index's code.

const POINTS = new Map(readFsaCsv().map(([fsa, lat, lng]) => [fsa, { lat, lng }]));
type Point = { lat: number; lng: number };

/** The postal area's point from the CSV (a search names only known areas: the API refuses the others). */
export const fsaPointOf = (fsa: string): Point => POINTS.get(fsa)!;

/** The great-circle distance in km, written out. */
export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The office's distance from a point: Infinity without an office (online only) or a city point. */
export function officeKm(r: Pick<Therapist, "city" | "inPersonSessions">, from: Point): number {
  const city = findCity(r.city, "ON");
  return r.inPersonSessions && city ? haversineKm(from, city) : Infinity;
}

/** Where Nearest measures from: the postal area, else the chosen city (undefined: relevance). */
export function nearestOrigin(p: SearchParams): Point | undefined {
  if (p.near) return fsaPointOf(p.near);
  return p.city ? findCity(p.city) : undefined;
}

/** The radius condition: an office at most radiusKm from the postal area's point. */
export const withinRadius = (p: SearchParams) => (r: Therapist) => officeKm(r, fsaPointOf(p.near!)) <= p.radiusKm!;

/** A card's expected distance: km to one decimal from the postal area, null without an office; none without near. */
export function expectedDistance(p: SearchParams, r: Therapist): number | null | undefined {
  if (!p.near) return undefined;
  const km = officeKm(r, fsaPointOf(p.near));
  return km === Infinity ? null : Math.round(km * 10) / 10;
}
