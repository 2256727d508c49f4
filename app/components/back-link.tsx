import { Link } from "react-router";
import { Icon } from "./icon.tsx";

/** The "← Back to …" text link at the top of a page. The label is one text node with the icon's space before it. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
      <Icon name="arrow-left" className="size-4" />
      {` ${label}`}
    </Link>
  );
}
