import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { action as signupAction, loader as signupLoader } from "#app/routes/therapist.signup.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { formRequest, profileForm } from "../support/fees-forms.ts";
import { appRequest, call, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { validApplication } from "../support/onboarding.ts";

// The application form's refusals come in the language of the page it was posted from: the French form's 400 in
// French, field by field; the English form's word for word as before.

let t: TestDatabase;
let services: AppServices;
beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

type Refusal = { data: { status: number; message: string; errors: Record<string, string[]> } };

const refusedBy = async (path: string, email: string, fields: Record<string, string | string[]>) => {
  const cookie = await signedInCookie(services, email);
  const form = profileForm({ ...(validApplication({ email }) as Record<string, string | string[]>), ...fields });
  return (await call(signupAction as never, formRequest(path, cookie, form), contextFor(services))) as Refusal;
};

const BAD = {
  firstName: "",
  phone: "appelez-moi",
  specialties: [] as string[],
  bio: "Trop court.",
  rate: "-5",
  slidingScalePresent: "1",
  slidingScaleMin: "90",
  insuranceProviders: ["Sun Life"],
  directBilling: ["Manulife"],
  languagesPresent: "1",
  languages: [] as string[],
};

describe("the application's refusals", () => {
  it("are in French on the French form", async () => {
    const refused = await refusedBy("/fr/therapeute/inscription", "fr.applicant@example.com", BAD);
    expect(refused.data.status).toBe(400);
    expect(refused.data.message).toBe("Veuillez vérifier les champs signalés.");
    expect(refused.data.errors).toMatchObject({
      firstName: ["Veuillez remplir le champ « Prénom »"],
      phone: ["Veuillez entrer un numéro de téléphone valide"],
      specialties: ["Choisissez au moins une spécialité"],
      bio: ["La biographie doit compter au moins 150 caractères"],
      rate: ["Le champ « Tarif » ne peut pas être négatif"],
      languages: ["Choisissez au moins une langue dans laquelle vous offrez des séances"],
    });
  });

  it("name an insurer to tick, and a sliding scale to offer, in French", async () => {
    const refused = await refusedBy("/fr/therapeute/inscription", "fr.fees@example.com", {
      slidingScalePresent: "1",
      slidingScaleMin: "90",
      insuranceProviders: ["Sun Life"],
      directBilling: ["Manulife"],
    });
    expect(refused.data.errors).toEqual({
      slidingScaleMin: [
        "Cochez « J’offre une échelle mobile » pour indiquer un tarif le plus bas, ou laissez ce tarif vide",
      ],
      directBilling: [
        "Cochez aussi Manuvie sous Assurances acceptées, ou décochez la facturation directe pour cet assureur",
      ],
    });
  });

  it("stay in English, word for word, on the English form", async () => {
    const refused = await refusedBy("/therapist/signup", "en.applicant@example.com", BAD);
    expect(refused.data.status).toBe(400);
    expect(refused.data.message).toBe("Please check the highlighted fields.");
    expect(refused.data.errors).toMatchObject({
      firstName: ["First name is required"],
      phone: ["Please enter a valid phone number"],
      specialties: ["Select at least one specialty"],
      bio: ["Bio must be at least 150 characters"],
      rate: ["Individual session fee cannot be negative"],
      languages: ["Select at least one language your sessions are held in"],
    });
  });
});

it("sends the French page the French words only", async () => {
  const loaded = (await call(
    signupLoader as never,
    appRequest("/fr/therapeute/inscription"),
    contextFor(services),
  )) as {
    language: string;
    catalogue: Record<string, unknown>;
  };
  expect(loaded.language).toBe("fr");
  expect(loaded.catalogue["apply.heading"]).toEqual(["Demande d’inscription"]);
});
