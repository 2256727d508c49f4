// How a length limit counts a text: by characters (Unicode code points), as the forms' schemas count it, so an
// emoji is one character, not the two units JavaScript's `length` counts. A counter beside a field shows this
// count, and its limit is the schema's.

/** The characters in `text`. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
