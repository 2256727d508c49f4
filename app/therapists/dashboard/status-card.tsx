import { CircleCheck, CircleMinus, CircleX, Clock } from "lucide";
import { Link } from "react-router";
import { buttonClass } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { DashboardStatus } from "#app/therapists/my-profile.server.ts";

type Props = {
  status: DashboardStatus;
  adminNotes: string | null;
  slug: string | null;
  /** The application's typed address while it waits for its confirmation link to be opened. */
  unconfirmedEmail?: string | null;
};

const LOOK = {
  pending: { label: "Under Review", icon: Clock, tone: "border-amber-200 bg-amber-50 text-amber-900" },
  approved: { label: "Approved", icon: CircleCheck, tone: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  rejected: { label: "Rejected", icon: CircleX, tone: "border-red-200 bg-red-50 text-red-900" },
  removed: { label: "Removed", icon: CircleMinus, tone: "border-slate-300 bg-slate-50 text-slate-900" },
} as const;

/** The application's status: Under Review, Approved or Rejected with the admin's note; or Removed. */
export function StatusCard({ status, adminNotes, slug, unconfirmedEmail }: Props) {
  const look = LOOK[status];
  return (
    <section aria-labelledby="status-heading" className={`rounded-xl border p-5 ${look.tone}`}>
      <h2 id="status-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon icon={look.icon} className="size-5" />
        Application Status: <span>{look.label}</span>
      </h2>
      {status === "pending" && (
        <p className="mt-2">Your application is being reviewed. We'll contact you by email within 2-3 business days.</p>
      )}
      {status === "pending" && unconfirmedEmail && (
        <p className="mt-2">
          <strong>Confirm your email address:</strong> we sent a link to {unconfirmedEmail}. Open it so we can publish
          your listing with that address.
        </p>
      )}
      {status === "approved" && (
        <>
          <p className="mt-2">Your profile is live in the directory.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            {slug && (
              <Link
                to={`/therapists/${slug}`}
                className="rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                View Public Profile
              </Link>
            )}
            <Link to="/therapist/edit-profile" className={buttonClass("primary", "sm")}>
              Edit Profile
            </Link>
          </div>
        </>
      )}
      {status === "rejected" && (
        <>
          <p className="mt-2">Your application was not approved.</p>
          {adminNotes && (
            <p className="mt-2">
              <strong>Note from our team:</strong> {adminNotes}
            </p>
          )}
          <Link to="/therapist/signup" className={buttonClass("primary", "sm", "mt-3")}>
            Apply Again
          </Link>
        </>
      )}
      {status === "removed" && (
        <>
          <p className="mt-2">
            Your profile is no longer listed in the directory. If you think this is a mistake, please contact us.
          </p>
          <Link to="/contact" className={buttonClass("primary", "sm", "mt-3")}>
            Contact Us
          </Link>
        </>
      )}
    </section>
  );
}
