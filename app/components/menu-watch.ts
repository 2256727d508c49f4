// The header's menu on a small screen is a <details> element: open, its list covers the page below it. It closes on
// Escape (pressed anywhere), the focus back on its button, and when the focus moves out of it (Tab past its last
// link, Shift+Tab before its button): a control the focus reaches is then never hidden under it (WCAG 2.2, 2.4.11).
// An inline script, first in the head, does it from the start of the page, before and after the scripts run: a
// page that hydrates on intent is plain HTML until then.

/** Closes the open menu on Escape or when the focus leaves it. (Runs as an inline script: it uses nothing from outside.) */
function watchMenu() {
  const openMenu = () => document.querySelector(".site-header details[open]") as HTMLDetailsElement | null;
  addEventListener("keydown", (event) => {
    const menu = openMenu();
    if (event.key !== "Escape" || !menu) return;
    menu.open = false;
    (menu.querySelector("summary") as HTMLElement | null)?.focus();
  });
  addEventListener("focusin", (event) => {
    const menu = openMenu();
    if (menu && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
}

export const MENU_SCRIPT = `(${watchMenu})();`;
