import { describe, expect, it } from "vitest";
import * as admin from "#app/admin/admin-emails.ts";
import * as account from "#app/auth/account-emails.ts";
import { magicLinkEmail } from "#app/auth/magic-link-email.server.ts";
import * as featured from "#app/featured/emails.ts";
import type { Language } from "#app/i18n/language.ts";
import * as inquiry from "#app/inquiries/inquiry-emails.ts";
import * as message from "#app/inquiries/message-emails.ts";
import * as notices from "#app/therapists/address-notices.ts";
import { availabilityReminderEmail } from "#app/therapists/availability-email.ts";
import type { EmailMessage } from "./message.ts";

// Every email names the site in its own language: a French email says "Répertoire canadien des thérapeutes" and
// never the English name, in its subject or its text; an English one keeps "Canadian Therapist Directory".

const APP = "https://therapists.example";
const EN = "Canadian Therapist Directory";
const FR = "Répertoire canadien des thérapeutes";
const AT = Date.UTC(2026, 10, 2, 15);

function everyEmail(language: Language): Record<string, EmailMessage> {
  const to = "a@example.org";
  const r = { to, firstName: "Annie", language };
  const visitor = { name: "Sam", email: "sam@example.org", createdAt: AT };
  const inquiryTo = { to, language, therapistName: "Claude Martel", createdAt: AT, offUrl: `${APP}/off` };
  return {
    receipt: admin.applicationReceipt({ ...r, typedEmail: to, proved: true, appUrl: APP }),
    approved: admin.approvedEmail({ ...r, appUrl: APP, slug: "annie", featured: false, adminNotes: null }),
    rejected: admin.rejectedEmail({ ...r, appUrl: APP, adminNotes: null }),
    changes: admin.changesDecidedEmail({ ...r, appUrl: APP, approved: true }),
    linking: admin.linkingReminder({ ...r, appUrl: APP }),
    inUse: account.addressInUseEmail(to, language, APP),
    confirmNew: account.confirmNewAddressEmail(r, `${APP}/x`, 30),
    requested: account.changeRequestedEmail(r, "b@example.org"),
    changed: account.addressChangedEmail(to, language, "b@example.org"),
    proof: account.addressProofEmail(r, `${APP}/x`, 7),
    signIn: magicLinkEmail(to, APP, "token", language),
    addressChanged: notices.listingAddressChanged(to, language, { slug: "annie", from: to, to, why: "admin" }, APP),
    takenOff: notices.addressTakenOff(to, language, { slug: "annie" }, APP),
    linkedByAdmin: notices.listingLinkedByAdmin(to, language, { slug: "annie", reason: "asked" }, APP),
    availability: availabilityReminderEmail(
      {
        email: to,
        firstName: "Annie",
        acceptingClients: "yes",
        acceptingWait: null,
        availabilityConfirmedAt: AT,
        directBilling: [],
      },
      language,
      { confirm: `${APP}/c`, update: `${APP}/u` },
      AT,
    ),
    newMessage: message.newMessageEmail({
      to,
      language,
      form: { name: "Sam", email: "sam@example.org", phone: undefined, message: "Bonjour" },
      repliedUrl: `${APP}/r`,
    }),
    messageReceipt: message.receiptEmail({
      to,
      language,
      therapistName: "Claude Martel",
      profileUrl: `${APP}/p`,
      offUrl: `${APP}/off`,
    }),
    reminder: inquiry.therapistReminder("first-reminder", {
      to,
      language,
      visitor,
      repliedUrl: `${APP}/r`,
      dashboardUrl: `${APP}/d`,
    }),
    heardBack: inquiry.heardBackQuestion({ ...inquiryTo, yesUrl: `${APP}/y`, noUrl: `${APP}/n` }),
    suggestions: inquiry.suggestionsEmail({ ...inquiryTo, suggestions: [] }),
    notResponding: inquiry.notRespondingNotice({ to, language, firstName: "Annie", dashboardUrl: `${APP}/d` }),
    featuredReceipt: featured.receiptEmail(r, 999, AT, APP),
    renewal: featured.renewalEmail(r, 999, AT, APP),
    failure: featured.failureEmail(r, AT, APP),
    firstFailed: featured.firstPaymentFailedEmail(r, APP, "dashboard"),
    firstFailedAtSignup: featured.firstPaymentFailedEmail(r, APP, "signup"),
    reversal: featured.reversalEmail(r, "refunded", 999, true, APP),
    end: featured.endEmail(r, APP),
  };
}

describe("the site's name in emails", () => {
  it.each(Object.entries(everyEmail("fr")))("French %s: the French name, never the English one", (_, email) => {
    expect(`${email.subject}\n${email.text}`).not.toContain(EN);
    expect(email.text).toContain(FR);
  });

  it.each(Object.entries(everyEmail("en")))("English %s: the English name", (_, email) => {
    expect(`${email.subject}\n${email.text}`).not.toContain(FR);
    expect(email.text).toContain(EN);
  });

  it("reads French with its article: « au », « sur le », « du »", () => {
    const fr = everyEmail("fr");
    expect(fr.signIn?.subject).toBe(`Votre lien de connexion au ${FR}`);
    expect(fr.approved?.subject).toBe(`Votre profil sur le ${FR} est en ligne`);
    expect(fr.receipt?.text).toContain(`Merci d’avoir demandé à figurer dans le ${FR}.`);
    expect(fr.heardBack?.text).toContain(`par l’intermédiaire du ${FR}`);
    expect(fr.approved?.text).toMatch(new RegExp(`\\n— ${FR}$`));
  });
});
