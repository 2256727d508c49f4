import { Link } from "react-router";
import type { Route } from "./+types/account.deleted";
import { buttonClass } from "#app/components/button.tsx";
import { PROGRAMMATIC_FOCUS, useFocusOnMount } from "#app/components/focus-on-mount.ts";
import { pageCatalogue } from "#app/i18n/catalogues.server.ts";
import { commonNow } from "#app/i18n/common.ts";
import { translator, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { noindexMeta } from "#app/site.ts";

// /account/deleted and /fr/compte/supprime: where "Delete my account" lands, signed out. It says what was done and
// names nobody, so anyone may open it.
export function loader({ request }: Route.LoaderArgs) {
  return pageCatalogue(request, "account");
}

export default function AccountDeleted() {
  const t = useT();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 ref={heading} tabIndex={-1} style={PROGRAMMATIC_FOCUS} className="text-3xl font-bold text-slate-900">
        {t("account.deleted.heading")}
      </h1>
      <p role="status" className="mt-4 text-slate-700">
        {t("account.deleted.text")}
      </p>
      <Link to={localPath(useLanguage(), "/")} className={buttonClass("primary", "md", "mt-8")}>
        {t("account.deleted.home")}
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const language = loaderData?.language ?? "en";
  const t = translator(language, commonNow(language), loaderData?.catalogue);
  return noindexMeta(t("account.deleted.title"), t("site.name"));
};
