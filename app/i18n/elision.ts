// French drops the last vowel of a short word before a word that starts with a vowel: "le profil d’Amelia Murray",
// "un message d’Émile", but "de Jordan", and "de Hugo" (an h is left as it is, since French elides before some and
// not others). A message writes it as a format of its argument, `{name, elide, de}` (also `que`, `le`, `la`), which
// app/i18n/format.ts writes with `elide`; English messages have no use for it. No server code: pages and emails
// share it.

const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüÿæœ]/iu;

/** `word` before `next` as French writes them: "d’Amelia", "qu’Émile", "de Jordan". */
export const elide = (word: string, next: string): string =>
  VOWEL_START.test(next.trim()) ? `${word.slice(0, -1)}’${next}` : `${word} ${next}`;
