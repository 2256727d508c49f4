import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import { statusHeadingId, statusTextId } from "./status-titles.ts";

/** The screen for a refused request (400), an unknown route (404), a page the account may not see (403), a short outage (503), and errors nobody planned for. */
export function StatusPage({ status, message }: { status: number; message?: string }) {
  const t = useT();
  const language = useLanguage();
  const title = t(statusHeadingId(status));
  const text = message ?? t(statusTextId(status));
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Link to={localPath(language, "/")} className={buttonClass("primary", "md", "mt-8")}>
        {t("status.back")}
      </Link>
    </section>
  );
}

/** The message of a 400 answer (a form or address the server refused), for an error boundary to show. */
export function badRequestMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 400) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}
