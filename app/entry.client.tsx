import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Hydrated, hydrateUnlessLeaving } from "#app/components/before-hydration.tsx";

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
