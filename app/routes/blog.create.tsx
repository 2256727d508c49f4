import type { Route } from "./+types/blog.create";
import { authorOptions, writerFor } from "#app/blog/authors.server.ts";
import { savePostForm } from "#app/blog/form.server.ts";
import { NeedsProfile } from "#app/blog/no-profile.tsx";
import { PostForm } from "#app/blog/post-form.tsx";
import { postFormWords } from "#app/blog/post-form-words.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { servicesContext } from "#app/context.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useT } from "#app/i18n/i18n.tsx";
import { noindexMeta } from "#app/site.ts";

// /blog/create and /fr/blogue/articles/nouveau: signed out → sign in and back; a therapist with an approved profile
// writes as themself, an admin as any approved therapist; anyone else is told that writing needs an approved
// profile. In the language of the URL.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const writer = await writerFor(db, user);
  const authors = await authorOptions(db, writer);
  return {
    ...postFormWords(request),
    canWrite: writer.kind !== "none",
    authors,
    therapistId: writer.kind === "therapist" ? writer.therapist.id : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return savePostForm(context.get(servicesContext), user, request, null);
}

// A post the connection lost is the form's to tell (its toast), with everything still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

export default function CreateBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { canWrite, authors, therapistId, specialtyNames } = loaderData;
  const t = useT();
  if (!canWrite) return <NeedsProfile />;
  const initial = {
    therapistId,
    title: "",
    slug: "",
    specialty: "",
    language: loaderData.language,
    excerpt: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("postform.create.title")}</h1>
      <p className="mt-2 text-slate-700">{t("postform.create.lead")}</p>
      <div className="mt-8">
        <PostForm
          authors={authors}
          initial={initial}
          postId={null}
          actionData={actionData}
          specialtyNames={specialtyNames}
        />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const language = loaderData?.language ?? "en";
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t("postform.create.title"), t("site.name"));
};
