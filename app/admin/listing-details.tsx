import { money } from "#app/therapists/fees.ts";
import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";

// What an application's approval publishes besides the names and texts the review page lists first: the photo, the
// office, whether the therapist takes clients, how sessions are held, what they cost and which insurers are billed.
// A reviewer sees each of them before approving, as the profile will show it.

type Listing = {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  address: string | null;
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  virtualSessions: boolean;
  inPersonSessions: boolean;
  rate: number | null;
  sessionMinutes: number;
  couplesFee: number | null;
  slidingScale: boolean;
  slidingScaleMin: number | null;
  slidingScaleOpen: boolean;
  freeConsultationMinutes: number | null;
  receiptDesignation: string | null;
  insuranceProviders: readonly string[];
  directBilling: readonly string[];
};

const ACCEPTING: Record<AcceptingClients, string> = { yes: "Yes", waitlist: "Waitlist", no: "No" };
const WAIT: Record<WaitlistWait, string> = {
  "under-2-weeks": "under 2 weeks",
  "2-6-weeks": "2 to 6 weeks",
  "over-6-weeks": "over 6 weeks",
};

/** The rows, as label and text ("—" where the application states nothing). */
export function listingRows(l: Listing): [string, string][] {
  const wait = l.acceptingClients === "waitlist" && l.acceptingWait ? ` (${WAIT[l.acceptingWait]})` : "";
  const modes = [l.virtualSessions && "Online", l.inPersonSessions && "In person"].filter(Boolean).join(", ");
  const scale = !l.slidingScale
    ? "No"
    : `Yes${l.slidingScaleMin === null ? "" : `, from ${money(l.slidingScaleMin)}`}; spots ${l.slidingScaleOpen ? "open" : "full"}`;
  return [
    ["Office address", l.address || "—"],
    ["Accepting new clients", ACCEPTING[l.acceptingClients] + wait],
    ["Sessions", modes || "—"],
    ["Individual session", l.rate === null ? "—" : `${money(l.rate)} / ${l.sessionMinutes} min`],
    ["Couples or family session", l.couplesFee === null ? "—" : money(l.couplesFee)],
    ["Sliding scale", scale],
    ["Free consultation", l.freeConsultationMinutes === null ? "None" : `${l.freeConsultationMinutes} min`],
    ["Receipts name", l.receiptDesignation || "—"],
    ["Insurance accepted", l.insuranceProviders.join(", ") || "—"],
    ["Direct billing", l.directBilling.join(", ") || "—"],
  ];
}

/** The photo and the practice's facts, as approval would publish them. */
export function ListingDetails({ listing }: { listing: Listing }) {
  return (
    <section aria-labelledby="listing-details" className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="listing-details" className="text-lg font-semibold text-slate-900">
        Photo, practice and fees
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {listing.profileImageUrl ? (
          <img
            src={listing.profileImageUrl}
            alt={`Profile photo of ${listing.firstName} ${listing.lastName}, as submitted`}
            width={128}
            height={128}
            className="size-32 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <p className="text-slate-700">No photo</p>
        )}
        <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {listingRows(listing).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
