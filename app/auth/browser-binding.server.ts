import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Config } from "#app/config/config.server.ts";
import { MAGIC_LINK_TTL_MINUTES } from "./tokens.server.ts";

// Which browser asked for a sign-in link. Asking sets a short-lived cookie holding 256 random bits (HttpOnly,
// SameSite=Lax, lasting as long as a link; in production Secure and __Host- prefixed, so no other site, subdomain or
// plain-HTTP page can set it); the link's row keeps the value's hash. A link opened where that cookie is
// sent signs in at once; anywhere else the person is asked first, so a link someone else asked for cannot sign a
// browser into their account unnoticed. One value serves every link a browser asks for while it lasts: a newer
// link does not make an older one ask.

/** The cookie's name in each mode: browsers only keep a __Host- cookie set over HTTPS. */
export const BINDING_COOKIES = { demo: "__sign-in-browser", production: "__Host-sign-in-browser" } as const;
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function bindingCookie(mode: Config["mode"]) {
  return createCookie(BINDING_COOKIES[mode], {
    httpOnly: true,
    sameSite: "lax",
    secure: mode === "production",
    path: "/",
    maxAge: MAGIC_LINK_TTL_MINUTES * 60,
  });
}

/** The value of this browser's binding cookie, if it sent a well-formed one. */
export async function browserBinding(cookieHeader: string | null, mode: Config["mode"]): Promise<string | null> {
  const value: unknown = await bindingCookie(mode).parse(cookieHeader);
  return typeof value === "string" && VALUE_PATTERN.test(value) ? value : null;
}

/** The binding for a link asked for now: this browser's value if it has one, else a new one; and its cookie. */
export async function bindBrowser(
  cookieHeader: string | null,
  mode: Config["mode"],
): Promise<{ value: string; setCookie: string }> {
  const value = (await browserBinding(cookieHeader, mode)) ?? randomBytes(32).toString("base64url");
  return { value, setCookie: await bindingCookie(mode).serialize(value) };
}
