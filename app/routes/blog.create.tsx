import type { Route } from "./+types/blog.create";
import { authorOptions, writerFor } from "#app/blog/authors.server.ts";
import { savePostForm } from "#app/blog/form.server.ts";
import { NeedsProfile } from "#app/blog/no-profile.tsx";
import { PostForm } from "#app/blog/post-form.tsx";
import { requireUser } from "#app/auth/guards.server.ts";
import { postOrUnsent } from "#app/components/post-or-unsent.ts";
import { servicesContext } from "#app/context.server.ts";
import { noindexMeta } from "#app/site.ts";

// /blog/create: signed out → sign in and back; a therapist with an approved profile writes as themself, an admin
// as any approved therapist; anyone else is told that writing needs an approved profile.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db } = context.get(servicesContext);
  const writer = await writerFor(db, user);
  const authors = await authorOptions(db, writer);
  return {
    canWrite: writer.kind !== "none",
    authors,
    therapistId: writer.kind === "therapist" ? writer.therapist.id : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return savePostForm(context.get(servicesContext), user, await request.formData().catch(() => new FormData()), null);
}

// A post the connection lost is the form's to tell (its toast), with everything still typed.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => postOrUnsent(serverAction);

export default function CreateBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { canWrite, authors, therapistId } = loaderData;
  if (!canWrite) return <NeedsProfile />;
  const initial = {
    therapistId,
    title: "",
    slug: "",
    specialty: "",
    language: "en",
    excerpt: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Create Blog Post</h1>
      <p className="mt-2 text-slate-700">Share your expertise with people looking for help.</p>
      <div className="mt-8">
        <PostForm authors={authors} initial={initial} postId={null} actionData={actionData} />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = () => noindexMeta("Create Blog Post");
