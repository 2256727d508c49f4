import { Icon } from "#app/components/icon.tsx";
import { useT } from "#app/i18n/i18n.tsx";
import { endonymLang, languageEndonym, orderLanguages } from "#app/reference/languages.ts";

// The profile's line of the languages sessions are held in, each by its own name in its own language (a reader of
// that language finds it, and a screen reader pronounces it in that language): "Sessions in: English, Français".

export function SessionLanguages({ codes }: { codes: readonly string[] }) {
  const t = useT();
  const ordered = orderLanguages(codes);
  if (ordered.length === 0) return null;
  return (
    <li className="flex items-center gap-1.5" data-testid="session-languages">
      <Icon name="languages" className="size-4 text-brand-700" />
      <span>
        {t("profile.sessionsIn")}{" "}
        {ordered.map((code, i) => (
          <span key={code}>
            {i > 0 && ", "}
            <span lang={endonymLang(code)}>{languageEndonym(code)}</span>
          </span>
        ))}
      </span>
    </li>
  );
}
