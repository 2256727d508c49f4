import type { z } from "zod";
import { InquiryRow } from "#app/inquiries/inquiry-row.ts";
import { replyDueAt, repliedInTime, REPLY_RECORD_MINIMUM } from "#app/inquiries/reply-rules.ts";
import { createRandom } from "./random.ts";

// The demo's contact messages, so that each state of replies tracking shows on the demo directory: the demo
// therapist's dashboard lists new, replied and closed messages with a reply record; a few listings state a reply
// record, one does not (fewer messages than the record needs), and one says it is not responding (five messages
// left unanswered, flagged a day ago). Fictional, and worked out from `now` and a fixed seed alone.

export const SeedInquiry = InquiryRow.omit({ id: true, therapistId: true, heardBack: true, heardBackAt: true }).extend(
  InquiryRow.pick({ therapistId: true }).shape,
);
export type SeedInquiry = z.infer<typeof SeedInquiry>;

const DAY = 86_400_000;
const FIRST_NAMES = ["Sam", "Priya", "Noah", "Aisha", "Lucas", "Mei", "Owen", "Fatima", "Liam", "Chloe", "Arjun"];
const MESSAGES = [
  "Hello, I would like to book a first session. Do you have evening availability?",
  "Hi, I'm looking for help with anxiety at work. Are you taking new clients?",
  "Good morning, could you tell me whether my insurance covers your sessions?",
  "Hi there, my partner and I are interested in couples sessions. Is that something you offer?",
  "Hello, I'd like to know more about how online sessions work with you.",
];

/** How each listing's messages turn out: replied in time, replied late, closed, unanswered (all in the past). */
type Outcome = "in-time" | "late" | "closed" | "new";
export type DemoInquiryPlan = { rows: (Omit<SeedInquiry, "therapistId"> & { slug: string })[]; notResponding: string };

export function planDemoInquiries(slugs: readonly string[], now: Date): DemoInquiryPlan {
  const random = createRandom(20261128);
  const [demo, steady, mostly, some, few, silent] = slugs as [string, string, string, string, string, string];
  const outcomes: [string, Outcome[]][] = [
    [demo, ["in-time", "in-time", "in-time", "late", "in-time", "closed", "in-time"]],
    [steady, Array<Outcome>(10).fill("in-time")],
    [mostly, ["in-time", "in-time", "late", "in-time", "new", "in-time", "in-time", "in-time", "in-time", "in-time"]],
    [some, ["in-time", "new", "in-time", "late", "new", "in-time"]],
    [few, Array<Outcome>(REPLY_RECORD_MINIMUM - 2).fill("in-time")],
    [silent, Array<Outcome>(5).fill("new")],
  ];
  let visitor = 0;
  const rows: DemoInquiryPlan["rows"] = [];
  for (const [slug, list] of outcomes)
    list.forEach((outcome, i) => {
      // Spread over the last 80 days, oldest first; the silent listing's are all older than three weeks.
      const daysAgo = slug === silent ? 60 - i * 8 : 80 - Math.round((i * 70) / list.length);
      const createdAt = now.getTime() - daysAgo * DAY - random.int(0, 10) * 3_600_000;
      const due = replyDueAt(createdAt);
      const answeredAt =
        outcome === "in-time" ? createdAt + random.int(2, 20) * 3_600_000 : outcome === "new" ? null : due + DAY;
      const name = FIRST_NAMES[visitor % FIRST_NAMES.length] as string;
      visitor++;
      rows.push({
        slug,
        name,
        email: `visitor${visitor}@example.org`,
        phone: null,
        message: random.pick(MESSAGES),
        language: "en",
        createdAt,
        state: outcome === "new" ? "new" : outcome === "closed" ? "closed" : "replied",
        answeredAt,
        answeredBy: answeredAt === null ? null : "therapist",
        repliedInTime:
          outcome === "in-time" || outcome === "late"
            ? repliedInTime({ createdAt, by: "therapist", at: answeredAt as number })
            : false,
        replyDueAt: due,
        followUpsOffAt: null,
        submissionKey: null,
      });
    });
  // The demo therapist also has a message from three hours ago, still to be answered.
  const latest = now.getTime() - 3 * 3_600_000;
  rows.push({
    ...(rows[0] as DemoInquiryPlan["rows"][number]),
    name: "Robin",
    email: "robin@example.org",
    createdAt: latest,
    replyDueAt: replyDueAt(latest),
    state: "new",
    answeredAt: null,
    answeredBy: null,
    repliedInTime: false,
  });
  return { rows, notResponding: silent };
}
