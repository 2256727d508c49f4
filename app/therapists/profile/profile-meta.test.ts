import { describe, expect, it } from "vitest";
import type { PublicProfile } from "#app/therapists/card.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { profileMeta } from "./profile-meta.ts";

const t = (id: string, values: Values = {}) =>
  id === "profile.title" ? `${String(values.name)} Therapist | ${String(values.site)}` : id;

const profile = {
  firstName: "Casey",
  lastName: "MacDonald",
  credentials: "MACP, RP",
  city: "Toronto",
  specialties: ["Anxiety"],
  therapyTypes: ["CBT"],
  acceptingClients: "yes",
  profileImageUrl: null,
} as unknown as PublicProfile;

describe("a profile's head", () => {
  it("titles the page with the therapist's full name, credentials and city", () => {
    const meta = profileMeta(t as never, {}, profile, "http://x/therapists/casey-macdonald");
    expect(meta[0]).toEqual({ title: "Casey MacDonald, MACP, RP, Toronto Therapist | site.name" });
    expect(meta).toContainEqual({
      property: "og:title",
      content: "Casey MacDonald, MACP, RP, Toronto Therapist | site.name",
    });
  });
});
