import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import { T, useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { DashboardStatus } from "#app/therapists/my-profile.server.ts";

type Props = {
  status: DashboardStatus;
  adminNotes: string | null;
  slug: string | null;
  /** The application's typed address while it waits for its confirmation link to be opened. */
  unconfirmedEmail?: string | null;
};

const LOOK = {
  pending: { icon: "clock", tone: "border-amber-200 bg-amber-50 text-amber-900" },
  approved: { icon: "circle-check", tone: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  rejected: { icon: "circle-x", tone: "border-red-200 bg-red-50 text-red-900" },
  removed: { icon: "circle-minus", tone: "border-slate-300 bg-slate-50 text-slate-900" },
} as const;

/** The application's status: Under Review, Approved or Rejected with the admin's note; or Removed. */
export function StatusCard({ status, adminNotes, slug, unconfirmedEmail }: Props) {
  const look = LOOK[status];
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby="status-heading" className={`rounded-xl border p-5 ${look.tone}`}>
      <h2 id="status-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <Icon name={look.icon} className="size-5" />
        <T id="dash.status.heading" values={{ label: t(`dash.status.${status}`) }} components={{ label: <span /> }} />
      </h2>
      {status === "pending" && <p className="mt-2">{t("dash.status.pendingText")}</p>}
      {status === "pending" && unconfirmedEmail && (
        <p className="mt-2">
          <T id="dash.status.confirmEmail" values={{ email: unconfirmedEmail }} components={{ b: <strong /> }} />
        </p>
      )}
      {status === "approved" && (
        <>
          <p className="mt-2">{t("dash.status.live")}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {slug && (
              <Link
                to={localPath(language, `/therapists/${slug}`)}
                className="rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {t("dash.status.view")}
              </Link>
            )}
            <Link to={localPath(language, "/therapist/edit-profile")} className={buttonClass("primary", "sm")}>
              {t("dash.status.edit")}
            </Link>
          </div>
        </>
      )}
      {status === "rejected" && (
        <>
          <p className="mt-2">{t("dash.status.rejectedText")}</p>
          {adminNotes && (
            <p className="mt-2">
              <strong>{t("dash.status.note")}</strong> {adminNotes}
            </p>
          )}
          <Link to={localPath(language, "/therapist/signup")} className={buttonClass("primary", "sm", "mt-3")}>
            {t("dash.status.applyAgain")}
          </Link>
        </>
      )}
      {status === "removed" && (
        <>
          <p className="mt-2">{t("dash.status.removedText")}</p>
          <Link to={localPath(language, "/contact")} className={buttonClass("primary", "sm", "mt-3")}>
            {t("dash.status.contact")}
          </Link>
        </>
      )}
    </section>
  );
}
