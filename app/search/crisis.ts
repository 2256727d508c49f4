// Searches that say their visitor may be in crisis ("want to die", "suicide", « envie de mourir »). The directory
// shows the crisis lines above the results of such a search, and a phrase of one that names no specialty is read as
// the specialty it is about (Suicidal Ideation: "suicidal"), so that it finds the therapists who work with it
// instead of being "corrected" into other words ("want" into a surname) and finding no one.

/** Lower case, no accents, words separated by single spaces ("Don't" is "don t"). */
const normalized = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** Phrases of wanting to die, in English and French, as normalized. */
const WANTING_TO_DIE = [
  "want to die",
  "wanna die",
  "wish i was dead",
  "wish i were dead",
  "kill myself",
  "killing myself",
  "end my life",
  "ending my life",
  "take my life",
  "taking my life",
  "don t want to live",
  "do not want to live",
  "no reason to live",
  "envie de mourir",
  "veux mourir",
  "me suicider",
  "me tuer",
  "en finir",
  "mettre fin a mes jours",
  "mettre fin a ma vie",
];

/** Other words of a crisis, as normalized. */
const CRISIS_WORDS = [
  "suicide",
  "suicidal",
  "suicidaire",
  "suicidaires",
  "crisis",
  "crise",
  "self harm",
  "selfharm",
  "automutilation",
  "hurt myself",
  "me faire du mal",
  "overdose",
  "surdose",
];

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

/** Whether the query's words say its visitor may be in crisis. */
export function isCrisisQuery(query: string): boolean {
  const text = normalized(query);
  return WANTING_TO_DIE.some((phrase) => has(text, phrase)) || CRISIS_WORDS.some((word) => has(text, word));
}

/** The query with each phrase of wanting to die read as "suicidal" (the query unchanged when it has none). */
export function crisisAsSpecialty(query: string): string {
  let text = normalized(query);
  if (!WANTING_TO_DIE.some((phrase) => has(text, phrase))) return query;
  for (const phrase of WANTING_TO_DIE) text = text.replaceAll(` ${phrase} `, " suicidal ");
  // the subject of the phrase goes with it: "I want to die", "j'ai envie de mourir", "je veux mourir"
  return text.replace(/ (?:i|j ai|je) suicidal /g, " suicidal ").trim();
}
