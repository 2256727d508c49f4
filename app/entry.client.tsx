import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Hydrated, hydrateUnlessLeaving } from "#app/components/before-hydration.tsx";
import { loadCommon } from "#app/i18n/common.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { languageOfPath } from "#app/i18n/language.ts";

// A page the browser is leaving (a link followed, a form sent before the scripts ran) is not hydrated. The page's
// common words (and a directory page's words) arrive first, so the first render has them.
hydrateUnlessLeaving(async (onHydrated) => {
  await Promise.all([loadCommon(languageOfPath(location.pathname)), loadWordsOf(location.pathname)]);
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
