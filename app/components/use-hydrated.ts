import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False while rendering on the server and hydrating, true once scripts run the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
