// Imported first by every process entry. The app's own mode (demo or production) comes from NODE_ENV, read
// once into APP_NODE_ENV. Libraries read NODE_ENV when they load, and React and React Router must run their
// production builds in every app mode (their development builds check every element and render several times
// slower), so NODE_ENV is set to "production" before anything loads them. `npm run dev` keeps "development".
export const APP_NODE_ENV = process.env.NODE_ENV;
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";

/**
 * The environment for a process of the app that this one starts: this one's, with `extra`, and the app's own
 * NODE_ENV (its mode), not the "production" set here for libraries.
 */
export function appChildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, NODE_ENV: APP_NODE_ENV ?? "" };
}
