import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as demoAction } from "#app/routes/dev.checkout.id.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import { APP_URL, appRequest, call, contextFor, signedInCookie } from "../support/auth.ts";
import { callWith } from "../support/admin.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// The dashboard at its French path answers in French: its buttons' answers, the refusals of the checkout, and the
// notices on the way back from it; the provider's checkout and billing portal, and demo mode's checkout page, send
// the browser back to the French dashboard (on APP_URL) when they were started from it. The English page's words
// are as they were.

const FR = "/fr/therapeute/tableau-de-bord";
const EN = "/therapist/dashboard";

let t: TestDatabase;
let services: AppServices;
let demo: AppServices;
let provider: ProviderStandIn;

const emailOf = (userId: string) =>
  t.db.oneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`);
const therapist = async (s: AppServices) => {
  const { userId, therapistId } = await approvedTherapist(s);
  return { userId, therapistId, cookie: await signedInCookie(s, await emailOf(userId)) };
};
const post = (s: AppServices, path: string, cookie: string, form: Record<string, string>) =>
  call(dashboardAction as never, appRequest(path, { form, cookie }), contextFor(s));
const load = (s: AppServices, path: string, cookie: string) =>
  call(dashboardLoader as never, appRequest(path, { cookie }), contextFor(s)) as Promise<{
    notice: { ok: boolean; title: string; description: string } | null;
    language: string;
  }>;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
  demo = { ...services, config: { ...services.config, stripe: undefined } };
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("the French dashboard's answers", () => {
  it("confirms availability in French, and in English on the English page as before", async () => {
    const { cookie } = await therapist(services);
    expect(await post(services, FR, cookie, { intent: "confirm-availability" })).toEqual({
      ok: true,
      title: "Disponibilités confirmées",
      description: "Accepte de nouveaux clients · confirmée aujourd’hui",
    });
    expect(await post(services, EN, cookie, { intent: "confirm-availability" })).toEqual({
      ok: true,
      title: "Availability Confirmed",
      description: "Accepting new clients · confirmed today",
    });
  });

  it("names the insurers billed directly by their French names on the French page", async () => {
    const { therapistId, cookie } = await therapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET insurance_providers = ARRAY['Empire Life', 'Sun Life'],
        direct_billing = ARRAY['Empire Life', 'Sun Life'], direct_billing_confirmed_at = now()
      WHERE id = ${therapistId}`);
    const billedOn = async (path: string) =>
      ((await load(services, path, cookie)) as unknown as { availability: { directBilling: string[] } }).availability
        .directBilling;
    expect(await billedOn(FR)).toEqual(["Empire Vie", "Sun Life"]);
    expect(await billedOn(EN)).toEqual(["Empire Life", "Sun Life"]);
  });

  it("refuses a form it cannot read, and an unknown message, in French", async () => {
    const { cookie } = await therapist(services);
    const nonsense = (await post(services, FR, cookie, { intent: "nonsense" })) as { data: unknown; init: unknown };
    expect(nonsense.data).toEqual({
      ok: false,
      title: "Échec de la mise à jour",
      description: "Cette demande n’a pas pu être comprise.",
    });
    const unknown = (await post(services, FR, cookie, {
      intent: "mark-inquiry",
      inquiryId: "00000000-0000-4000-8000-000000000000",
      state: "replied",
    })) as { data: { description: string } };
    expect(unknown.data.description).toBe("Ce message est introuvable.");
    const english = (await post(services, EN, cookie, { intent: "nonsense" })) as { data: unknown };
    expect(english.data).toEqual({
      ok: false,
      title: "Update Failed",
      description: "That request was not understood.",
    });
  });

  it("says a refused checkout in French, the API's English words on the English page", async () => {
    const { cookie, therapistId } = await therapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = true, featured_until = now() + interval '20 days' WHERE id = ${therapistId}`);
    const french = (await post(services, FR, cookie, { intent: "get-featured" })) as { data: unknown };
    expect(french.data).toEqual({
      ok: false,
      title: "Erreur de paiement",
      description: "Votre profil est déjà en vedette.",
    });
    const english = (await post(services, EN, cookie, { intent: "get-featured" })) as { data: unknown };
    expect(english.data).toEqual({
      ok: false,
      title: "Checkout Error",
      description: "Your listing is already Featured.",
    });
  });

  it("publishes a post from the French dashboard and says so in French; someone else's post is refused in French", async () => {
    const author = await therapist(services);
    const other = await therapist(services);
    const postId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, language)
      VALUES (${author.therapistId}, 'Le deuil au quotidien', ${`le-deuil-${author.therapistId}`},
        ${"Un texte sur le deuil. ".repeat(20)}, 'Un texte sur le deuil.', 'Grief', 'fr')
      RETURNING id`);
    const refused = (await post(services, FR, other.cookie, { intent: "publish", postId })) as {
      data: unknown;
      init: { status: number };
    };
    expect(refused.init.status).toBe(403);
    expect(refused.data).toEqual({
      ok: false,
      title: "Échec de la mise à jour",
      description: "Vous ne pouvez rédiger et modifier que vos propres articles.",
    });
    const published = await post(services, FR, author.cookie, { intent: "publish", postId });
    expect(published).toEqual({
      ok: true,
      title: "C’est fait!",
      description: "L’article est publié et maintenant en ligne!",
    });
    const status = await t.db.oneFirst(sql.type(z.object({ status: z.string() }))`
      SELECT status FROM blog_posts WHERE id = ${postId}`);
    expect(status).toBe("published");
  });

  it("tells the way back from checkout in French", async () => {
    const { cookie } = await therapist(services);
    const back = await load(services, `${FR}?subscription_canceled=true`, cookie);
    expect(back.language).toBe("fr");
    expect(back.notice).toEqual({
      ok: false,
      title: "Paiement annulé",
      description: "Votre inscription reste gratuite. Vous pourrez passer en vedette quand vous le voudrez.",
    });
    expect((await load(services, `${EN}?subscription_canceled=true`, cookie)).notice?.title).toBe("Payment Canceled");
  });

  it("tells no cancel over a Featured listing (a checkout page left open, an address typed by hand)", async () => {
    const { cookie, therapistId } = await therapist(services);
    await t.db.query(sql.unsafe`
      UPDATE therapists SET is_featured = true, featured_until = now() + interval '20 days' WHERE id = ${therapistId}`);
    expect((await load(services, `${EN}?subscription_canceled=true`, cookie)).notice).toBeNull();
  });

  it("calls no payment a success from the address alone: with nothing paid, it is processing", async () => {
    const { cookie } = await therapist(services);
    expect((await load(services, `${EN}?subscription_success=true`, cookie)).notice).toEqual({
      ok: true,
      title: "Payment Processing",
      description: "Your listing becomes Featured as soon as your payment clears.",
    });
    expect((await load(services, `${FR}?subscription_success=true`, cookie)).notice?.title).toBe(
      "Paiement en traitement",
    );
  });
});

describe("the way back to the French dashboard", () => {
  it("is where the provider's checkout and billing portal return, on APP_URL, when started from it", async () => {
    const { cookie } = await therapist(services);
    provider.requests.length = 0;
    const started = (await post(services, FR, cookie, { intent: "get-featured" })) as Response;
    expect(started.status).toBe(302);
    const sent = provider.requests.find((r) => r.path === "/v1/checkout/sessions");
    expect(sent?.body.get("success_url")).toBe(`${APP_URL}${FR}?subscription_success=true`);
    expect(sent?.body.get("cancel_url")).toBe(`${APP_URL}${FR}?subscription_canceled=true`);

    provider.requests.length = 0;
    const billing = (await post(services, FR, cookie, { intent: "manage-billing" })) as Response;
    expect(billing.status).toBe(302);
    const portal = provider.requests.find((r) => r.path === "/v1/billing_portal/sessions");
    expect(portal?.body.get("return_url")).toBe(`${APP_URL}${FR}`);
  });

  it("is where demo mode's checkout page returns after paying or canceling, when started from it", async () => {
    const paying = await therapist(demo);
    const started = (await post(demo, FR, paying.cookie, { intent: "get-featured" })) as Response;
    const url = started.headers.get("Location") ?? "";
    expect(url).toMatch(/^\/dev\/checkout\/[0-9a-f-]{36}\?language=fr$/);
    const id = new URL(url, APP_URL).pathname.split("/").pop();
    const paid = await callWith(
      demoAction as never,
      appRequest(url, { form: { intent: "complete" }, cookie: paying.cookie }),
      contextFor(demo),
      { id: id! },
    );
    expect(paid.headers.get("Location")).toBe(`${FR}?subscription_success=true`);
    // a language the site does not have comes back to the English page
    const unknown = await callWith(
      demoAction as never,
      appRequest(`/dev/checkout/${id}?language=de`, { form: { intent: "complete" }, cookie: paying.cookie }),
      contextFor(demo),
      { id: id! },
    );
    expect(unknown.headers.get("Location")).toBe(`${EN}?subscription_success=true`);

    const canceling = await therapist(demo);
    const other = ((await post(demo, FR, canceling.cookie, { intent: "get-featured" })) as Response).headers.get(
      "Location",
    )!;
    const canceled = await callWith(
      demoAction as never,
      appRequest(other, { form: { intent: "cancel" }, cookie: canceling.cookie }),
      contextFor(demo),
      { id: new URL(other, APP_URL).pathname.split("/").pop()! },
    );
    expect(canceled.headers.get("Location")).toBe(`${FR}?subscription_canceled=true`);
    // an English start stays English
    const english = ((await post(demo, EN, (await therapist(demo)).cookie, { intent: "get-featured" })) as Response)
      .headers;
    expect(english.get("Location")).toMatch(/^\/dev\/checkout\/[0-9a-f-]{36}$/);
  });
});
