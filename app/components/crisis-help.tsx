import { useT, T } from "#app/i18n/i18n.tsx";
import { CRISIS_LINES } from "#app/site.ts";

/** The crisis help: "In crisis? Help is available 24/7.", the lines to call or text, and 911 for immediate danger. */
export function CrisisHelp() {
  const t = useT();
  return (
    <div>
      <p>{t("crisis.heading")}</p>
      <p>
        {CRISIS_LINES.map((line, index) => (
          <span key={line.number}>
            {`${index > 0 ? " · " : ""}${t(line.action)} `}
            <a href={line.href}>{line.number}</a>
            {` (${t(line.label)})`}
          </span>
        ))}
        . <T id="crisis.danger" components={{ call: <a href="tel:911" /> }} />
      </p>
    </div>
  );
}
