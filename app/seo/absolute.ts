/** A path of the site as an absolute URL, from the configured APP_URL. */
export const absolute = (appUrl: string, path: string) => `${appUrl}${path.startsWith("/") ? path : `/${path}`}`;
