import { Icon } from "#app/components/icon.tsx";
import { useT } from "#app/i18n/i18n.tsx";
import { endonymLang, languageEndonym, type LanguageCode } from "#app/reference/languages.ts";

// The profile's line of the languages sessions are held in, each by its name in the page's language and, when it is not
// that (case aside: « français » is Français), by its own name in its own language (a reader of that language finds it,
// and a screen reader pronounces it in that language): "Sessions in: English, Italian (Italiano)", « Séances en :
// anglais (English), italien (Italiano) », as the Session language filter names them. A sign language (ASL, LSQ) is
// named in the page's language only: its signers read the page in it.
const SIGNED: ReadonlySet<string> = new Set(["ase", "fcs"]);

/** A language sessions are held in, by its code and its name in the page's language. */
export type SessionLanguageName = { code: LanguageCode; name: string };

export function SessionLanguages({ languages }: { languages: readonly SessionLanguageName[] }) {
  const t = useT();
  if (languages.length === 0) return null;
  return (
    <li className="flex items-center gap-1.5" data-testid="session-languages">
      <Icon name="languages" className="size-4 text-brand-700" />
      <span>
        {t("profile.sessionsIn")}{" "}
        {languages.map(({ code, name }, i) => {
          const own = SIGNED.has(code) ? name : languageEndonym(code);
          return (
            <span key={code}>
              {i > 0 && ", "}
              {name}
              {own.toLocaleLowerCase() !== name.toLocaleLowerCase() && (
                <>
                  {" ("}
                  <span lang={endonymLang(code)}>{own}</span>)
                </>
              )}
            </span>
          );
        })}
      </span>
    </li>
  );
}
