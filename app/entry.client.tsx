import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Hydrated, hydrateUnlessLeaving } from "#app/components/before-hydration.tsx";
import { loadServedParts } from "#app/components/deferred.tsx";
import { keyHistoryEntry } from "#app/components/scroll-restoration.tsx";
import { keepTypedText } from "#app/components/typed-before-hydration.ts";
import { loadCommon } from "#app/i18n/common.ts";
import { loadWordsOf } from "#app/i18n/directory-words.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { loadProfileWordsOf } from "#app/i18n/profile-page-words.ts";
import { textPageOf } from "#app/i18n/text-pages.ts";

// A page the browser is leaving (a link followed, a form sent before the scripts ran) is not hydrated; a page
// that hydrates on its visitor's intent waits for it. The page's common words (and a directory page's, a
// profile's, or the terms', privacy policy's, pricing's or contact page's words) are fetched at once, and the
// first render waits for them and for the modules of the parts the page was served with (deferred.tsx), fetched
// as it starts to hydrate. The history entry gets the key React Router keeps its scroll position under as the page
// hydrates (scroll-restoration.tsx). Text typed in a text area before hydrating is put back once it has
// (typed-before-hydration.ts).
const words = Promise.all([
  loadCommon(languageOfPath(location.pathname)),
  loadWordsOf(location.pathname),
  loadProfileWordsOf(location.pathname),
  textPageOf(location.pathname) &&
    import("#app/i18n/page-words.ts").then((pageWords) => pageWords.loadPageWordsOf(location.pathname)),
]);

hydrateUnlessLeaving(async (onHydrated) => {
  await Promise.all([words, loadServedParts(location.pathname)]);
  keyHistoryEntry();
  const typed = keepTypedText(document);
  const hydrated = () => {
    typed.restore();
    onHydrated();
  };
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Hydrated onHydrated={hydrated}>
          <HydratedRouter />
        </Hydrated>
      </StrictMode>,
    );
  });
});
