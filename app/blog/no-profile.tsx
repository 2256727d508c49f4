import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";

/** Shown to a signed-in person who has no approved therapist profile yet. */
export function NeedsProfile() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("postform.needsProfile.title")}</h1>
      <p className="mt-4 text-slate-700">{t("postform.needsProfile.text")}</p>
      <Link to={localPath(language, "/therapist/signup")} className={buttonClass("primary", "md", "mt-8")}>
        {t("postform.needsProfile.apply")}
      </Link>
    </section>
  );
}
