import { Form, useLocation } from "react-router";

/** Publish / Unpublish and Delete for one post, as plain forms (they work without JavaScript). */
export function ManageButtons({ post, action }: { post: { id: string; slug: string; status: "draft" | "published"; title: string }; action: string }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const button = "rounded-md border px-3 py-1.5 text-sm font-medium";
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" action={action}>
        <input type="hidden" name="postId" value={post.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" name="intent" value={post.status === "draft" ? "publish" : "unpublish"} className={`${button} border-brand-700 text-brand-800 hover:bg-brand-50`}>
          {post.status === "draft" ? "Publish" : "Unpublish"}<span className="sr-only">: {post.title}</span>
        </button>
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
        <button type="submit" name="intent" value="delete" className={`${button} border-red-300 text-red-800 hover:bg-red-50`}>
          Delete<span className="sr-only">: {post.title}</span>
        </button>
      </Form>
    </div>
  );
}
