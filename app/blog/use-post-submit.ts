import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/components/toasts.tsx";
import { useFormPost } from "#app/components/use-form-post.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { formValues, toPayload, type PostFormActionData } from "./form-values.ts";
import { BlogPostInput } from "./post-input.ts";
import { postFieldErrors } from "./post-messages.ts";

// The post form's post to its page's action (useFormPost). With JavaScript the fetcher posts it with SCRIPTED_FIELD
// (rendered once scripts run, never in the server's HTML), so a saved post is answered with data: its toast, then
// where the action redirects a post sent without JavaScript: the post once published, the dashboard's My Articles for
// a draft (a draft is listed nowhere else). A post the action refuses, or one that got no answer (postOrUnsent), keeps the page as typed, with the
// 'Failed to create' toast. Its words and refusals are in the page's language.

type Translate = ReturnType<typeof useT>;

/** The browser's check of the post about to be sent; a missing author is told in a toast too. */
function checkPost(form: FormData, language: Language, t: Translate): FieldErrors {
  const parsed = BlogPostInput.safeParse(toPayload(formValues(form), "draft"));
  if (parsed.success) return {};
  const found = postFieldErrors(fieldErrors(parsed.error), language, t);
  if (found.therapistId) toast.error(t("postform.error.author"));
  return found;
}

export function usePostSubmit(actionData: PostFormActionData | undefined) {
  const navigate = useNavigate();
  const scripted = useHydrated();
  const t = useT();
  const language = useLanguage();
  const post = useFormPost<PostFormActionData>({
    check: (form) => checkPost(form, language, t),
    initialErrors: actionData?.errors,
    onAnswer: (answer) => {
      if (answer.post) {
        toast.success(t("postform.toast.success"), { description: answer.message });
        const { status, slug } = answer.post;
        void navigate(localPath(language, status === "published" ? `/blog/${slug}` : "/therapist/dashboard"));
      } else toast.error(t("postform.toast.error"), { description: t("postform.toast.failed") });
    },
  });
  const { fetcher, errors } = post;
  // The newest answer's free slug is offered until it is taken, which also clears that answer's slug error.
  const latest = fetcher.data ?? actionData;
  const [taken, setTaken] = useState<PostFormActionData>();
  const { slug: _slug, ...otherErrors } = errors;
  const used = taken !== undefined && taken === latest;
  // The button pressed shows its pending text, kept once the post is saved while the page goes on.
  const pressed = fetcher.formData?.get("status") === "published" ? "published" : "draft";
  return {
    Form: fetcher.Form,
    onSubmit: post.onSubmit,
    scripted,
    errors: used && errors === latest?.errors ? otherErrors : errors,
    suggestion: used ? null : (latest?.suggestion ?? null),
    takeSuggestion: () => setTaken(latest),
    /** The status being saved (the button pressed), or null. */
    pending: post.pending ? pressed : (fetcher.data?.post?.status ?? null),
  };
}
