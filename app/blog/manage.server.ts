import { z } from "zod";
import type { CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { writerFor } from "./authors.server.ts";
import { deletePost, setPostStatus, type WriteOutcome } from "./writes.server.ts";

// The post buttons of the pages (the dashboard's My Articles, an article's own page): publish, unpublish, delete,
// by the author or an admin, each posted as a plain form to the action of the page it is on.

export const ManageForm = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  postId: z.uuid(),
});
export type ManageForm = z.infer<typeof ManageForm>;

export async function managePost(
  services: Pick<AppServices, "db" | "boss">,
  user: CurrentUser,
  form: ManageForm,
): Promise<WriteOutcome> {
  const writer = await writerFor(services.db, user);
  if (form.intent === "delete") return deletePost(services, writer, form.postId);
  return setPostStatus(services, writer, form.postId, form.intent === "publish" ? "published" : "draft");
}
