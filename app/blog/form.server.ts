import { data, redirect } from "react-router";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { CHECK_FIELDS, fieldErrors } from "#app/http/field-errors.ts";
import { writerFor } from "./authors.server.ts";
import { formValues, SCRIPTED_FIELD, toPayload, type PostFormActionData } from "./form-values.ts";
import { BlogPostInput } from "./post-input.ts";
import { MESSAGES } from "./rules.ts";
import { createPost, updatePost } from "./writes.server.ts";

/** The toast of a post saved through the fetcher, by the status it was saved with. */
const SAVED = {
  draft: "Blog post saved as draft. You can publish it later.",
  published: "Blog post published successfully and is now live!",
} as const;

// The post form posted to its page (/blog/create and /blog/{slug}/edit): the same rules and writes as the API;
// errors come back inline. A saved post: posted by the browser (no JavaScript), a redirect to its page (published)
// or the dashboard (draft); posted by the fetcher (SCRIPTED_FIELD), the post and its toast's message.
export async function savePostForm(services: AppServices, user: CurrentUser, form: FormData, postId: string | null) {
  const values = formValues(form);
  const status = form.get("status");
  const fail = (code: number, message: string, errors: PostFormActionData["errors"], suggestion?: string) =>
    data<PostFormActionData>({ status: code, message, errors, values, suggestion }, { status: code });
  const parsed = BlogPostInput.safeParse(toPayload(values, typeof status === "string" ? status : "draft"));
  if (!parsed.success) return fail(400, CHECK_FIELDS, fieldErrors(parsed.error));
  const writer = await writerFor(services.db, user);
  const outcome = postId
    ? await updatePost(services, writer, postId, parsed.data)
    : await createPost(services, writer, parsed.data);
  switch (outcome.kind) {
    case "saved": {
      const { post } = outcome;
      if (!form.has(SCRIPTED_FIELD))
        return redirect(post.status === "published" ? `/blog/${post.slug}` : "/therapist/dashboard");
      const code = postId ? 200 : 201;
      return data<PostFormActionData>({ status: code, message: SAVED[post.status], post }, { status: code });
    }
    case "slug-taken":
      return fail(409, MESSAGES.slugTaken, { slug: [MESSAGES.slugTaken] }, outcome.suggestion);
    case "unknown-author":
      return fail(400, MESSAGES.author, { therapistId: [MESSAGES.author] });
    case "forbidden":
      return fail(403, "You can only write and change your own articles.", {});
    case "not-found":
      throw data(null, { status: 404 });
  }
}
