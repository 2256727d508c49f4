// A page's answer to a form refused for being sent too often carries Retry-After (its seconds), as an API's 429
// does. The route's action sets the header on its answer, and the route passes it on with its `headers` export: a
// page's answer carries only what its route's headers function returns (and the cookies its action set).

/** The header of a 429 answer: how many seconds until a new try can pass. */
export function retryAfter(seconds: number): Record<string, string> {
  return { "Retry-After": String(Math.max(1, Math.ceil(seconds))) };
}

/** A route's `headers` export: the action's Retry-After, when it set one. */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const value = actionHeaders.get("Retry-After");
  return value ? { "Retry-After": value } : {};
}
