import { useT } from "#app/i18n/i18n.tsx";
import type { FitNames } from "./fit-names.server.ts";

// The profile's lines of who the therapist works with, what their practice offers for access, and the identity
// they chose to state (held only with their consent), each in the lists' order: "Works with: Teens, Adults".
// Stated as what the therapist offers or says of themself, never as a rating. The names come with the page
// (fit-names.server.ts).

const LINES = [
  { key: "populations", id: "fit.line.populations" },
  { key: "access", id: "fit.line.access" },
  { key: "identity", id: "fit.line.identity" },
] as const;

export function FitLines({ names }: { names: FitNames }) {
  const t = useT();
  const shown = LINES.filter((line) => names[line.key].length > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-800">
      {shown.map((line) => (
        <li key={line.key} data-testid={`fit-${line.key}`}>
          {t(line.id, { list: names[line.key].join(", ") })}
        </li>
      ))}
    </ul>
  );
}
