// "Near (postal code)": what a visitor types reduced to the postal code's first three characters (its forward
// sortation area, FSA), the radii offered, and the distance between two points. Safe in the browser: the full postal
// code is reduced here, before any URL or request is made, and the list of areas' points stays on the server.

/** What the URL, the API and the page carry: at most the first three letters and digits typed, upper case. */
export function nearParam(typed: string | null | undefined): string | undefined {
  const fsa = (typed ?? "")
    .replace(/[^0-9a-z]/gi, "")
    .slice(0, 3)
    .toUpperCase();
  return fsa || undefined;
}

/** Whether a value is shaped as a Canadian FSA: letter, digit, letter ("M5V"). Whether it is known is the server's. */
export const isFsaShaped = (value: string) => /^[A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z]$/.test(value);

/** The radii the filter offers, in kilometres. */
export const RADII_KM = [5, 10, 25, 50] as const;
export type RadiusKm = (typeof RADII_KM)[number];

export function parseRadiusKm(value: string | null | undefined): RadiusKm | undefined {
  return RADII_KM.find((radius) => String(radius) === value);
}

export type Point = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (haversine): NaN when a point is unknown (NaN). */
export function distanceKm(from: Point, to: Point): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point on the unit sphere (x, y, z): the squared straight-line distance between two of them grows with their
 *  great-circle distance, so it orders by distance with no trigonometry per comparison (NaN for an unknown point). */
export function unitVector({ lat, lng }: Point): [number, number, number] {
  const phi = toRadians(lat);
  const lambda = toRadians(lng);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/** A distance as the API gives it: kilometres to one decimal. */
export const roundedKm = (km: number) => Math.round(km * 10) / 10;

/** A distance as a card says it ("about 4 km"): whole kilometres, at least 1 (the points are approximate). */
export const aboutKm = (km: number) => Math.max(1, Math.round(km));

/** The order a search takes by default: nearest first when a postal area is given, else the recommended order. */
export const defaultSortOf = (p: { near?: string }) => (p.near ? "nearest" : "recommended");
