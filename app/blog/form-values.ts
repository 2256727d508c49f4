import type { FieldErrors } from "#app/http/field-errors.ts";

// The post form's values as posted (with or without JavaScript) and what the page action answers.

/**
 * The field the form adds once JavaScript runs it (never in the server's HTML): a post holding it is the fetcher's,
 * answered with data (the form shows its toast and goes to /blog); a post without it is the browser's, answered
 * with a redirect to the saved post (or the dashboard, for a draft).
 */
export const SCRIPTED_FIELD = "_scripted";

/**
 * The "Use {slug}" button's field without JavaScript: a post holding it saves nothing and brings the form back as
 * typed, with that free slug in place of the taken one.
 */
export const TAKE_SLUG_FIELD = "takeSlug";

export type PostFormValues = {
  therapistId: string;
  title: string;
  slug: string;
  specialty: string;
  language: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
};

/** The page action's answer: a refused post (errors, the values as posted), or one saved by the fetcher (post). */
export type PostFormActionData = {
  status: number;
  message: string;
  errors?: FieldErrors;
  values?: PostFormValues;
  suggestion?: string;
  post?: { id: string; slug: string; status: "draft" | "published" };
};

const KEYS = [
  "therapistId",
  "title",
  "slug",
  "specialty",
  "language",
  "excerpt",
  "content",
  "metaTitle",
  "metaDescription",
] as const;

export function formValues(form: FormData): PostFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(KEYS.map((key) => [key, text(key)])) as PostFormValues;
}

/** The form's values as the API takes them (status from the button pressed). */
export function toPayload(values: PostFormValues, status: string) {
  return { ...values, therapistId: values.therapistId || undefined, language: values.language || undefined, status };
}
