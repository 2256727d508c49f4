import { Form } from "react-router";
import { Button, buttonClass } from "#app/components/button.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useT } from "#app/i18n/i18n.tsx";

/**
 * Publish / Unpublish and Delete for one post, as plain forms (they work without JavaScript), posted to the action
 * of the page they are on (app/blog/manage.server.ts). Deleting cannot be undone, so it is asked twice: with
 * JavaScript by the browser's confirm dialog, without it by a disclosure that holds the second, final button.
 */
export function ManageButtons({ post }: { post: { id: string; status: "draft" | "published"; title: string } }) {
  const t = useT();
  const scripted = useHydrated();
  const deleteLabel = (
    <>
      {t("post.delete")}
      <span className="sr-only">: {post.title}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="postId" value={post.id} />
        <Button
          type="submit"
          name="intent"
          value={post.status === "draft" ? "publish" : "unpublish"}
          variant="primary-outline"
          size="sm"
        >
          {post.status === "draft" ? t("post.publish") : t("post.unpublish")}
          <span className="sr-only">: {post.title}</span>
        </Button>
      </Form>
      {scripted ? (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t("post.deleteConfirm", { title: post.title }))) event.preventDefault();
          }}
        >
          <input type="hidden" name="postId" value={post.id} />
          <Button type="submit" name="intent" value="delete" variant="danger-outline" size="sm">
            {deleteLabel}
          </Button>
        </Form>
      ) : (
        <details className="open:basis-full">
          <summary
            className={buttonClass(
              "danger-outline",
              "sm",
              "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            {deleteLabel}
          </summary>
          <Form method="post" className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p>{t("post.deleteConfirm", { title: post.title })}</p>
            <input type="hidden" name="postId" value={post.id} />
            <Button type="submit" name="intent" value="delete" variant="danger" size="sm" className="mt-2">
              {t("post.deleteForGood")}
              <span className="sr-only">: {post.title}</span>
            </Button>
          </Form>
        </details>
      )}
    </div>
  );
}
