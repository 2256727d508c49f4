import { z } from "zod";
import { safeReturnTo } from "#app/auth/return-to.ts";
import type { AppServices } from "#app/context.server.ts";
import type { Writer } from "./authors.server.ts";
import { deletePost, setPostStatus, type WriteOutcome } from "./writes.server.ts";

// The post buttons of the pages (dashboard My Articles, an article's own page): publish, unpublish, delete, by
// the author or an admin, posted as a plain form.

export const ManageForm = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  postId: z.uuid(),
  returnTo: z.string().optional(),
});
export type ManageForm = z.infer<typeof ManageForm>;

export function managePost(
  services: Pick<AppServices, "db" | "boss">,
  writer: Writer,
  form: ManageForm,
): Promise<WriteOutcome> {
  if (form.intent === "delete") return deletePost(services, writer, form.postId);
  return setPostStatus(services, writer, form.postId, form.intent === "publish" ? "published" : "draft");
}

/** Where to go after a button: the page it was pressed on (same site only), else the dashboard. */
export const afterManage = (form: ManageForm) => safeReturnTo(form.returnTo) ?? "/therapist/dashboard";
