import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { loader as apiLogin } from "#app/routes/api.login.ts";
import { action as verifyPage } from "#app/routes/auth.verify.tsx";
import { loader as join } from "#app/routes/join.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import {
  appRequest,
  call,
  callForResponse,
  contextFor,
  cookieFrom,
  createTestServices,
  latestToken,
} from "../support/auth.ts";

// Sign-in from a French page: its refusals in French (the English page's stay word for word), and the way back
// after the link leads to a French page.

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

type Answer = { data: { status: string; errors?: { email: string[] }; message?: string }; init?: ResponseInit };
const post = async (handler: Parameters<typeof call>[0], path: string, form: Record<string, string>, ip?: string) =>
  (await call(handler, appRequest(path, { form }), contextFor(services, ip))) as Answer;

describe("the sign-in form", () => {
  it("refuses a malformed address in the page's language", async () => {
    const french = await post(loginAction, "/fr/connexion", { email: "pas-une-adresse" });
    expect(french.init?.status).toBe(400);
    expect(french.data.errors?.email).toEqual(["Veuillez entrer une adresse courriel valide"]);
    const english = await post(loginAction, "/login", { email: "not-an-address" });
    expect(english.data.errors?.email).toEqual(["Please enter a valid email address"]);
  });

  it("says in French how long to wait when too many links were asked for", async () => {
    const ask = () => post(loginAction, "/fr/connexion", { email: "limite@example.com" }, "192.0.2.77");
    for (let i = 0; i < 5; i++) expect((await ask()).data.status).toBe("sent");
    const refused = await ask();
    expect(refused.init?.status).toBe(429);
    expect(refused.data.errors?.email[0]).toBe(
      "Trop de liens de connexion ont été demandés. Veuillez patienter 15 minutes avant de réessayer.",
    );
  });

  it("says in French that the inbox holds the newest link when the address received its hour's links", async () => {
    for (let network = 1; network <= 4; network++)
      for (let i = 0; i < 5; i++)
        expect(
          (await post(loginAction, "/fr/connexion", { email: "boite@example.com" }, `198.51.100.${network}`)).data
            .status,
        ).toBe("sent");
    const refused = await post(loginAction, "/fr/connexion", { email: "boite@example.com" }, "203.0.113.7");
    expect(refused.init?.status).toBe(429);
    expect(refused.data.errors?.email[0]).toMatch(
      /^De nombreux liens de connexion ont été envoyés à cette adresse au cours de la dernière heure\. Ouvrez le plus récent dans votre boîte de réception, ou patientez (59|60) minutes avant de réessayer\.$/,
    );
  });
});

describe("the link's page", () => {
  it("reports a missing or used link in French on the French page, in English on the English one", async () => {
    expect((await post(verifyPage, "/fr/connexion/verifier", {})).data).toEqual({
      status: "error",
      message: "Aucun jeton fourni",
    });
    expect((await post(verifyPage, "/fr/connexion/verifier", { token: "inconnu" })).data).toEqual({
      status: "error",
      message: "Lien magique invalide ou expiré",
    });
    expect((await post(verifyPage, "/auth/verify", {})).data).toEqual({
      status: "error",
      message: "No token provided",
    });
  });
});

describe("the way back", () => {
  it("sends a visitor bound for a French page to the French sign-in page, and back to that page after the link", async () => {
    const entry = await callForResponse(apiLogin, appRequest("/api/login?returnTo=/fr/tarifs"), contextFor(services));
    expect(entry.headers.get("Location")).toBe("/fr/connexion");
    const cookie = cookieFrom(entry.headers.get("Set-Cookie"));
    const asked = (await call(
      loginAction,
      appRequest("/fr/connexion", { form: { email: "retour@example.com" }, cookie }),
      contextFor(services),
    )) as Answer;
    expect(asked.data.status).toBe("sent");
    const token = await latestToken(services, "retour@example.com");
    const signedIn = (await call(
      verifyPage,
      appRequest("/fr/connexion/verifier", { form: { token, intent: "continue" } }),
      contextFor(services),
    )) as Answer;
    expect(signedIn.data).toEqual({ status: "success" });
    const session = cookieFrom(new Headers(signedIn.init?.headers).get("Set-Cookie"));
    const back = await callForResponse(join, appRequest("/fr/rejoindre", { cookie: session }), contextFor(services));
    expect(back.headers.get("Location")).toBe("/fr/tarifs");
  });

  it("sends a signed-out visitor of /fr/rejoindre to /fr/connexion", async () => {
    const response = await callForResponse(join, appRequest("/fr/rejoindre"), contextFor(services));
    expect(response.headers.get("Location")).toBe("/fr/connexion");
  });
});
