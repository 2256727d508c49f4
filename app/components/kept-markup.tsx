import { createContext, useContext, type HTMLAttributes, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "./plain-click.ts";

// Markup kept from the server. A page's list (the directory's cards) is rendered by the server into the page, while
// the page's hydration data carries only its length: hydrating, React keeps the server's DOM under the list's
// element as it is (it neither re-creates nor compares markup set as inner HTML), so the browser neither downloads
// the list twice nor builds it again. A navigation's data carries the list itself and renders it as usual.

/** A list left on the server: its place among the document's kept values, and its length. */
export type KeptList = { readonly kept: number; readonly length: number };

/** The values the server's render takes beside the loaders' data (empty in the browser). */
export const KeptValues = createContext<readonly unknown[]>([]);

export function isKept(value: unknown): value is KeptList {
  return typeof value === "object" && value !== null && "kept" in value && !Array.isArray(value);
}

/** The list to render: the list itself, or null where the page hydrates over the server's markup of it. */
export function useKeptList<T>(list: readonly T[] | KeptList): readonly T[] | null {
  const values = useContext(KeptValues);
  if (!isKept(list)) return list;
  return (values[list.kept] as readonly T[] | undefined) ?? null;
}

// One copy per name of the markup the page was served with, read from the DOM as the page hydrates: the same
// object each render, so React never sets it again (and an element mounted again shows what was served).
const served = new Map<string, { __html: string }>();

/** The props of an element that is `name`: on the server a marker, in the browser also its served markup. */
export function keptMarkup(name: string, keep: boolean) {
  if (!keep || typeof document === "undefined") return { "data-kept": name };
  let markup = served.get(name);
  if (!markup) {
    markup = { __html: document.querySelector(`[data-kept="${name}"]`)?.innerHTML ?? "" };
    served.set(name, markup);
  }
  return { "data-kept": name, dangerouslySetInnerHTML: markup };
}

/**
 * An element listing its children, named `name`; `kept`: the page hydrates over the list the server wrote in it
 * instead, whose links (plain anchors, no React of their own) navigate in the page as a `<Link>` does. The two are
 * different elements (keys), so a navigation's list replaces the served markup whole. The list as served (rendered
 * by the server, kept by the browser) is marked `data-served`; a list a navigation drew in the browser is not.
 */
export function KeptElement({
  as: Tag,
  name,
  kept,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as: "ul" | "div"; name: string; kept: boolean }) {
  const followLink = useKeptLinks();
  const served = kept || typeof document === "undefined" ? { "data-served": "" } : {};
  if (kept) return <Tag key="kept" {...props} {...keptMarkup(name, true)} {...served} onClick={followLink} />;
  return (
    <Tag key="listed" {...props} {...keptMarkup(name, false)} {...served}>
      {children}
    </Tag>
  );
}

/** A click on a link navigates in the page; one with a modifier key, another button or to elsewhere stays the browser's. */
function useKeptLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    layOutWhole(event.currentTarget, link);
    void navigate(link.pathname + link.search + link.hash);
  };
}

/**
 * In the list as served, an element out of view may keep an estimated height until it nears the viewport (a card:
 * app/styles/directory.css), while the list a page draws again on Back is laid out whole. So before one of its links
 * is followed (the router then stores the scroll position Back returns to), the whole list is laid out at its real
 * heights, the scroll moved so the followed link stays where it is on screen: Back brings it back there.
 */
function layOutWhole(list: HTMLElement, link: Element) {
  if (!list.hasAttribute("data-served")) return;
  const before = link.getBoundingClientRect().top;
  list.removeAttribute("data-served");
  const moved = link.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
}
