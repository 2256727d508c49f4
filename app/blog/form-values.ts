import type { FieldErrors } from "#app/http/field-errors.ts";

// The post form's values as posted (with or without JavaScript) and what the page action answers.

export type PostFormValues = {
  therapistId: string;
  title: string;
  slug: string;
  specialty: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
};

export type PostFormActionData = {
  status: number;
  message: string;
  errors: FieldErrors;
  values: PostFormValues;
  suggestion?: string;
};

const KEYS = [
  "therapistId",
  "title",
  "slug",
  "specialty",
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
  return { ...values, therapistId: values.therapistId || undefined, status };
}
