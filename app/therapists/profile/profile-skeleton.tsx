import { useT } from "#app/i18n/i18n.tsx";

/** What a profile looks like while it loads on a client-side navigation; its status named in the page's language. */
export function ProfileSkeleton() {
  const t = useT();
  const bar = "animate-pulse rounded bg-slate-200";
  return (
    <div
      role="status"
      aria-label={t("profile.loading")}
      className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]"
    >
      <div className="space-y-4">
        <div className={`${bar} size-48 rounded-2xl`} />
        <div className={`${bar} h-10 w-full`} />
        <div className={`${bar} h-32 w-full`} />
      </div>
      <div className="space-y-4">
        <div className={`${bar} h-9 w-2/3`} />
        <div className={`${bar} h-5 w-1/3`} />
        <div className={`${bar} h-5 w-1/2`} />
        <div className={`${bar} h-24 w-full`} />
        <div className={`${bar} h-48 w-full`} />
      </div>
    </div>
  );
}
