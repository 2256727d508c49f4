import { describe, expect, it } from "vitest";
import { soughtSpecialty } from "#app/reference/issues.ts";
import { CARD_BIO_CHARACTERS, cardView } from "./card-view.ts";
import { card, NOW } from "../../tests/support/therapist-card.ts";

describe("a card's view", () => {
  it("carries what the card shows and nothing of the contact details", () => {
    const view = cardView(card(), NOW);
    expect(view).toEqual({
      slug: "ada-lovelace",
      name: "Ada Lovelace",
      credentials: null,
      badges: ["CRPO-Registered"],
      place: "Toronto, ON",
      photo: null,
      rating: "4.5",
      specialties: ["Anxiety", "Grief & Loss"],
      approach: "CBT",
      bio: "Short bio.",
      cost: "$120 / 50 min",
      options: ["Online", "Featured"],
      languages: null,
      availability: "Not accepting new clients · confirmed 3 days ago",
      notResponding: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/Main St|416-555|Sun Life/);
  });

  it("says the listing's state in words with the waitlist's wait and the confirmation's age", () => {
    const line = (change: Parameters<typeof card>[0]) => cardView(card(change), NOW).availability;
    expect(line({ acceptingClients: "yes" })).toBe("Accepting new clients · confirmed 3 days ago");
    expect(line({ acceptingClients: "waitlist", acceptingWait: "2-6-weeks", virtualSessions: false })).toBe(
      "Waitlist · about 2-6 weeks · confirmed 3 days ago",
    );
    expect(line({ acceptingClients: "yes", availabilityConfirmedAt: NOW - 31 * 86_400_000 })).toBe(
      "Accepting new clients · Availability not confirmed recently",
    );
    expect(line({ acceptingClients: "no", virtualSessions: false, availabilityConfirmedAt: null })).toBe(
      "Not accepting new clients · Availability not confirmed recently",
    );
    // a listing that is not accepting is never said to have a waitlist or to be available online
    expect(line({ acceptingClients: "no", virtualSessions: true })).toBe(
      "Not accepting new clients · confirmed 3 days ago",
    );
  });

  it("writes the cost line: sliding scale while spots are open, direct billing while its confirmation counts", () => {
    const stated = {
      rate: 140,
      slidingScale: true,
      slidingScaleMin: 80,
      slidingScaleOpen: true,
      freeConsultationMinutes: 15 as const,
      insuranceProviders: ["Green Shield", "Sun Life", "Manulife"],
      directBilling: ["Green Shield", "Sun Life"],
      directBillingConfirmedAt: NOW - 100 * 86_400_000,
    };
    const cost = (change: Parameters<typeof card>[0]) => cardView(card({ ...stated, ...change }), NOW).cost;
    expect(cost({})).toBe(
      "$140 / 50 min · Sliding scale from $80 · Free 15-min consult · Direct billing: Green Shield, Sun Life",
    );
    expect(cost({ directBillingConfirmedAt: NOW - 396 * 86_400_000 })).toBe(
      "$140 / 50 min · Sliding scale from $80 · Free 15-min consult",
    );
    expect(cost({ slidingScaleOpen: false, freeConsultationMinutes: null, sessionMinutes: 60 })).toBe(
      "$140 / 60 min · Direct billing: Green Shield, Sun Life",
    );
    expect(
      cost({
        rate: null,
        slidingScale: false,
        slidingScaleOpen: false,
        freeConsultationMinutes: null,
        directBilling: [],
      }),
    ).toBeNull();
  });

  it("names the session languages other than English, and nothing for English only", () => {
    expect(cardView(card(), NOW).languages).toBeNull();
    expect(cardView(card({ languages: ["en", "fr", "ar"] }), NOW).languages).toBe("Sessions in French, Arabic");
  });

  it("names first the specialties the search was for (a specialty, an issue and those it implies), at most two", () => {
    const listing = card({ specialties: ["Career Counselling", "Self-Esteem", "Panic Disorders", "Grief & Loss"] });
    expect(cardView(listing, NOW).specialties).toEqual(["Career Counselling", "Self-Esteem"]);
    const on = (p: { specialty?: string; issue?: string }) => cardView(listing, NOW, undefined, soughtSpecialty(p));
    expect(on({ issue: "anxiety" }).specialties).toEqual(["Panic Disorders", "Career Counselling"]);
    expect(on({ issue: "grief" }).specialties).toEqual(["Grief & Loss", "Career Counselling"]);
    expect(on({ specialty: "self-esteem" }).specialties).toEqual(["Self-Esteem", "Career Counselling"]);
    expect(on({}).specialties).toEqual(["Career Counselling", "Self-Esteem"]);
  });

  it("is not Featured once the paid period has ended", () => {
    expect(cardView(card({ featuredUntil: NOW - 1 }), NOW).options).toEqual(["Online"]);
    expect(cardView(card({ isFeatured: false }), NOW).options).toEqual(["Online"]);
  });

  it("writes the credentials out only when no badge says what they are", () => {
    expect(cardView(card({ credentials: "MA, RP" }), NOW)).toMatchObject({
      credentials: null,
      badges: ["CRPO-Registered"],
    });
    expect(cardView(card({ credentials: "BA" }), NOW)).toMatchObject({ credentials: "BA", badges: [] });
    expect(cardView(card({ credentials: null }), NOW)).toMatchObject({ credentials: null, badges: [] });
  });

  it("lists every option that applies, in the card's order, and a rating only above 0", () => {
    const all = cardView(card({ inPersonSessions: true, studentFriendly: true }), NOW);
    expect(all.options).toEqual(["Online", "In-Person", "Student-Friendly", "Featured"]);
    expect(cardView(card({ rating: 0 }), NOW).rating).toBeNull();
    expect(cardView(card({ rating: 4.96 }), NOW).rating).toBe("5.0");
    expect(cardView(card({ therapyTypes: [] }), NOW).approach).toBeNull();
  });

  it("cuts a long bio after a whole word, with an ellipsis", () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const bio = cardView(card({ bio: words }), NOW).bio ?? "";
    expect(bio.length).toBeLessThanOrEqual(CARD_BIO_CHARACTERS + 1);
    expect(bio.endsWith("…")).toBe(true);
    expect(words.startsWith(bio.slice(0, -1))).toBe(true);
    expect(words.charAt(bio.length - 1)).toBe(" ");
    expect(cardView(card({ bio: "Short bio." }), NOW).bio).toBe("Short bio.");
  });

  it("says it is not responding while flagged and availability was not confirmed after the flag", () => {
    expect(cardView(card({ notRespondingSince: NOW - 10, availabilityConfirmedAt: null }), NOW).notResponding).toBe(
      true,
    );
    expect(cardView(card({ notRespondingSince: NOW - 10, availabilityConfirmedAt: NOW - 10 }), NOW).notResponding).toBe(
      true,
    );
    expect(cardView(card({ notRespondingSince: NOW - 10, availabilityConfirmedAt: NOW - 5 }), NOW).notResponding).toBe(
      false,
    );
    expect(cardView(card({ notRespondingSince: null, availabilityConfirmedAt: null }), NOW).notResponding).toBe(false);
  });

  it("shows only a stored photo and a place without a province", () => {
    expect(cardView(card({ profileImageUrl: "https://elsewhere.example/a.png" }), NOW).photo).toBeNull();
    expect(cardView(card({ province: null }), NOW).place).toBe("Toronto");
    expect(cardView(card({ city: null }), NOW).place).toBeNull();
  });
});
