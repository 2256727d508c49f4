import { Link, type ShouldRevalidateFunction } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";

/** What an emailed availability link's page shows once it acted: what the listing now says, and a way to it. */
export function AvailabilitySaved({ title, text, slug }: { title: string; text: string; slug: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p role="status" className="mt-4 text-slate-700">
        {t("avail.saved.text", { text })}
      </p>
      <Link to={localPath(language, `/therapists/${slug}`)} className={buttonClass("primary", "md", "mt-8")}>
        {t("avail.saved.view")}
      </Link>
    </section>
  );
}

/**
 * The links' pages' `shouldRevalidate`: once the link has acted, the page shows what was saved, and its loader is
 * not asked again (the link now used, it would answer 410).
 */
export const notAfterSaving: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
