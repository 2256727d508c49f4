import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/button.tsx";
import { describedBy, Field, inputClass, Section } from "#app/components/form-field.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { useEditedBeforeHydration } from "#app/components/edited-before-hydration.ts";
import { characterCount } from "#app/http/character-count.ts";
import {
  formValues,
  SCRIPTED_FIELD,
  TAKE_SLUG_FIELD,
  type PostFormActionData,
  type PostFormValues,
} from "./form-values.ts";
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

/**
 * required: the field must be filled (its label's "*"); the form is noValidate, so the attribute tells assistive
 * technology without the browser's own check blocking the server's (as in the application form).
 */
type ControlOptions = { hint?: boolean; required?: boolean; maxLength?: number; rows?: number };
type Author = { id: string; name: string; credentials: string | null };
type Props = {
  authors: Author[];
  initial: PostFormValues;
  postId: string | null;
  actionData: PostFormActionData | undefined;
  /** The specialties' names in the page's language (none: as they are). */
  specialtyNames: ValueNames;
};

/**
 * The post form (create and edit). The slug follows the title until it is edited by hand; metaTitle and
 * metaDescription follow the title and excerpt while they are empty. It posts to its page's action
 * (use-post-submit.ts): a saved post goes to the post, or the dashboard for a draft, with a toast when JavaScript
 * runs. In the page's language (post-form catalogue).
 */
export function PostForm({ authors, initial, postId, actionData, specialtyNames }: Props) {
  const t = useT();
  const language = useLanguage();
  const { Form, onSubmit, scripted, errors, suggestion, takeSuggestion, pending } = usePostSubmit(actionData);
  const start = actionData?.values ?? initial;
  const [values, setValues] = useState<PostFormValues>(start);
  const slugEdited = useRef(Boolean(postId) || start.slug !== slugify(start.title));
  const follows = useRef({ metaTitle: !start.metaTitle, metaDescription: !start.metaDescription });

  const set = (change: Partial<PostFormValues>) => setValues((current) => ({ ...current, ...change }));
  const edit = (key: keyof PostFormValues, value: string) => {
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
  const on =
    (key: keyof PostFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      edit(key, event.target.value);
  // What was typed or chosen before the page's scripts ran does what it would have done (a title's slug with it):
  // otherwise the first render after hydrating would put the served values back in the fields.
  const form = useRef<HTMLFormElement>(null);
  useEditedBeforeHydration(form, (fields) => {
    const typed = formValues(fields);
    for (const key of Object.keys(typed) as (keyof PostFormValues)[])
      if (typed[key] !== values[key]) edit(key, typed[key]);
  });

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
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} defaultShouldRevalidate={false} className="space-y-8">
      {scripted && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      {/* the answer to a post sent without scripts (a scripted one is told by its toast and the field's focus): at
          the top of a long form, it takes the focus as the page loads, so it is seen and read first */}
      {actionData && actionData.status >= 400 && (
        <p role="alert" tabIndex={-1} autoFocus className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {t("postform.summary.error", { message: actionData.message })}
        </p>
      )}
      <Section title={t("postform.section.basic")}>
        <Field
          id="therapistId"
          label={t("postform.author")}
          error={error("therapistId")}
          hint={t("postform.author.hint")}
        >
          <select {...control("therapistId", { hint: true, required: true })}>
            {authors.length !== 1 && <option value="">{t("postform.author.choose")}</option>}
            {authors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
                {a.credentials ? `, ${a.credentials}` : ""}
              </option>
            ))}
          </select>
        </Field>
        <Field id="title" label={t("postform.title")} error={error("title")}>
          <input {...control("title", { required: true, maxLength: 200 })} />
        </Field>
        <Field
          id="slug"
          label={t("postform.slug")}
          error={error("slug")}
          hint={localPath(language, `/blog/${values.slug || t("postform.slug.example")}`)}
        >
          <input {...control("slug", { hint: true, required: true, maxLength: 60 })} />
        </Field>
        {/* Without JavaScript the button posts the form back with the free slug in place (TAKE_SLUG_FIELD). */}
        {suggestion && error("slug") && (
          <button
            {...(scripted ? { type: "button" } : { type: "submit", name: TAKE_SLUG_FIELD, value: suggestion })}
            onClick={() => {
              slugEdited.current = true;
              set({ slug: suggestion });
              takeSuggestion();
            }}
            className="text-sm font-medium text-brand-800 underline"
          >
            {t("postform.slug.use", { slug: suggestion })}
          </button>
        )}
        <Field id="specialty" label={t("postform.specialty")} error={error("specialty")}>
          <select {...control("specialty", { required: true })}>
            <option value="">{t("postform.specialty.choose")}</option>
            {SPECIALTIES.map((name) => (
              <option key={name} value={name}>
                {specialtyNames[name] ?? name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="language" label={t("postform.language")} error={error("language")}>
          <select {...control("language")}>
            {BLOG_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={BLOG_LANGUAGE_TAGS[language]}>
                {BLOG_LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="excerpt"
          label={t("postform.excerpt")}
          error={error("excerpt")}
          hint={`${characterCount(values.excerpt)}/${EXCERPT_MAX}`}
        >
          <textarea {...control("excerpt", { hint: true, required: true, rows: 3 })} />
        </Field>
      </Section>
      <Section title={t("postform.section.content")}>
        <Field
          id="content"
          label={t("postform.content")}
          error={error("content")}
          hint={t("postform.content.hint", { count: characterCount(values.content), min: CONTENT_MIN })}
        >
          <textarea {...control("content", { hint: true, required: true, rows: CONTENT_ROWS })} />
        </Field>
      </Section>
      <Section title={t("postform.section.seo")}>
        <Field
          id="metaTitle"
          label={t("postform.metaTitle")}
          error={error("metaTitle")}
          hint={t("postform.recommended", { count: values.metaTitle.length, max: META_TITLE_RECOMMENDED })}
        >
          <input {...control("metaTitle", { hint: true, maxLength: 300 })} />
        </Field>
        <Field
          id="metaDescription"
          label={t("postform.metaDescription")}
          error={error("metaDescription")}
          hint={t("postform.recommended", { count: values.metaDescription.length, max: META_DESCRIPTION_RECOMMENDED })}
        >
          <textarea {...control("metaDescription", { hint: true, rows: 2 })} />
        </Field>
      </Section>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={localPath(language, "/blog")} className={buttonClass("secondary")}>
          {t("postform.cancel")}
        </Link>
        <Button
          type="submit"
          name="status"
          value="draft"
          disabled={pending !== null}
          variant="primary-outline"
          className="disabled:opacity-60"
        >
          {pending === "draft" ? t("postform.saving") : t("postform.saveDraft")}
        </Button>
        <Button
          type="submit"
          name="status"
          value="published"
          disabled={pending !== null}
          className="disabled:opacity-60"
        >
          {pending === "published" ? t("postform.publishing") : t("postform.publish")}
        </Button>
      </div>
    </Form>
  );
}
