import type { IssueSlug } from "#app/reference/issues.ts";
import { languageOfPath, type Language } from "./language.ts";

// Every public page has a French twin at a French path (a French slug where the slug is ours; names such as a
// city's or a therapist's stay as they are). A twin is `routed` once its page is translated and served; until
// then the language switch and hreflang leave it out, and links stay on the English page.

export type Twin = { en: string; fr: string; routed: boolean };

/** Where the French issue pages live, and each issue's French slug (/issues/anxiety → /fr/enjeux/anxiete). */
export const FRENCH_ISSUES_PATH = "/fr/enjeux";
export const FRENCH_ISSUE_SLUGS = {
  anxiety: "anxiete",
  depression: "depression",
  couples: "couple",
  trauma: "traumatismes",
  stress: "stress",
  grief: "deuil",
} as const satisfies Record<IssueSlug, string>;
const ISSUES = Object.keys(FRENCH_ISSUE_SLUGS) as IssueSlug[];

/** The issue a French issue slug names, or undefined. */
export const issueOfFrenchSlug = (slug: string): IssueSlug | undefined =>
  ISSUES.find((issue) => FRENCH_ISSUE_SLUGS[issue] === slug);

/** Pages at one path. */
export const TWINS: readonly Twin[] = [
  { en: "/pricing", fr: "/fr/tarifs", routed: true },
  { en: "/privacy-policy", fr: "/fr/politique-de-confidentialite", routed: true },
  { en: "/terms-and-conditions", fr: "/fr/conditions-d-utilisation", routed: true },
  { en: "/contact", fr: "/fr/nous-joindre", routed: true },
  { en: "/", fr: "/fr", routed: true },
  { en: "/ontario", fr: "/fr/ontario", routed: true },
  { en: "/blog", fr: "/fr/blogue", routed: true },
  { en: "/login", fr: "/fr/connexion", routed: true },
  { en: "/auth/verify", fr: "/fr/connexion/verifier", routed: true },
  { en: "/join", fr: "/fr/rejoindre", routed: true },
  { en: "/account/confirm-email", fr: "/fr/compte/confirmer-le-courriel", routed: true },
  { en: "/account", fr: "/fr/compte", routed: true },
  { en: "/account/deleted", fr: "/fr/compte/supprime", routed: true },
  { en: "/therapist/signup", fr: "/fr/therapeute/inscription", routed: true },
  { en: "/therapist/dashboard", fr: "/fr/therapeute/tableau-de-bord", routed: true },
  { en: "/therapist/edit-profile", fr: "/fr/therapeute/modifier-le-profil", routed: true },
  { en: "/availability/confirm", fr: "/fr/disponibilite/confirmer", routed: true },
  { en: "/availability/update", fr: "/fr/disponibilite/mettre-a-jour", routed: true },
  // Two segments, so that no post's slug can take the page's address (a post's page is /fr/blogue/<slug>).
  { en: "/blog/create", fr: "/fr/blogue/articles/nouveau", routed: true },
  ...ISSUES.map((slug) => ({
    en: `/issues/${slug}`,
    fr: `${FRENCH_ISSUES_PATH}/${FRENCH_ISSUE_SLUGS[slug]}`,
    routed: true,
  })),
];

/** Pages at a path with a name in it (a city, a therapist, a post, a post's edit form): `:name` stands for the
 *  name, one segment that stays as it is. */
export const NAMED_TWINS: readonly Twin[] = [
  { en: "/ontario/:name", fr: "/fr/ontario/:name", routed: true },
  { en: "/therapists/:name", fr: "/fr/therapeutes/:name", routed: true },
  { en: "/blog/:name", fr: "/fr/blogue/:name", routed: true },
  { en: "/blog/:name/edit", fr: "/fr/blogue/:name/modifier", routed: true },
  // The answer of an inquiry email's link keeps its English word (/fr/demande/heard-yes): it is read by the page,
  // never by a person, and one word in both languages keeps every link valid.
  { en: "/inquiry/:name", fr: "/fr/demande/:name", routed: true },
];

/** The name in `path` where `pattern` has `:name`, or undefined when the path is not of the pattern. */
function nameIn(path: string, pattern: string): string | undefined {
  const [before = "", after = ""] = pattern.split(":name");
  const name = path.startsWith(before) && path.endsWith(after) && path.slice(before.length, path.length - after.length);
  return name && !name.includes("/") ? name : undefined;
}

/** A path in both languages, and whether its French page is served. */
export type TwinPaths = { en: string; fr: string; routed: boolean };

/** The twin pair a path belongs to (in either language), or undefined for a page with no twin. */
export function twinPaths(pathname: string): TwinPaths | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const language = languageOfPath(path);
  const exact = TWINS.find((twin) => twin[language] === path);
  if (exact) return exact;
  for (const twin of NAMED_TWINS) {
    const name = nameIn(path, twin[language]);
    if (name) return { en: twin.en.replace(":name", name), fr: twin.fr.replace(":name", name), routed: twin.routed };
  }
  return undefined;
}

/** The path to link to from a page in `language` for the English page `enPath`: its French twin when that is
 *  served, else the English page itself. */
export function localPath(language: Language, enPath: string): string {
  if (language === "en") return enPath;
  const twin = twinPaths(enPath);
  return twin?.routed ? twin.fr : enPath;
}

/** The French path of a routed twin (what the route table serves), for an English path. */
export function routedFrenchPath(enPath: string): string {
  const twin = TWINS.find((entry) => entry.en === enPath && entry.routed);
  if (!twin) throw new Error(`no routed French twin for ${enPath}`);
  return twin.fr;
}
