// Searches that say their visitor may be in crisis ("want to die", "suicidal thoughts", « envie de mourir »,
// "self-harm", "overdose"). The directory shows the crisis lines above the results of such a search, and a search
// whose words are about suicide, self-harm or an overdose is searched as the specialty it is about ("suicidal": the
// Suicidal Ideation specialty; "self harm"; "addiction"), its other words left out: each of those words, typed by a
// person in distress ("I want to kill myself", "je veux me tuer"), would otherwise be "corrected" into other words
// ("want" into a surname) and find no one. Bereavement by suicide ("suicide loss", « deuil ») is searched as typed.

/** Lower case, no accents, words separated by single spaces ("Don't" is "don t", "self-harm" "self harm"). */
const normalized = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** The kinds of crisis, each with its words (as normalized) and the specialty it is searched as (null: as typed). */
const KINDS: readonly { searchedAs: string | null; words: readonly string[]; unless?: readonly string[] }[] = [
  {
    searchedAs: "suicidal",
    words: [
      "suicide",
      "suicides",
      "suicidal",
      "suicidaire",
      "suicidaires",
      "suicider",
      "want to die",
      "wanna die",
      "wish i was dead",
      "wish i were dead",
      "kill myself",
      "killing myself",
      "end my life",
      "ending my life",
      "end it all",
      "take my life",
      "taking my life",
      "don t want to live",
      "dont want to live",
      "do not want to live",
      "no reason to live",
      "envie de mourir",
      "veux mourir",
      "me tuer",
      "en finir",
      "mettre fin a mes jours",
      "mettre fin a ma vie",
    ],
    unless: ["loss", "bereavement", "bereaved", "deuil", "perte", "endeuille", "endeuillee"],
  },
  {
    searchedAs: "self harm",
    words: [
      "self harm",
      "selfharm",
      "self harming",
      "self injury",
      "cutting myself",
      "hurt myself",
      "hurting myself",
      "automutilation",
      "me faire du mal",
      "me mutiler",
    ],
  },
  { searchedAs: "addiction", words: ["overdose", "overdosed", "overdosing", "surdose"] },
  { searchedAs: null, words: ["crisis", "crises", "crise"] },
];

const has = (text: string, words: readonly string[]) => words.some((word) => text.includes(` ${word} `));

/** Whether the query's words say its visitor may be in crisis. */
export function isCrisisQuery(query: string): boolean {
  const text = normalized(query);
  return KINDS.some((kind) => has(text, kind.words));
}

/** The query as it is searched: the specialty a crisis is about, or the query unchanged. */
export function crisisAsSpecialty(query: string): string {
  const text = normalized(query);
  const kind = KINDS.find((k) => k.searchedAs !== null && has(text, k.words) && !has(text, k.unless ?? []));
  return kind?.searchedAs ?? query;
}
