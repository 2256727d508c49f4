import { useT } from "#app/i18n/i18n.tsx";
import { ACCESS_CODES, IDENTITY_CODES, inOrder, POPULATION_CODES } from "#app/reference/fit.ts";
import type { PublicProfile } from "../card.ts";

// The profile's lines of who the therapist works with, what their practice offers for access, and the identity
// they chose to state (held only with their consent), each in the lists' order: "Works with: Teens, Adults".
// Stated as what the therapist offers or says of themself, never as a rating.

type Lines = Pick<PublicProfile, "identity" | "populations" | "access">;

export function FitLines({ profile }: { profile: Lines }) {
  const t = useT();
  const lines = [
    {
      key: "populations",
      id: "fit.line.populations",
      names: inOrder(POPULATION_CODES, profile.populations).map((code) => t(`fit.population.${code}`)),
    },
    {
      key: "access",
      id: "fit.line.access",
      names: inOrder(ACCESS_CODES, profile.access).map((code) => t(`fit.access.${code}`)),
    },
    {
      key: "identity",
      id: "fit.line.identity",
      names: inOrder(IDENTITY_CODES, profile.identity).map((code) => t(`fit.identity.${code}`)),
    },
  ] as const;
  const shown = lines.filter((line) => line.names.length > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-800">
      {shown.map((line) => (
        <li key={line.key} data-testid={`fit-${line.key}`}>
          {t(line.id, { list: line.names.join(", ") })}
        </li>
      ))}
    </ul>
  );
}
