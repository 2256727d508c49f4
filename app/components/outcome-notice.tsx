/** A page action's outcome as the page answers it: done, or failed, under a title (see toast-answer.server.ts). */
export type Outcome = { ok: boolean; title: string; description: string };

/**
 * The outcome written on the page, where it stays after a plain form post (no script to show a toast): announced
 * as a status when done, as an alert when it failed, its title and text joined by a colon unless the title ends a
 * sentence ("Error: …", "Success! …"). `className` places it (its margins).
 */
export function OutcomeNotice({
  outcome,
  className,
  focus = false,
}: {
  outcome: Outcome;
  className: string;
  /** Takes the focus as it appears (a refusal above a long form, answering a post sent without scripts). */
  focus?: boolean;
}) {
  const tone = outcome.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900";
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
      className={`${className} rounded-md p-3 text-sm ${tone}`}
    >
      {outcome.title}
      {/[!?.]$/.test(outcome.title) ? " " : ": "}
      {outcome.description}
    </p>
  );
}
