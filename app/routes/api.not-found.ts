import { notFound } from "#app/http/api.server.ts";

// Any address under /api/ that no call has, with any method: 404 { message } as JSON, as every API answer is
// (rather than the site's HTML page for an unknown address).
export const loader = () => notFound("There is no API call at this address.");

export const action = loader;
