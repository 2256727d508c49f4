import { z } from "zod";
import type { Route } from "./+types/api.blog-posts.id";
import { writerFor } from "#app/blog/authors.server.ts";
import { requireWriter, writeResponse } from "#app/blog/responses.server.ts";
import { BlogPostInput } from "#app/blog/post-input.ts";
import { deletePost, setPostStatus, updatePost } from "#app/blog/writes.server.ts";
import { requireUser } from "#app/auth/guards.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { acceptMethods, notFound, parseJsonBody, refuseMethods } from "#app/http/api.server.ts";

const StatusChange = z.object({
  status: z.enum(["draft", "published"], { message: "Status must be draft or published" }),
});

export const loader = refuseMethods(["PUT", "PATCH", "DELETE"]);

// PUT /api/blog-posts/{id}: the whole post rewritten; PATCH: { status } (publish, or unpublish to a draft);
// DELETE: the post removed. Its author or an admin only (401 signed out, 403 anyone else, 404 unknown).
export const action = acceptMethods(
  ["PUT", "PATCH", "DELETE"],
  async ({ request, context, params }: Route.ActionArgs) => {
    const user = await requireUser(request, context);
    const services = context.get(servicesContext);
    const id = z.uuid().safeParse(params.id);
    if (!id.success) return notFound("Article not found");
    const writer = await writerFor(services.db, user);
    requireWriter(writer);
    if (request.method === "DELETE") return writeResponse(await deletePost(services, writer, id.data));
    if (request.method === "PATCH") {
      const { status } = await parseJsonBody(request, StatusChange);
      return writeResponse(await setPostStatus(services, writer, id.data, status));
    }
    return writeResponse(await updatePost(services, writer, id.data, await parseJsonBody(request, BlogPostInput)));
  },
);
