import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import type { AppServices } from "#app/context.server.ts";
import en from "#app/i18n/messages/pricing.en.ts";
import fr from "#app/i18n/messages/pricing.fr.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { type TestDatabase } from "../support/db.ts";
import {
  approvedTherapist,
  checkoutCompleted,
  DAY,
  deliver,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// What the pricing page tells a therapist Featured buys is what the directory does: in the recommended order (the
// directory, its filters, the issue pages) a Featured profile comes before the profiles that are not Featured,
// except those whose availability was confirmed recently when its own was not; a city page lists every profile by
// name, Featured or not. The words promise no more than that, in either language.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

const NOW = Date.now();

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
});
afterAll(() => stopProviderTestbed({ t, services, provider }));

describe("the pricing page's placement claims", () => {
  it("match the orders: recommended (availability first, then Featured) and the city pages' (by name)", async () => {
    const city = "Claimsville";
    const listing = async (lastName: string, featured: boolean, confirmedDaysAgo: number) => {
      const { userId, therapistId } = await approvedTherapist(services, { city, lastName });
      if (featured)
        await deliver(
          services,
          checkoutCompleted(Math.floor(NOW / 1000) - DAY, { userId, therapistId, purpose: "upgrade" }),
        );
      await t.db.query(sql.unsafe`
        UPDATE therapists SET availability_confirmed_at = ${sql.timestamp(new Date(NOW - confirmedDaysAgo * DAY * 1000))}
        WHERE id = ${therapistId}`);
      return therapistId;
    };
    const adams = await listing("Adams", true, 60);
    const baker = await listing("Baker", false, 0);
    const clark = await listing("Clark", false, 60);
    const dunn = await listing("Dunn", true, 0);
    const engine = postgresSearchEngine(t.db, () => NOW);
    for (const id of [adams, baker, clark, dunn]) await engine.indexTherapist(id);
    const ids = async (params: Record<string, string>) =>
      (await engine.search(SearchParams.parse({ city, ...params }))).therapists.map((card) => card.id);

    expect(await ids({ sortBy: "recommended" })).toEqual([dunn, baker, adams, clark]);
    expect(await ids({ sortBy: "name" })).toEqual([adams, baker, clark, dunn]); // a city page's order

    for (const words of [en, fr]) {
      for (const text of [words["benefits.placement.text"], words["faq.what.a"]]) {
        // no place on city pages is promised, and the recently confirmed availability that comes first is said
        expect(text).toMatch(
          /City pages list every profile by name|pages de villes présentent tous les profils par nom/,
        );
        expect(text).toMatch(/confirmed in the last \{recent\} days|confirmée dans les \{recent\} derniers jours/);
      }
    }
  });
});
