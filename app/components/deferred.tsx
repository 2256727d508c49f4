import { Suspense, use, type ReactNode } from "react";

// Parts of a page that draw only fixed markup (the home page's sections, the footer, the directory's cards) are not
// among the scripts a page loads before it hydrates: their module is imported when React first draws them in the
// browser. Hydrating, React leaves a suspended boundary's server markup as it is and hydrates it once the module
// is here; a navigation that draws one loads its module first, in the route's client loader, so it draws at once.
// A page loads the modules of the parts it was served with before it hydrates (loadServedParts), so that hydrating
// draws them in the same pass as the rest: each boundary hydrated once its module arrives is a pass of its own.

/** A module imported on first use, read without waiting once it has loaded. */
export type DeferredModule<T> = {
  /** Imports the module (once); rejects when it cannot be fetched. */
  load: () => Promise<T>;
  /** The module, if it has loaded. */
  now: () => T | undefined;
};

// The modules of the parts a page's served markup may draw, with the pages that draw them.
const served = new Map<DeferredModule<unknown>, (path: string) => boolean>();

/**
 * A module imported on first use; `servedOn`: the pages (by path) whose served markup draws it, which load it
 * before they hydrate (loadServedParts).
 */
export function deferredModule<T>(importer: () => Promise<T>, servedOn?: (path: string) => boolean): DeferredModule<T> {
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
  const deferred = { load, now: () => module };
  if (servedOn) served.set(deferred, servedOn);
  return deferred;
}

/** Loads the modules of the parts the page at `path` was served with; resolves once each has loaded or failed. */
export async function loadServedParts(path: string): Promise<void> {
  const loads = [...served].filter(([, servedOn]) => servedOn(path)).map(([module]) => module.load());
  await Promise.allSettled(loads);
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

// The loads of the parts a render is waiting for (while the page hydrates, or a navigation draws one first), until
// they have settled: the page counts as hydrated once they are drawn (whenDeferredDrawn).
const waitedFor = new Set<Promise<unknown>>();

function Draw<T>({ module, children }: { module: DeferredModule<T>; children: (loaded: T) => ReactNode }) {
  const loaded = module.now();
  if (loaded) return children(loaded);
  const load = module.load().catch(() => {});
  waitedFor.add(load);
  void load.then(() => waitedFor.delete(load));
  return children(use(drawn(module)));
}

/** Resolves once the parts waiting for their modules have them and have been drawn (a frame later), or failed. */
export async function whenDeferredDrawn(): Promise<void> {
  while (waitedFor.size > 0) await Promise.all([...waitedFor]);
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
}

/** `children(module)` once the module has loaded; until then the server's markup, or nothing in a new page. */
export function Deferred<T>({ module, children }: { module: DeferredModule<T>; children: (loaded: T) => ReactNode }) {
  return (
    <Suspense>
      <Draw module={module}>{children}</Draw>
    </Suspense>
  );
}
