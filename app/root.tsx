import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { ADMIN_TITLE, adminRefusal } from "#app/admin/refusal.ts";
import { sessionRenewalMiddleware } from "#app/auth/auth-state.server.ts";
import { csrfMiddleware } from "#app/auth/csrf.server.ts";
import { getUser } from "#app/auth/guards.server.ts";
import { LeavingWatch } from "#app/components/before-hydration.tsx";
import { hydrateAttribute } from "#app/components/hydrate-on-intent.ts";
import { useScriptMarker } from "#app/components/script-marker.tsx";
import { ScrollRestoration } from "#app/components/scroll-restoration.tsx";
import { Deferred, deferredModule } from "#app/components/deferred.tsx";
import { publicConfig } from "#app/config/config.server.ts";
import { servicesContext } from "#app/context.server.ts";
import { pageMethodsMiddleware } from "#app/http/page-methods.server.ts";
import { urlGuardMiddleware } from "#app/http/url-guard.server.ts";
import { HreflangLinks } from "#app/i18n/hreflang.tsx";
import { commonNow, loadCommon } from "#app/i18n/common.ts";
import { loadFooterWords } from "#app/i18n/footer-words.ts";
import { MoreWords, PageI18n, translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { LOCALES, languageOfPath, type Language } from "#app/i18n/language.ts";
import { noindexMeta, SITE } from "#app/site.ts";
import { statusTitleId, errorStatus } from "#app/components/status-titles.ts";
import { isProfilePath } from "#app/therapists/profile/profile-path.ts";
import stylesheet from "./app.css?url";

// Drawn once their module is here (components/deferred.tsx): the header and the footer (links and fixed markup; a
// link followed before they have hydrated is followed by the browser), the toasts' region (empty until a toast), a
// profile's skeleton (only while a navigation to a profile loads; fetched once the page has hydrated), an error's
// page and an admin refusal's page.
// Every page is served with the header, the toasts' region and the footer in its language.
const everyPage = () => true;
const header = deferredModule(() => import("#app/components/site-header.tsx"), everyPage);
const footerOf = (language: Language) =>
  deferredModule(
    () =>
      Promise.all([import("#app/components/site-footer.tsx"), loadFooterWords(language)]).then(([module, words]) => ({
        ...module,
        words,
      })),
    (path) => languageOfPath(path) === language,
  );
const footers = { en: footerOf("en"), fr: footerOf("fr") };
const toasts = deferredModule(() => import("#app/components/toasts.tsx"), everyPage);
const statusPage = deferredModule(() => import("#app/components/status-page.tsx"));
const skeleton = deferredModule(() => import("#app/therapists/profile/profile-skeleton.tsx"));
const refusedPage = deferredModule(() => import("#app/admin/refused.tsx"));

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Every request: refuse a URL that names nothing, a page write that is not a POST and cross-site writes first,
// then (after the route answered) renew a day-old session.
export const middleware: Route.MiddlewareFunction[] = [
  urlGuardMiddleware,
  pageMethodsMiddleware,
  csrfMiddleware,
  sessionRenewalMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const user = await getUser(request, context);
  return {
    config: publicConfig(config),
    // Only what the navigation needs, so the server renders the signed-in state (no flash after hydration).
    user: user ? { id: user.id, email: user.email, role: user.role, isAdmin: user.isAdmin } : null,
    year: new Date().getFullYear(),
  };
}

/** Before a navigation to a page in the other language, that language's common words are fetched. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await loadCommon(languageOfPath(new URL(request.url).pathname));
  return serverLoader();
}

/** The root's data, and so the page's common words, are read again whenever a navigation changes language. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (languageOfPath(args.currentUrl.pathname) !== languageOfPath(args.nextUrl.pathname)) return true;
  return args.defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageOfPath(useLocation().pathname);
  const hydrate = hydrateAttribute(useMatches().at(-1)?.handle);
  return (
    <html lang={LOCALES[language]} data-hydrate={hydrate}>
      <PageI18n>
        <Document>{children}</Document>
      </PageI18n>
    </html>
  );
}

/** The page's head and body, in the words of its language. */
function Document({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const t = useT();
  const language = useLanguage();
  // A request a middleware refused before any loader ran (an admin page's refusal) has no root data: the refusal
  // says whether someone is signed in.
  const refusal = adminRefusal(useRouteError());
  const signedIn = data ? Boolean(data.user) : Boolean(refusal?.signedIn);
  const scriptMarker = useScriptMarker();
  return (
    <>
      <head>
        <meta charSet="utf-8" />
        <LeavingWatch nonce={scriptMarker} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <HreflangLinks appUrl={data?.config.appUrl ?? ""} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t("skip.link")}
        </a>
        <Deferred module={header}>{({ SiteHeader }) => <SiteHeader signedIn={signedIn} />}</Deferred>
        <main id="main" className="flex-1">
          {children}
        </main>
        <Deferred module={footers[language]}>
          {({ SiteFooter, words }) => (
            <MoreWords messages={words}>
              <SiteFooter year={data?.year ?? new Date().getFullYear()} />
            </MoreWords>
          )}
        </Deferred>
        <Deferred module={toasts}>{({ Toasts }) => <Toasts />}</Deferred>
        <ScrollRestoration />
        <Scripts />
      </body>
    </>
  );
}

export default function App() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  useEffect(() => {
    skeleton.load().catch(() => {});
  }, []);
  // Opening a profile from another page shows its skeleton at once instead of the old page.
  if (navigation.state === "loading" && next && isProfilePath(next.pathname) && next.pathname !== location.pathname) {
    return <Deferred module={skeleton}>{({ ProfileSkeleton }) => <ProfileSkeleton />}</Deferred>;
  }
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  if (adminRefusal(error)) return noindexMeta(ADMIN_TITLE);
  const language = languageOfPath(location.pathname);
  const common = commonNow(language);
  if (!common) return [{ title: SITE.name }, { name: "description", content: SITE.description }];
  const t = translator(language, common);
  // an error the root's boundary shows (a refused address, say) is titled as its screen is headed
  if (error) return noindexMeta(t(statusTitleId(errorStatus(error))), t("site.name"));
  return [{ title: `${t("site.name")} | ${t("site.title")}` }, { name: "description", content: t("site.description") }];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refusal = adminRefusal(error);
  if (refusal)
    return <Deferred module={refusedPage}>{({ AdminRefused }) => <AdminRefused refusal={refusal} />}</Deferred>;
  const status = errorStatus(error);
  return (
    <Deferred module={statusPage}>
      {({ StatusPage, badRequestMessage }) => (
        <StatusPage status={status} message={status === 400 ? badRequestMessage(error) : undefined} />
      )}
    </Deferred>
  );
}
