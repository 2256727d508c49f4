import { Suspense, use, type ReactNode } from "react";

// Parts of a page that draw only fixed markup (the home page's sections, the footer, the directory's cards) are not
// among the scripts a page loads before it hydrates: their module is imported when React first draws them in the
// browser. Hydrating, React leaves a suspended boundary's server markup as it is and hydrates it once the module
// is here; a navigation that draws one loads its module first, in the route's client loader, so it draws at once.

/** A module imported on first use, read without waiting once it has loaded. */
export type DeferredModule<T> = {
  /** Imports the module (once); rejects when it cannot be fetched. */
  load: () => Promise<T>;
  /** The module, if it has loaded. */
  now: () => T | undefined;
};

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, now: () => module };
}

// A module that cannot be fetched while hydrating leaves the server's markup in place (its links and forms work
// as plain HTML) rather than replacing the page with an error.
const kept = new WeakMap<DeferredModule<unknown>, Promise<unknown>>();
function drawn<T>(module: DeferredModule<T>): Promise<T> {
  let promise = kept.get(module) as Promise<T> | undefined;
  if (!promise) {
    promise = module.load().catch(() => new Promise<T>(() => {}));
    kept.set(module, promise);
  }
  return promise;
}

function Draw<T>({ module, children }: { module: DeferredModule<T>; children: (loaded: T) => ReactNode }) {
  return children(module.now() ?? use(drawn(module)));
}

/** `children(module)` once the module has loaded; until then the server's markup, or nothing in a new page. */
export function Deferred<T>({ module, children }: { module: DeferredModule<T>; children: (loaded: T) => ReactNode }) {
  return (
    <Suspense>
      <Draw module={module}>{children}</Draw>
    </Suspense>
  );
}
