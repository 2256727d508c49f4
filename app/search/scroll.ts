// Smooth scrolling to the directory's results (changing page scrolls smoothly to the top), instant for
// visitors who ask for reduced motion. Browser-only: called from event handlers.

export function scrollToDirectory(id = "results", options: { focus?: HTMLElement | null } = {}) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Keyboard and screen reader users continue from the top of the results, not from the link they pressed.
  options.focus?.focus({ preventScroll: true });
}
