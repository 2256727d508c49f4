import { useState } from "react";

/**
 * How many answers a page has had: a different number for each new answer (an action's data), even one that reads
 * as the last did, so an element keyed by it is made again (and asks again whether it should take the focus).
 */
export function useAnswerCount(answer: unknown): number {
  const [seen, setSeen] = useState({ answer, count: 0 });
  if (seen.answer === answer) return seen.count;
  const next = { answer, count: seen.count + 1 };
  setSeen(next);
  return next.count;
}
