import { Form, useLocation } from "react-router";
import { Button } from "#app/components/button.tsx";

/** Publish / Unpublish and Delete for one post, as plain forms (they work without JavaScript). */
export function ManageButtons({
  post,
  action,
}: {
  post: { id: string; slug: string; status: "draft" | "published"; title: string };
  action: string;
}) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" action={action}>
        <input type="hidden" name="postId" value={post.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Button
          type="submit"
          name="intent"
          value={post.status === "draft" ? "publish" : "unpublish"}
          variant="primary-outline"
          size="sm"
        >
          {post.status === "draft" ? "Publish" : "Unpublish"}
          <span className="sr-only">: {post.title}</span>
        </Button>
      </Form>
      <Form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!window.confirm(`Delete "${post.title}"? This cannot be undone.`)) event.preventDefault();
        }}
      >
        <input type="hidden" name="postId" value={post.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Button type="submit" name="intent" value="delete" variant="danger-outline" size="sm">
          Delete<span className="sr-only">: {post.title}</span>
        </Button>
      </Form>
    </div>
  );
}
