// The demo blog posts, as pure and deterministic as the therapists they are written by (generate.ts): the same
// Random seed, author, index and `now` always give the same post. Nothing here reads the clock or touches the database.
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/index.ts";
import { CRISIS_LINES } from "#app/site.ts";
import { slugify, type GeneratedTherapist } from "./generate.ts";
import type { Random } from "./random.ts";
import { writeBlogText } from "./texts.ts";

const DAY = 86_400_000;

/** Cuts text to at most max characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).replace(/[\s,.:;-]+$/, "")}…`;
}

/** A slug cut to at most max characters, at a hyphen when it would otherwise end mid-word. */
function clipSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return (slug[max] === "-" ? cut : cut.replace(/-[a-z0-9]*$/, "")).replace(/-+$/, "");
}

export type BlogAuthor = Pick<
  GeneratedTherapist,
  "firstName" | "lastName" | "credentials" | "specialties" | "therapyTypes" | "createdAt"
>;

export type GeneratedBlogPost = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  specialty: string;
  metaTitle: string;
  metaDescription: string;
  status: "published" | "draft";
  language: "en" | "fr";
  publishedAt: Date | null;
  createdAt: Date;
};

export function generateBlogPost(
  random: Random,
  author: BlogAuthor,
  index: number,
  now: Date,
  options: { draft?: boolean } = {},
): GeneratedBlogPost {
  // Posts are about a common issue the author lists, when there is one.
  const common = author.specialties.filter((name) => ISSUE_DROPDOWN_SPECIALTIES.includes(name));
  const specialty = random.pick(common.length > 0 ? common : author.specialties);
  const text = writeBlogText(random, specialty, author.therapyTypes, CRISIS_LINES[0].number);
  const suffix = `-${index + 1}`;
  const stem = clipSlug(slugify(text.title), 60 - suffix.length);
  const byline = [`${author.firstName} ${author.lastName}`, author.credentials].filter(Boolean).join(", ");
  const earliest = Math.max(author.createdAt, now.getTime() - 365 * DAY);
  const publishedAt = new Date(earliest + Math.floor(random.next() * (now.getTime() - earliest)));
  return {
    title: text.title,
    slug: `${stem}${suffix}`,
    content: [...text.paragraphs, `— ${byline}`].join("\n\n"),
    excerpt: truncate(text.excerpt, 160),
    specialty,
    metaTitle: truncate(text.title, 60),
    // The post's own words only: the page around it names the author, in the page's language.
    metaDescription: truncate(text.excerpt, 160),
    status: options.draft ? "draft" : "published",
    language: "en",
    publishedAt: options.draft ? null : publishedAt,
    createdAt: options.draft ? new Date(now.getTime() - random.int(1, 20) * DAY) : publishedAt,
  };
}
