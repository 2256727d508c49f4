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

type ControlOptions = { hint?: boolean; optional?: boolean; maxLength?: number; rows?: number };
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
  /** A control's attributes: `hint` when its field shows one; the optional (SEO) fields carry no aria-invalid. */
  const control = (
    key: keyof PostFormValues,
    { hint = false, optional = false, ...attributes }: ControlOptions = {},
  ) => ({
    id: key,
    name: key,
    value: values[key],
    onChange: on(key),
    ...attributes,
    "aria-invalid": optional ? undefined : Boolean(error(key)),
    "aria-describedby":
      [error(key) ? `${key}-error` : null, hint ? `${key}-hint` : null].filter(Boolean).join(" ") || undefined,
    className: input,
  });
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
          <select {...control("therapistId", { hint: true })}>
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
          <input {...control("title", { maxLength: 200 })} />
        </Field>
        <Field label="URL Slug *" name="slug" error={error("slug")} hint={`/blog/${values.slug || "your-article"}`}>
          <input {...control("slug", { hint: true, maxLength: 60 })} />
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
          <select {...control("specialty")}>
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
          <textarea {...control("excerpt", { hint: true, rows: 3 })} />
        </Field>
      </Section>
      <Section title="Content">
        <Field
          label="Content *"
          name="content"
          error={error("content")}
          hint={`${values.content.length} characters · Minimum ${CONTENT_MIN} characters required`}
        >
          <textarea {...control("content", { hint: true, rows: CONTENT_ROWS })} />
        </Field>
      </Section>
      <Section title="SEO Settings (Optional)">
        <Field
          label="Meta Title"
          name="metaTitle"
          error={error("metaTitle")}
          hint={`${values.metaTitle.length}/${META_TITLE_RECOMMENDED} characters recommended`}
        >
          <input {...control("metaTitle", { hint: true, optional: true, maxLength: 300 })} />
        </Field>
        <Field
          label="Meta Description"
          name="metaDescription"
          error={error("metaDescription")}
          hint={`${values.metaDescription.length}/${META_DESCRIPTION_RECOMMENDED} characters recommended`}
        >
          <textarea {...control("metaDescription", { hint: true, optional: true, rows: 2 })} />
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
