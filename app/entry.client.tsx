import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Hydrated, hydrateUnlessLeaving } from "#app/components/before-hydration.tsx";
import { loadCommon } from "#app/i18n/common.ts";
import { languageOfPath } from "#app/i18n/language.ts";

// A page the browser is leaving (a link followed, a form sent before the scripts ran) is not hydrated. The page's
// common words arrive first, so the first render has them.
hydrateUnlessLeaving(async (onHydrated) => {
  await loadCommon(languageOfPath(location.pathname));
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
