import { setNonce } from "get-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Hydrated, hydrateUnlessLeaving } from "#app/components/before-hydration.tsx";

// The page's CSP nonce (the server put it on its scripts) goes to the libraries that add a <style> element at run
// time (the dialogs' scroll lock): without it the policy blocks that style and the page scrolls behind a dialog.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) setNonce(nonce);

// A page the browser is leaving (a link followed, a form sent before the scripts ran) is not hydrated.
hydrateUnlessLeaving((onHydrated) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated onHydrated={onHydrated}>
          <HydratedRouter />
        </Hydrated>
      </StrictMode>,
    );
  });
});
