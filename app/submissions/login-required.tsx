import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useT } from "#app/i18n/i18n.tsx";

/** 'Login Required': the button goes to /api/login, which brings the person back to returnTo. */
export function LoginRequired({ returnTo }: { returnTo: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Icon name="log-in" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("apply.login.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("apply.login.lead")}</p>
        <a
          href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`}
          className={buttonClass("primary", "md", "mt-6")}
        >
          {t("apply.login.button")}
        </a>
      </div>
    </section>
  );
}
