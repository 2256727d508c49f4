/**
 * A path of this site as a redirect's Location may carry it: one leading slash. A path that starts with two (or a
 * backslash, which browsers read as a slash) would be another site's address there (`//evil.example/page`).
 */
export const ownPath = (path: string): string => path.replace(/^[/\\]+/, "/");
