/** Canadian cities and towns with coordinates (WGS84, 4 decimals). */
import { citySlug, cityNameFromSlug, isNamedCity } from "./city-pages.ts";
import type { ProvinceCode } from "./provinces.ts";

export type City = { name: string; province: ProvinceCode; lat: number; lng: number };

export const CITIES: readonly City[] = [
  // Ontario
  { name: "Toronto", province: "ON", lat: 43.6532, lng: -79.3832 },
  { name: "Ottawa", province: "ON", lat: 45.4215, lng: -75.6972 },
  { name: "Mississauga", province: "ON", lat: 43.589, lng: -79.6441 },
  { name: "Brampton", province: "ON", lat: 43.7315, lng: -79.7624 },
  { name: "Hamilton", province: "ON", lat: 43.2557, lng: -79.8711 },
  { name: "London", province: "ON", lat: 42.9849, lng: -81.2453 },
  { name: "Markham", province: "ON", lat: 43.8561, lng: -79.337 },
  { name: "Vaughan", province: "ON", lat: 43.8372, lng: -79.5083 },
  { name: "Kitchener", province: "ON", lat: 43.4516, lng: -80.4925 },
  { name: "Windsor", province: "ON", lat: 42.3149, lng: -83.0364 },
  { name: "Richmond Hill", province: "ON", lat: 43.8828, lng: -79.4403 },
  { name: "Oakville", province: "ON", lat: 43.4675, lng: -79.6877 },
  { name: "Burlington", province: "ON", lat: 43.3255, lng: -79.799 },
  { name: "Oshawa", province: "ON", lat: 43.8971, lng: -78.8658 },
  { name: "Barrie", province: "ON", lat: 44.3894, lng: -79.6903 },
  { name: "St. Catharines", province: "ON", lat: 43.1594, lng: -79.2469 },
  { name: "Cambridge", province: "ON", lat: 43.3616, lng: -80.3144 },
  { name: "Kingston", province: "ON", lat: 44.2312, lng: -76.486 },
  { name: "Guelph", province: "ON", lat: 43.5448, lng: -80.2482 },
  { name: "Waterloo", province: "ON", lat: 43.4643, lng: -80.5204 },
  { name: "Whitby", province: "ON", lat: 43.8975, lng: -78.9429 },
  { name: "Ajax", province: "ON", lat: 43.8509, lng: -79.0204 },
  { name: "Pickering", province: "ON", lat: 43.8384, lng: -79.0868 },
  { name: "Milton", province: "ON", lat: 43.5183, lng: -79.8774 },
  { name: "Newmarket", province: "ON", lat: 44.0592, lng: -79.4613 },
  { name: "Aurora", province: "ON", lat: 44.0065, lng: -79.4504 },
  { name: "Whitchurch-Stouffville", province: "ON", lat: 43.9707, lng: -79.2442 },
  { name: "Bowmanville", province: "ON", lat: 43.9126, lng: -78.688 },
  { name: "Thunder Bay", province: "ON", lat: 48.3809, lng: -89.2477 },
  { name: "Sudbury", province: "ON", lat: 46.4917, lng: -80.993 },
  { name: "Sault Ste. Marie", province: "ON", lat: 46.5219, lng: -84.3461 },
  { name: "North Bay", province: "ON", lat: 46.3091, lng: -79.4608 },
  { name: "Timmins", province: "ON", lat: 48.4758, lng: -81.3305 },
  { name: "Kenora", province: "ON", lat: 49.767, lng: -94.4894 },
  { name: "Niagara Falls", province: "ON", lat: 43.0896, lng: -79.0849 },
  { name: "Welland", province: "ON", lat: 42.9922, lng: -79.2483 },
  { name: "Niagara-on-the-Lake", province: "ON", lat: 43.255, lng: -79.0773 },
  { name: "Fort Erie", province: "ON", lat: 42.9018, lng: -78.9722 },
  { name: "Grimsby", province: "ON", lat: 43.2001, lng: -79.5613 },
  { name: "Brantford", province: "ON", lat: 43.1394, lng: -80.2644 },
  { name: "Woodstock", province: "ON", lat: 43.1315, lng: -80.7467 },
  { name: "Stratford", province: "ON", lat: 43.37, lng: -80.9822 },
  { name: "St. Thomas", province: "ON", lat: 42.7788, lng: -81.1927 },
  { name: "Tillsonburg", province: "ON", lat: 42.8626, lng: -80.7284 },
  { name: "Simcoe", province: "ON", lat: 42.8377, lng: -80.3036 },
  { name: "Sarnia", province: "ON", lat: 42.9745, lng: -82.4066 },
  { name: "Chatham", province: "ON", lat: 42.4048, lng: -82.191 },
  { name: "Leamington", province: "ON", lat: 42.0531, lng: -82.5998 },
  { name: "Goderich", province: "ON", lat: 43.7431, lng: -81.7133 },
  { name: "Owen Sound", province: "ON", lat: 44.569, lng: -80.9406 },
  { name: "Orangeville", province: "ON", lat: 43.92, lng: -80.0943 },
  { name: "Collingwood", province: "ON", lat: 44.5008, lng: -80.2169 },
  { name: "Wasaga Beach", province: "ON", lat: 44.5207, lng: -80.0163 },
  { name: "Orillia", province: "ON", lat: 44.6082, lng: -79.4197 },
  { name: "Midland", province: "ON", lat: 44.75, lng: -79.8833 },
  { name: "Huntsville", province: "ON", lat: 45.3268, lng: -79.2165 },
  { name: "Bracebridge", province: "ON", lat: 45.0411, lng: -79.31 },
  { name: "Peterborough", province: "ON", lat: 44.3091, lng: -78.3197 },
  { name: "Lindsay", province: "ON", lat: 44.356, lng: -78.7388 },
  { name: "Cobourg", province: "ON", lat: 43.9593, lng: -78.1677 },
  { name: "Belleville", province: "ON", lat: 44.1628, lng: -77.3832 },
  { name: "Trenton", province: "ON", lat: 44.1017, lng: -77.5766 },
  { name: "Brockville", province: "ON", lat: 44.5895, lng: -75.6843 },
  { name: "Cornwall", province: "ON", lat: 45.0213, lng: -74.7303 },
  { name: "Pembroke", province: "ON", lat: 45.8267, lng: -77.1109 },
  { name: "Perth", province: "ON", lat: 44.8988, lng: -76.2488 },

  // Quebec
  { name: "Montreal", province: "QC", lat: 45.5017, lng: -73.5673 },
  { name: "Quebec City", province: "QC", lat: 46.8139, lng: -71.208 },
  { name: "Laval", province: "QC", lat: 45.6066, lng: -73.7124 },
  { name: "Gatineau", province: "QC", lat: 45.4765, lng: -75.7013 },
  { name: "Longueuil", province: "QC", lat: 45.5312, lng: -73.5181 },
  { name: "Sherbrooke", province: "QC", lat: 45.4042, lng: -71.8929 },
  { name: "Saguenay", province: "QC", lat: 48.4279, lng: -71.0686 },
  { name: "Lévis", province: "QC", lat: 46.8033, lng: -71.1779 },
  { name: "Trois-Rivières", province: "QC", lat: 46.3432, lng: -72.5477 },
  { name: "Terrebonne", province: "QC", lat: 45.7004, lng: -73.6473 },
  { name: "Saint-Jean-sur-Richelieu", province: "QC", lat: 45.3071, lng: -73.2625 },
  { name: "Drummondville", province: "QC", lat: 45.8803, lng: -72.4843 },
  { name: "Saint-Jérôme", province: "QC", lat: 45.78, lng: -74.0036 },
  { name: "Rimouski", province: "QC", lat: 48.449, lng: -68.523 },

  // British Columbia
  { name: "Vancouver", province: "BC", lat: 49.2827, lng: -123.1207 },
  { name: "Surrey", province: "BC", lat: 49.1913, lng: -122.849 },
  { name: "Burnaby", province: "BC", lat: 49.2488, lng: -122.9805 },
  { name: "Richmond", province: "BC", lat: 49.1666, lng: -123.1336 },
  { name: "Abbotsford", province: "BC", lat: 49.0504, lng: -122.3045 },
  { name: "Coquitlam", province: "BC", lat: 49.2838, lng: -122.7932 },
  { name: "Langley", province: "BC", lat: 49.1044, lng: -122.66 },
  { name: "North Vancouver", province: "BC", lat: 49.32, lng: -123.0724 },
  { name: "Victoria", province: "BC", lat: 48.4284, lng: -123.3656 },
  { name: "Nanaimo", province: "BC", lat: 49.1659, lng: -123.9401 },
  { name: "Kelowna", province: "BC", lat: 49.888, lng: -119.496 },
  { name: "Kamloops", province: "BC", lat: 50.6745, lng: -120.3273 },
  { name: "Chilliwack", province: "BC", lat: 49.1579, lng: -121.9515 },
  { name: "Prince George", province: "BC", lat: 53.9171, lng: -122.7497 },

  // Alberta
  { name: "Calgary", province: "AB", lat: 51.0447, lng: -114.0719 },
  { name: "Edmonton", province: "AB", lat: 53.5461, lng: -113.4938 },
  { name: "Red Deer", province: "AB", lat: 52.2681, lng: -113.8112 },
  { name: "Lethbridge", province: "AB", lat: 49.6935, lng: -112.8418 },
  { name: "St. Albert", province: "AB", lat: 53.6305, lng: -113.6256 },
  { name: "Medicine Hat", province: "AB", lat: 50.0405, lng: -110.6765 },
  { name: "Grande Prairie", province: "AB", lat: 55.1707, lng: -118.7947 },
  { name: "Airdrie", province: "AB", lat: 51.2917, lng: -114.0144 },
  { name: "Fort McMurray", province: "AB", lat: 56.7267, lng: -111.379 },
  { name: "Canmore", province: "AB", lat: 51.0884, lng: -115.3479 },

  // Manitoba
  { name: "Winnipeg", province: "MB", lat: 49.8951, lng: -97.1384 },
  { name: "Brandon", province: "MB", lat: 49.8485, lng: -99.9501 },
  { name: "Steinbach", province: "MB", lat: 49.5258, lng: -96.6845 },
  { name: "Thompson", province: "MB", lat: 55.7435, lng: -97.8558 },
  { name: "Portage la Prairie", province: "MB", lat: 49.9728, lng: -98.2919 },

  // Saskatchewan
  { name: "Saskatoon", province: "SK", lat: 52.1579, lng: -106.6702 },
  { name: "Regina", province: "SK", lat: 50.4452, lng: -104.6189 },
  { name: "Prince Albert", province: "SK", lat: 53.2033, lng: -105.7531 },
  { name: "Moose Jaw", province: "SK", lat: 50.3934, lng: -105.5519 },
  { name: "Swift Current", province: "SK", lat: 50.2851, lng: -107.7972 },

  // Nova Scotia
  { name: "Halifax", province: "NS", lat: 44.6488, lng: -63.5752 },
  { name: "Dartmouth", province: "NS", lat: 44.6713, lng: -63.5772 },
  { name: "Sydney", province: "NS", lat: 46.1368, lng: -60.1942 },
  { name: "Truro", province: "NS", lat: 45.365, lng: -63.28 },
  { name: "Wolfville", province: "NS", lat: 45.0918, lng: -64.3598 },

  // New Brunswick
  { name: "Moncton", province: "NB", lat: 46.0878, lng: -64.7782 },
  { name: "Saint John", province: "NB", lat: 45.2733, lng: -66.0633 },
  { name: "Fredericton", province: "NB", lat: 45.9636, lng: -66.6431 },
  { name: "Bathurst", province: "NB", lat: 47.6186, lng: -65.6512 },
  { name: "Edmundston", province: "NB", lat: 47.3737, lng: -68.3251 },

  // Newfoundland and Labrador
  { name: "St. John's", province: "NL", lat: 47.5615, lng: -52.7126 },
  { name: "Mount Pearl", province: "NL", lat: 47.5189, lng: -52.8058 },
  { name: "Corner Brook", province: "NL", lat: 48.949, lng: -57.9503 },

  // Prince Edward Island
  { name: "Charlottetown", province: "PE", lat: 46.2382, lng: -63.1311 },
  { name: "Summerside", province: "PE", lat: 46.3959, lng: -63.7876 },

  // Territories
  { name: "Whitehorse", province: "YT", lat: 60.7212, lng: -135.0568 },
  { name: "Yellowknife", province: "NT", lat: 62.454, lng: -114.3718 },
  { name: "Iqaluit", province: "NU", lat: 63.7467, lng: -68.517 },
];

/** Cities offered by the admin dashboard's city filter. */
export const ADMIN_FILTER_CITIES = ["Ottawa", "Toronto", "Montreal"] as const;

/**
 * Case- and accent-insensitive city lookup ('montréal', 'LEVIS' and 'st catharines' all match).
 * With a province, only cities in that province match; otherwise the first match wins (Ontario first).
 */
export function findCity(name: string, province?: ProvinceCode): City | undefined {
  const key = citySlug(name);
  if (key === "") return undefined;
  return CITIES.find((city) => citySlug(city.name) === key && (province === undefined || city.province === province));
}

/**
 * The city an Ontario city page's slug names: one of the pages' named cities, else a listed Ontario city in its own
 * spelling ("niagara-on-the-lake" is Niagara-on-the-Lake), else the slug's words capitalised; undefined for a city
 * the list places in another province (the page is Ontario's).
 */
export function ontarioCityOfSlug(slug: string): string | undefined {
  if (isNamedCity(slug)) return cityNameFromSlug(slug);
  const listed = findCity(slug);
  if (listed) return listed.province === "ON" ? listed.name : undefined;
  return cityNameFromSlug(slug);
}
