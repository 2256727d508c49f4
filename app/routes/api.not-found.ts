import { NO_API_CALL, notFound } from "#app/http/api.server.ts";

// Any address under /api/ that no call has, with any method: 404 { message } as JSON, as every API answer is
// (rather than the site's HTML page for an unknown address).
export const loader = () => notFound(NO_API_CALL);

export const action = loader;
