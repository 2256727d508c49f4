import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/button.tsx";
import { describedBy, Field, inputClass, Section } from "#app/components/form-field.tsx";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { SCRIPTED_FIELD, type PostFormActionData, type PostFormValues } from "./form-values.ts";
import {
  BLOG_LANGUAGE_NAMES,
  BLOG_LANGUAGE_TAGS,
  BLOG_LANGUAGES,
  CONTENT_MIN,
  CONTENT_ROWS,
  EXCERPT_MAX,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  slugify,
} from "./rules.ts";
import { usePostSubmit } from "./use-post-submit.ts";

type ControlOptions = { hint?: boolean; maxLength?: number; rows?: number };
type Author = { id: string; name: string; credentials: string | null };
type Props = {
  authors: Author[];
  initial: PostFormValues;
  postId: string | null;
  actionData: PostFormActionData | undefined;
};

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
  /** A control's attributes: `hint` when its field shows one. */
  const control = (key: keyof PostFormValues, { hint = false, ...attributes }: ControlOptions = {}) => ({
    id: key,
    name: key,
    value: values[key],
    onChange: on(key),
    ...attributes,
    ...describedBy(key, { error: error(key), hint }),
    className: inputClass,
  });
  return (
    <Form method="post" noValidate onSubmit={onSubmit} defaultShouldRevalidate={false} className="space-y-8">
      {scripted && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <Section title="Basic Information">
        <Field
          id="therapistId"
          label="Author (Therapist) *"
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
        <Field id="title" label="Title *" error={error("title")}>
          <input {...control("title", { maxLength: 200 })} />
        </Field>
        <Field id="slug" label="URL Slug *" error={error("slug")} hint={`/blog/${values.slug || "your-article"}`}>
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
        <Field id="specialty" label="Specialty *" error={error("specialty")}>
          <select {...control("specialty")}>
            <option value="">Select a specialty</option>
            {SPECIALTIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="language" label="Language of this post" error={error("language")}>
          <select {...control("language")}>
            {BLOG_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={BLOG_LANGUAGE_TAGS[language]}>
                {BLOG_LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="excerpt" label="Excerpt *" error={error("excerpt")} hint={`${values.excerpt.length}/${EXCERPT_MAX}`}>
          <textarea {...control("excerpt", { hint: true, rows: 3 })} />
        </Field>
      </Section>
      <Section title="Content">
        <Field
          id="content"
          label="Content *"
          error={error("content")}
          hint={`${values.content.length} characters · Minimum ${CONTENT_MIN} characters required`}
        >
          <textarea {...control("content", { hint: true, rows: CONTENT_ROWS })} />
        </Field>
      </Section>
      <Section title="SEO Settings (Optional)">
        <Field
          id="metaTitle"
          label="Meta Title"
          error={error("metaTitle")}
          hint={`${values.metaTitle.length}/${META_TITLE_RECOMMENDED} characters recommended`}
        >
          <input {...control("metaTitle", { hint: true, maxLength: 300 })} />
        </Field>
        <Field
          id="metaDescription"
          label="Meta Description"
          error={error("metaDescription")}
          hint={`${values.metaDescription.length}/${META_DESCRIPTION_RECOMMENDED} characters recommended`}
        >
          <textarea {...control("metaDescription", { hint: true, rows: 2 })} />
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
