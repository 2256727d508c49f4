import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { inquiryLink, INQUIRY_ANSWERS } from "#app/inquiries/inquiry-links.server.ts";
import { twinPaths, type Twin } from "#app/i18n/twins.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";
import { signedInCookie } from "./auth.ts";

// The French pages that only an emailed link or a session opens, each with what opens it: the availability links'
// pages (a token for the therapist's listing), the inquiry answer pages (a token for a message written to them),
// and the post form's pages (the therapist's session; the edit form of their own draft, written in French).

export type LinkedPage = { twin: Twin; query: string; cookie?: string };

const Id = z.object({ id: z.uuid() });
const DRAFT = "brouillon-sur-le-deuil";

export async function linkedPages(services: AppServices, email: string): Promise<LinkedPage[]> {
  const { db } = services;
  const therapist = await db.one(sql.type(Id)`SELECT id FROM therapists WHERE email = ${email}`);
  // a draft written in French: the edit form shows the post as written
  await db.query(sql.type(z.object({}))`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, language)
    VALUES (${therapist.id}, 'Traverser le deuil', ${DRAFT}, ${"Le deuil prend du temps. ".repeat(20)},
      'Quelques repères pour traverser le deuil, à son rythme, avec du soutien.', 'Grief', 'draft', 'fr')`);
  const now = Date.now();
  const availability = async (purpose: "availability-confirm" | "availability-update", en: string) => {
    const token = await issueActionLink(db, { purpose, subjectId: therapist.id, now: new Date(now), validDays: 14 });
    return { twin: twinOf(en), query: `token=${token}` };
  };
  const inquiryId = await db.oneFirst(sql.type(Id)`
    INSERT INTO contact_inquiries (therapist_id, name, email, message, language)
    VALUES (${therapist.id}, 'Camille Gagnon', 'camille@example.org', 'Bonjour, avez-vous des disponibilités?', 'fr')
    RETURNING id`);
  const answers = await Promise.all(
    INQUIRY_ANSWERS.map(async (answer) => {
      const url = new URL(await inquiryLink(db, { appUrl: "http://x.test", answer, inquiryId, now, language: "fr" }));
      return { twin: twinOf(url.pathname), query: url.search.slice(1) };
    }),
  );
  const cookie = await signedInCookie(services, email);
  return [
    await availability("availability-confirm", "/availability/confirm"),
    await availability("availability-update", "/availability/update"),
    ...answers,
    { twin: twinOf("/blog/create"), query: "", cookie },
    { twin: twinOf(`/blog/${DRAFT}/edit`), query: "", cookie },
  ];
}

function twinOf(path: string): Twin {
  const twin = twinPaths(path);
  if (!twin?.routed) throw new Error(`no served French twin for ${path}`);
  return twin;
}
