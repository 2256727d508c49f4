import { z } from "zod";
import {
  ACCESS_CODES,
  inOrder,
  isAccessCode,
  isIdentityCode,
  isPopulationCode,
  POPULATION_CODES,
  settleIdentity,
} from "#app/reference/fit.ts";
import { checkbox } from "./fees-schema.ts";

// Who a therapist is, who they work with and what their practice offers for access, as the application, the
// profile editors and the JSON APIs take them: codes from the lists, each once. An identity is taken only with
// express consent in the same form or request (`identityConsent: true`); consent withdrawn (`false`) erases it.
// Safe in the browser.

export const FIT_MESSAGES = {
  identityUnknown: "Choose identities from the list",
  populationsUnknown: "Choose the people you work with from the list",
  accessUnknown: "Choose access features from the list",
  twice: "Each may be chosen only once",
  consentNeeded: "Tick the consent box to show these on your profile, or untick them",
} as const;

const codes = (isCode: (code: string) => boolean, unknown: string) =>
  z
    .array(z.string({ error: unknown }), { error: unknown })
    .max(30, FIT_MESSAGES.twice)
    .refine((list) => list.every(isCode), unknown)
    .refine((list) => new Set(list).size === list.length, FIT_MESSAGES.twice);

export const FitFields = {
  identity: codes(isIdentityCode, FIT_MESSAGES.identityUnknown).transform(settleIdentity),
  identityConsent: checkbox,
  populations: codes(isPopulationCode, FIT_MESSAGES.populationsUnknown).transform((list) =>
    inOrder(POPULATION_CODES, list),
  ),
  access: codes(isAccessCode, FIT_MESSAGES.accessUnknown).transform((list) => inOrder(ACCESS_CODES, list)),
};

/** The application's defaults: nothing stated, no consent. */
export const FIT_DEFAULTS = {
  identity: FitFields.identity.default([]),
  identityConsent: FitFields.identityConsent.default(false),
  populations: FitFields.populations.default([]),
  access: FitFields.access.default([]),
};

/** An identity is stated only with express consent given with it. */
export function identityConsented(
  values: { identity?: readonly string[]; identityConsent?: boolean },
  ctx: z.RefinementCtx,
) {
  if ((values.identity?.length ?? 0) > 0 && values.identityConsent !== true)
    ctx.addIssue({ code: "custom", path: ["identityConsent"], message: FIT_MESSAGES.consentNeeded });
}

/**
 * A posted form's identity: a form whose profile held consent (`identityConsentHeld`) and comes back with the
 * consent box unticked withdraws it, whatever boxes are still ticked: the identity is erased. The payload keeps
 * the mark, so a refused form shown again still knows it (the schemas drop it).
 */
export function withdrawnOnForm(form: FormData, payload: Record<string, unknown>): void {
  if (!form.has("identityConsentHeld")) return;
  payload.identityConsentHeld = true;
  if (payload.identityConsent === false) payload.identity = [];
}
