import { Form } from "react-router";
import { Button } from "#app/components/button.tsx";
import { useT } from "#app/i18n/i18n.tsx";

/**
 * Publish / Unpublish and Delete for one post, as plain forms (they work without JavaScript), posted to the action
 * of the page they are on (app/blog/manage.server.ts).
 */
export function ManageButtons({ post }: { post: { id: string; status: "draft" | "published"; title: string } }) {
  const t = useT();
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
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(t("post.deleteConfirm", { title: post.title }))) event.preventDefault();
        }}
      >
        <input type="hidden" name="postId" value={post.id} />
        <Button type="submit" name="intent" value="delete" variant="danger-outline" size="sm">
          {t("post.delete")}
          <span className="sr-only">: {post.title}</span>
        </Button>
      </Form>
    </div>
  );
}
