import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/button.tsx";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { SCRIPTED_FIELD, type PostFormActionData, type PostFormValues } from "./form-values.ts";
import {
  CONTENT_MIN,
  CONTENT_ROWS,
  EXCERPT_MAX,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  slugify,
} from "./rules.ts";
import { usePostSubmit } from "./use-post-submit.ts";

type Author = { id: string; name: string; credentials: string | null };
type Props = {
  authors: Author[];
  initial: PostFormValues;
  postId: string | null;
  actionData: PostFormActionData | undefined;
};

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 aria-invalid:border-red-600";

/**
 * The post form (create and edit). The slug follows the title until it is edited by hand; metaTitle and
 * metaDescription follow the title and excerpt while they are empty. It posts to its page's action
 * (use-post-submit.ts): with JavaScript a saved post shows a toast and the page goes to /blog; without it, the
 * browser goes to the post, or the dashboard for a draft.
 */
export function PostForm({ authors, initial, postId, actionData }: Props) {
  const { Form, onSubmit, scripted, errors, suggestion, takeSuggestion, pending } = usePostSubmit(actionData);
  const start = actionData?.values ?? initial;
  const [values, setValues] = useState<PostFormValues>(start);
  const slugEdited = useRef(Boolean(postId) || start.slug !== slugify(start.title));
  const follows = useRef({ metaTitle: !start.metaTitle, metaDescription: !start.metaDescription });

  const set = (change: Partial<PostFormValues>) => setValues((current) => ({ ...current, ...change }));
  const on =
    (key: keyof PostFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      const change: Partial<PostFormValues> = { [key]: value };
      if (key === "title") {
        if (!slugEdited.current) change.slug = slugify(value);
        if (follows.current.metaTitle) change.metaTitle = value;
      }
      if (key === "excerpt" && follows.current.metaDescription) change.metaDescription = value;
      if (key === "slug") slugEdited.current = true;
      if (key === "metaTitle" || key === "metaDescription") follows.current[key] = value === "";
      set(change);
    };

  const error = (key: string) => errors[key]?.[0];
  const describe = (key: string, hint?: string) =>
    [error(key) ? `${key}-error` : null, hint ? `${key}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} defaultShouldRevalidate={false} className="space-y-8">
      {scripted && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <Section title="Basic Information">
        <Field
          label="Author (Therapist) *"
          name="therapistId"
          error={error("therapistId")}
          hint="In production this will be set to the logged-in account."
        >
          <select
            id="therapistId"
            name="therapistId"
            value={values.therapistId}
            onChange={on("therapistId")}
            aria-invalid={Boolean(error("therapistId"))}
            aria-describedby={describe("therapistId", "hint")}
            className={input}
          >
            {authors.length !== 1 && <option value="">Select a therapist</option>}
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.credentials ? `, ${a.credentials}` : ""}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Title *" name="title" error={error("title")}>
          <input
            id="title"
            name="title"
            value={values.title}
            onChange={on("title")}
            maxLength={200}
            aria-invalid={Boolean(error("title"))}
            aria-describedby={describe("title")}
            className={input}
          />
        </Field>
        <Field label="URL Slug *" name="slug" error={error("slug")} hint={`/blog/${values.slug || "your-article"}`}>
          <input
            id="slug"
            name="slug"
            value={values.slug}
            onChange={on("slug")}
            maxLength={60}
            aria-invalid={Boolean(error("slug"))}
            aria-describedby={describe("slug", "hint")}
            className={input}
          />
        </Field>
        {suggestion && error("slug") && (
          <button
            type="button"
            onClick={() => {
              slugEdited.current = true;
              set({ slug: suggestion });
              takeSuggestion();
            }}
            className="text-sm font-medium text-brand-800 underline"
          >
            Use {suggestion}
          </button>
        )}
        <Field label="Specialty *" name="specialty" error={error("specialty")}>
          <select
            id="specialty"
            name="specialty"
            value={values.specialty}
            onChange={on("specialty")}
            aria-invalid={Boolean(error("specialty"))}
            aria-describedby={describe("specialty")}
            className={input}
          >
            <option value="">Select a specialty</option>
            {SPECIALTIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Excerpt *"
          name="excerpt"
          error={error("excerpt")}
          hint={`${values.excerpt.length}/${EXCERPT_MAX}`}
        >
          <textarea
            id="excerpt"
            name="excerpt"
            rows={3}
            value={values.excerpt}
            onChange={on("excerpt")}
            aria-invalid={Boolean(error("excerpt"))}
            aria-describedby={describe("excerpt", "hint")}
            className={input}
          />
        </Field>
      </Section>
      <Section title="Content">
        <Field
          label="Content *"
          name="content"
          error={error("content")}
          hint={`${values.content.length} characters · Minimum ${CONTENT_MIN} characters required`}
        >
          <textarea
            id="content"
            name="content"
            rows={CONTENT_ROWS}
            value={values.content}
            onChange={on("content")}
            aria-invalid={Boolean(error("content"))}
            aria-describedby={describe("content", "hint")}
            className={input}
          />
        </Field>
      </Section>
      <Section title="SEO Settings (Optional)">
        <Field
          label="Meta Title"
          name="metaTitle"
          error={error("metaTitle")}
          hint={`${values.metaTitle.length}/${META_TITLE_RECOMMENDED} characters recommended`}
        >
          <input
            id="metaTitle"
            name="metaTitle"
            value={values.metaTitle}
            onChange={on("metaTitle")}
            maxLength={300}
            aria-describedby={describe("metaTitle", "hint")}
            className={input}
          />
        </Field>
        <Field
          label="Meta Description"
          name="metaDescription"
          error={error("metaDescription")}
          hint={`${values.metaDescription.length}/${META_DESCRIPTION_RECOMMENDED} characters recommended`}
        >
          <textarea
            id="metaDescription"
            name="metaDescription"
            rows={2}
            value={values.metaDescription}
            onChange={on("metaDescription")}
            aria-describedby={describe("metaDescription", "hint")}
            className={input}
          />
        </Field>
      </Section>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/blog" className={buttonClass("secondary")}>
          Cancel
        </Link>
        <Button
          type="submit"
          name="status"
          value="draft"
          disabled={pending !== null}
          variant="primary-outline"
          className="disabled:opacity-60"
        >
          {pending === "draft" ? "Saving..." : "Save as Draft"}
        </Button>
        <Button
          type="submit"
          name="status"
          value="published"
          disabled={pending !== null}
          className="disabled:opacity-60"
        >
          {pending === "published" ? "Publishing..." : "Publish"}
        </Button>
      </div>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
