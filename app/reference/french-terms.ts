import { FRENCH_SPECIALTIES } from "./french-specialties.ts";
import { FRENCH_THERAPY_TYPES } from "./french-therapy-types.ts";
import { FRENCH_VALUE_NAMES } from "./french-value-names.ts";
import { FRENCH_LANGUAGE_NAMES } from "./french-languages.ts";
import { SESSION_LANGUAGES } from "./languages.ts";
import { searchKey } from "#app/search/facets.ts";

// The French names of the directory's facet values (specialties, issues, therapy types, session formats, languages) and
// other French words people search with, each tied to the English words of the value it names. A French query is
// read as the English words it names (toEnglishQuery), so "anxiété" finds, ranks and counts exactly what "anxiety"
// does. The directory also reads the long forms of the short names its lists use ("cognitive behavioural therapy" for
// CBT: toDirectoryQuery). Accents and case never matter. No server code: the French interface labels values from here
// too.

export { FRENCH_SPECIALTIES } from "./french-specialties.ts";
export { FRENCH_THERAPY_TYPES } from "./french-therapy-types.ts";

/** The session formats (the "mode" facet), in French. */
export const FRENCH_SESSION_MODES = { online: "En ligne", inperson: "En personne" } as const;

/** French words and short forms beyond the values' names, by the English words a person would type instead. */
const FRENCH_WORDS: Readonly<Record<string, readonly string[]>> = {
  anxiety: ["anxiete", "anxietes", "anxieux", "anxieuse", "angoisse", "angoisses"],
  depression: ["depressif", "depressive", "depressions"],
  grief: ["deuil", "deuils", "endeuille", "endeuillee"],
  loss: ["perte", "pertes"],
  "couples therapy": ["therapie conjugale", "conjugale"],
  ADHD: ["tdah", "trouble du deficit de l attention", "deficit de l attention"],
  OCD: ["toc", "trouble obsessionnel compulsif"],
  "Generalized Anxiety Disorder": ["trouble anxieux generalise"],
  PTSD: [
    "tspt",
    "espt",
    "sspt",
    "stress post traumatique",
    "etat de stress post traumatique",
    "trouble de stress post traumatique",
  ],
  trauma: ["traumatisme", "traumatismes", "traumatise", "traumatisee"],
  addiction: ["toxicomanie", "dependance", "dependances", "toxicomane"],
  alcohol: ["alcool", "alcoolisme"],
  "eating disorders": ["trouble alimentaire", "troubles de l alimentation", "troubles du comportement alimentaire"],
  "self-esteem": ["estime"],
  burnout: ["epuisement"],
  panic: ["panique"],
  phobia: ["phobie", "phobies"],
  insomnia: ["insomnie"],
  sleep: ["sommeil"],
  anger: ["colere"],
  family: ["famille", "familles", "familial", "familiale", "familiaux"],
  parenting: ["parentalite", "parentage"],
  child: ["enfant", "enfants", "enfance"],
  teen: ["ado", "ados"],
  youth: ["jeunes", "jeunesse"],
  suicidal: ["suicidaire", "suicidaires"],
  isolation: ["isolement"],
  autism: ["autisme", "tsa"],
  CBT: ["tcc", "therapie cognitivo comportementale", "therapie cognitive comportementale", "cognitivo comportementale"],
  DBT: ["tcd", "therapie comportementale dialectique"],
  ACT: ["therapie d acceptation et d engagement"],
  mindfulness: ["pleine conscience"],
  sexual: ["sexualite", "sexuel", "sexuelle"],
  intimacy: ["intimite"],
  infidelity: ["infidelite", "infidelites"],
  refugee: ["refugie", "refugies", "refugiee", "refugiees"],
  racism: ["racisme"],
  identity: ["identite"],
  pain: ["douleur", "douleurs"],
  illness: ["maladie", "maladies"],
  memory: ["memoire"],
  dementia: ["demence"],
  pregnancy: ["grossesse"],
  work: ["travail"],
  job: ["emploi"],
  unemployment: ["chomage"],
  harassment: ["harcelement"],
  newcomers: ["nouveaux arrivants", "nouvel arrivant"],
  online: ["en ligne", "virtuel", "virtuelle", "virtuelles"],
  French: ["francophone", "francophones", "francaise"],
  English: ["anglophone", "anglophones", "anglaise"],
  Spanish: ["espagnole"],
  "sign language": ["langue des signes"],
  "American Sign Language": ["langue des signes americaine"],
  "Quebec Sign Language": ["langue des signes quebecoise"],
  "in person": ["en personne", "presentiel", "en presentiel", "en cabinet"],
  psychologist: ["psychologue", "psychologues"],
  "social worker": ["travailleur social", "travailleuse sociale", "travailleurs sociaux"],
};

/** Words of a French query that carry no meaning in a directory search (as "therapist" in English): never searched. */
export const FRENCH_IGNORED = [
  "therapeute",
  "therapeutes",
  "psychotherapeute",
  "psychotherapeutes",
  "psychotherapie",
  "therapie",
  "therapies",
  "pour",
  "avec",
  "pres",
  "moi",
  "chez",
  "dans",
  "qui",
  "parle",
  "parlent",
  "parlant",
  "seance",
  "seances",
  "service",
  "services",
];

/** Articles and prepositions dropped from a query that names a French term ("l'anxiété à Ottawa"). */
const FRENCH_FILLER = new Set(["de", "du", "des", "d", "la", "le", "les", "l", "un", "une", "en", "au", "aux", "et"]);

/** A language's name without what its brackets add: "persan (farsi)" is "persan". */
const shortName = (name: string) => name.split(" (")[0]!;

/** A text's words as a query is split: runs of letters and digits, lowercase, accents removed. */
const keyOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const runsOf = (text: string) =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index, end: m.index + m[0].length, key: keyOf(m[0]) }));
const phraseKey = (text: string) =>
  runsOf(text)
    .map((run) => run.key)
    .join(" ");

/**
 * Every French phrase (its words' keys, space-separated) and the English it reads as. A French name the English
 * search already finds as typed ("trauma", "motivation", "couple" within "couples") is left out: it stays as typed.
 */
function buildPhrases(): Map<string, string> {
  const pairs: Array<[string, string]> = [
    ...Object.entries(FRENCH_SPECIALTIES).map(([english, french]): [string, string] => [french, english]),
    ...Object.entries(FRENCH_THERAPY_TYPES).map(([english, french]): [string, string] => [french, english]),
    [FRENCH_SESSION_MODES.online, "online"],
    [FRENCH_SESSION_MODES.inperson, "in person"],
    // a language's French name ("espagnol", "persan" of "persan (farsi)") as its English one
    ...SESSION_LANGUAGES.map(({ code, name }): [string, string] => [
      shortName(FRENCH_LANGUAGE_NAMES[code]),
      shortName(name),
    ]),
    ...Object.entries(FRENCH_WORDS).flatMap(([english, words]) => words.map((w): [string, string] => [w, english])),
  ];
  const phrases = new Map<string, string>();
  for (const [french, english] of pairs) {
    const key = phraseKey(french);
    if (phraseKey(english).startsWith(key) || phrases.has(key)) continue;
    phrases.set(key, english);
  }
  return phrases;
}

export const FRENCH_PHRASES: ReadonlyMap<string, string> = buildPhrases();
const LONGEST = Math.max(...[...FRENCH_PHRASES.keys()].map((key) => key.split(" ").length));

/** The French name of a specialty or therapy type (undefined: none). */
export function frenchNameOf(value: string): string | undefined {
  return FRENCH_VALUE_NAMES[value];
}

let listed: Map<string, string> | undefined;
/**
 * A listed value (a specialty, an issue, a therapy type, an insurance choice) as the lists spell it, however it was
 * typed in an address (its case, its accents: "anxiety" is "Anxiety"); undefined for a value no list has.
 */
export function listedValueOf(typed: string): string | undefined {
  listed ??= new Map(Object.keys(FRENCH_VALUE_NAMES).map((value) => [searchKey(value), value]));
  return listed.get(searchKey(typed));
}

/**
 * The long forms of the short names the directory's lists use, by that short name: "post-traumatic stress disorder"
 * finds what PTSD does. Sessions in person are one word of a listing's text ("inperson"), so "in person" finds that
 * format, never a "Person-Centred" approach. The directory's alone: a blog post is searched by the words it has.
 */
const LONG_FORMS: Readonly<Record<string, readonly string[]>> = {
  CBT: [
    "cognitive behavioural therapy",
    "cognitive behavioral therapy",
    "cognitive behaviour therapy",
    "cognitive behavior therapy",
    "cognitive behavioural",
    "cognitive behavioral",
  ],
  DBT: [
    "dialectical behaviour therapy",
    "dialectical behavior therapy",
    "dialectical behavioural therapy",
    "dialectical behavioral therapy",
  ],
  ACT: ["acceptance and commitment therapy"],
  EMDR: ["eye movement desensitization and reprocessing", "eye movement desensitisation and reprocessing"],
  PTSD: [
    "post traumatic stress disorder",
    "posttraumatic stress disorder",
    "post traumatic stress",
    "posttraumatic stress",
    "post traumatic",
    "posttraumatic",
  ],
  ADHD: ["attention deficit hyperactivity disorder", "attention deficit disorder", "attention deficit"],
  OCD: ["obsessive compulsive disorder", "obsessive compulsive"],
  "Generalized Anxiety Disorder": ["generalised anxiety disorder"],
  inperson: ["in person", "face to face"],
};
const DIRECTORY_PHRASES: ReadonlyMap<string, string> = new Map(
  Object.entries(LONG_FORMS).flatMap(([short, names]) =>
    names.map((name): [string, string] => [phraseKey(name), short]),
  ),
);
const LONGEST_FORM = Math.max(...[...DIRECTORY_PHRASES.keys()].map((key) => key.split(" ").length));

/**
 * A query with each French name or word it holds replaced by the English words of the value it names, the longest
 * name first ("troubles alimentaires" → "Eating Disorders"); the articles of a query that names one dropped. A query
 * that names none is returned unchanged; everything else of a query is kept as typed.
 */
export function toEnglishQuery(query: string): string {
  return replacePhrases(query, FRENCH_PHRASES, LONGEST, FRENCH_FILLER);
}

/** A directory query as its words are searched: in English (toEnglishQuery), long forms read as their short names. */
export function toDirectoryQuery(query: string): string {
  return replacePhrases(toEnglishQuery(query), DIRECTORY_PHRASES, LONGEST_FORM, new Set());
}

function replacePhrases(query: string, phrases: ReadonlyMap<string, string>, longest: number, filler: Set<string>) {
  const runs = runsOf(query);
  const spans: Array<{ start: number; end: number; text: string }> = [];
  const used = new Set<number>();
  for (let i = 0; i < runs.length;) {
    let taken = 0;
    for (let n = Math.min(longest, runs.length - i); n >= 1 && taken === 0; n--) {
      const english = phrases.get(
        runs
          .slice(i, i + n)
          .map((run) => run.key)
          .join(" "),
      );
      if (english === undefined) continue;
      spans.push({ start: runs[i]!.start, end: runs[i + n - 1]!.end, text: english });
      for (let k = i; k < i + n; k++) used.add(k);
      taken = n;
    }
    i += Math.max(taken, 1);
  }
  if (spans.length === 0) return query;
  runs.forEach((run, k) => {
    if (!used.has(k) && filler.has(run.key)) spans.push({ start: run.start, end: run.end, text: "" });
  });
  spans.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += `${query.slice(at, span.start)} ${span.text} `;
    at = span.end;
  }
  return (out + query.slice(at)).replace(/\s+/g, " ").trim();
}
