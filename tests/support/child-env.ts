/**
 * What a test passes on to a process it starts with an environment of its own choosing: the PATH, and the run's
 * Node compile cache (NODE_COMPILE_CACHE, set by scripts/test.ts: a setting of Node's, not of the app's, so a process
 * given none of the app's configuration still starts on the modules already compiled).
 */
export const CHILD_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? "",
  ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
};
