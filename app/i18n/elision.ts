// French writes "de" as "d’" before a word that starts with a vowel ("le profil d’Amelia Murray", "un message
// d’Émile", but "de Jordan", and "de Hugo": an h is left as it is, since French elides before some and not others).
// A French message that puts "de" before a name chooses by `nameStart` ({nameStart, select, vowel {d’{name}} other
// {de {name}}}); an English message ignores it. No server code: pages and emails share it.

const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüÿæœ]/iu;

/** Whether French elides "de" before `name`: "vowel" or "other". */
export const nameStart = (name: string): "vowel" | "other" => (VOWEL_START.test(name.trim()) ? "vowel" : "other");
