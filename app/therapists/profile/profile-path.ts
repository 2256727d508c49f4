/** True for /therapists/{slug-or-id} and its French twin /fr/therapeutes/{slug-or-id}. */
export const isProfilePath = (pathname: string) => /^(?:\/therapists|\/fr\/therapeutes)\/[^/]+\/?$/.test(pathname);
