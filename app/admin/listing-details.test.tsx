import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingDetails, listingRows } from "./listing-details.tsx";

// The review page shows what approval publishes beyond the names and texts: the photo, the office, the intake, the
// fees and the insurers, each as the application states it.

const application = {
  firstName: "Nora",
  lastName: "Newbie",
  profileImageUrl: "/uploads/profile-images/nora.webp",
  address: "55 Fifth Ave, Unit 5",
  acceptingClients: "waitlist" as const,
  acceptingWait: "2-6-weeks" as const,
  virtualSessions: true,
  inPersonSessions: true,
  rate: 175,
  sessionMinutes: 50,
  couplesFee: 210.5,
  slidingScale: true,
  slidingScaleMin: 90,
  slidingScaleOpen: false,
  freeConsultationMinutes: 15,
  receiptDesignation: "RP",
  insuranceProviders: ["Green Shield Canada", "Sun Life"],
  directBilling: ["Green Shield Canada"],
};

describe("the review page's photo, practice and fees", () => {
  it("names every fact approval publishes", () => {
    expect(Object.fromEntries(listingRows(application))).toEqual({
      "Office address": "55 Fifth Ave, Unit 5",
      "Accepting new clients": "Waitlist (2 to 6 weeks)",
      Sessions: "Online, In person",
      "Individual session": "$175 / 50 min",
      "Couples or family session": "$210.50",
      "Sliding scale": "Yes, from $90; spots full",
      "Free consultation": "15 min",
      "Receipts name": "RP",
      "Insurance accepted": "Green Shield Canada, Sun Life",
      "Direct billing": "Green Shield Canada",
    });
  });

  it("says where nothing is stated, and shows the photo the reviewer approves", () => {
    const bare = {
      ...application,
      profileImageUrl: null,
      address: null,
      acceptingClients: "yes" as const,
      acceptingWait: null,
      inPersonSessions: false,
      rate: null,
      couplesFee: null,
      slidingScale: false,
      freeConsultationMinutes: null,
      receiptDesignation: null,
      insuranceProviders: [],
      directBilling: [],
    };
    expect(Object.fromEntries(listingRows(bare))).toMatchObject({
      "Office address": "—",
      "Accepting new clients": "Yes",
      Sessions: "Online",
      "Individual session": "—",
      "Sliding scale": "No",
      "Free consultation": "None",
    });
    expect(renderToStaticMarkup(<ListingDetails listing={bare} />)).toContain("No photo");
    expect(renderToStaticMarkup(<ListingDetails listing={application} />)).toContain(
      '<img src="/uploads/profile-images/nora.webp" alt="Profile photo of Nora Newbie, as submitted"',
    );
  });
});
