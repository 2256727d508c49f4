import { data, redirect } from "react-router";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { fieldErrors } from "#app/http/field-errors.ts";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { writerFor } from "./authors.server.ts";
import { formValues, SCRIPTED_FIELD, TAKE_SLUG_FIELD, toPayload, type PostFormActionData } from "./form-values.ts";
import { BlogPostInput } from "./post-input.ts";
import { postFieldErrors } from "./post-messages.ts";
import { MESSAGES, slugify } from "./rules.ts";
import { createPost, updatePost } from "./writes.server.ts";

// The post form posted to its page (/blog/create and /blog/{slug}/edit, and their French twins): the same rules and
// writes as the API; errors come back inline, in the page's language. A saved post: posted by the browser (no
// JavaScript), a redirect to its page (published) or the dashboard (draft), in the page's language, which says it
// was saved (?saved=published, ?saved=draft); posted by the
// fetcher (SCRIPTED_FIELD), the post and its toast's message. "Use {slug}" pressed without JavaScript
// (TAKE_SLUG_FIELD) saves nothing: the form comes back as typed, with that slug. A slug left empty is the title's.
export async function savePostForm(services: AppServices, user: CurrentUser, request: Request, postId: string | null) {
  const form = await request.formData().catch(() => new FormData());
  const language = languageOfPath(new URL(request.url).pathname);
  const t = translator(language, catalogue(language, "post-form"));
  const posted = formValues(form);
  // A slug left empty is made from the title, as the form does as the title is typed when scripts run.
  const values = posted.slug.trim() === "" ? { ...posted, slug: slugify(posted.title) } : posted;
  const status = form.get("status");
  const freeSlug = form.get(TAKE_SLUG_FIELD);
  if (typeof freeSlug === "string")
    return data<PostFormActionData>({ status: 200, message: "", values: { ...values, slug: freeSlug } });
  const fail = (code: number, message: string, errors: PostFormActionData["errors"], suggestion?: string) =>
    data<PostFormActionData>(
      { status: code, message, errors: errors && postFieldErrors(errors, language, t), values, suggestion },
      { status: code },
    );
  const parsed = BlogPostInput.safeParse(toPayload(values, typeof status === "string" ? status : "draft"));
  if (!parsed.success) return fail(400, t("postform.checkFields"), fieldErrors(parsed.error));
  const writer = await writerFor(services.db, user);
  const outcome = postId
    ? await updatePost(services, writer, postId, parsed.data)
    : await createPost(services, writer, parsed.data);
  switch (outcome.kind) {
    case "saved": {
      const { post } = outcome;
      if (!form.has(SCRIPTED_FIELD))
        return redirect(
          localPath(language, post.status === "published" ? `/blog/${post.slug}` : "/therapist/dashboard") +
            `?saved=${post.status}`,
        );
      const code = postId ? 200 : 201;
      const message = t(post.status === "draft" ? "postform.saved.draft" : "postform.saved.published");
      return data<PostFormActionData>({ status: code, message, post }, { status: code });
    }
    case "slug-taken":
      return fail(409, t("postform.error.slugTaken"), { slug: [MESSAGES.slugTaken] }, outcome.suggestion);
    case "unknown-author":
      return fail(400, t("postform.error.author"), { therapistId: [MESSAGES.author] });
    case "forbidden":
      return fail(403, t("postform.forbidden"), {});
    case "not-found":
      throw data(null, { status: 404 });
  }
}
