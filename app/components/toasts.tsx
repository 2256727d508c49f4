import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useT } from "#app/i18n/i18n.tsx";

// Toasts load their library (sonner) with the first toast raised, so no page downloads it before. The root layout
// renders <Toasts />, empty until then; a toast raised before sonner's Toaster has mounted shows once it has.

type Options = { description?: string };

const sonner = () => import("sonner");
const Toaster = lazy(() => sonner().then((module) => ({ default: module.Toaster })));

let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function raise(kind: "success" | "error", title: string, options?: Options) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void sonner().then((module) => module.toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: Options) => raise("success", title, options),
  error: (title: string, options?: Options) => raise("error", title, options),
};

/** An action's answer as a toast (success or error), once for each new answer. */
export function useAnswerToast(answer: { ok: boolean; title: string; description: string } | undefined) {
  useEffect(() => {
    if (answer) raise(answer.ok ? "success" : "error", answer.title, { description: answer.description });
  }, [answer]);
}

/**
 * Where toasts show on every page: nothing (not even the library) until the first toast. Their region and close
 * button are named in the page's language (the library's own names are English).
 */
export function Toasts() {
  const t = useT();
  const shown = useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton
        position="top-center"
        containerAriaLabel={t("toast.region")}
        toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
      />
    </Suspense>
  );
}
