import { cloneElement, createContext, Fragment, isValidElement, useContext, useMemo, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import type { CompiledCatalogue, MessageId } from "./catalogue.ts";
import { commonNow } from "./common.ts";
import { directoryWordsNow } from "./directory-words.ts";
import { formatMessage, type FormatValues } from "./format.ts";
import { LOCALES, languageOfPath, type Language } from "./language.ts";
import { profileWordsNow } from "./profile-page-words.ts";

// A page finds its words in two places: the common catalogue of its language (header, footer, error pages), a
// script of its own fetched once per language and kept by the browser (common.ts), and the catalogue of the
// page's area, which its loader returns as `{ catalogue }` (the page's language only), or, for the directory's
// pages and a profile, a script of their own too (directory-words.ts, profile-page-words.ts). The root merges them,
// a later catalogue's message over an earlier one's; a text page adds its own script's inside it (<PageWords>,
// page-words-route.tsx). A message missing from all shows as its id in brackets.

/** What a loader hands the page so its words reach the browser: the catalogue of the page's language only. */
export type WithCatalogue = { catalogue: CompiledCatalogue };

export type Values = FormatValues;
type Translate = (id: MessageId, values?: Values) => string;
type Words = { locale: string; messages: CompiledCatalogue };

const missing = (id: string) => `[${id}]`;

/** The translate function of some messages. */
function translate({ locale, messages }: Words): Translate {
  return (id, values) => {
    const message = messages[id];
    return message ? formatMessage(message, values, locale) : missing(id);
  };
}

type Merges = WeakMap<CompiledCatalogue, { merged?: CompiledCatalogue; next: Merges }>;
const merges: Merges = new WeakMap();

/**
 * The catalogues among these values (a loader's data may hold none) merged, a later one's messages over an earlier
 * one's. The same catalogues give the same merge, made once and kept as long as they are: a page's catalogues are
 * the same objects from one render to the next on the server (some hundreds of messages each, not copied again).
 */
export function mergedCatalogues(values: readonly unknown[]): CompiledCatalogue {
  const catalogues = values.filter((value): value is CompiledCatalogue => typeof value === "object" && value !== null);
  if (catalogues.length === 1) return catalogues[0]!;
  let level = merges;
  let node: { merged?: CompiledCatalogue; next: Merges } | undefined;
  for (const catalogue of catalogues) {
    node = level.get(catalogue) ?? { next: new WeakMap() };
    level.set(catalogue, node);
    level = node.next;
  }
  return node ? (node.merged ??= Object.assign({}, ...catalogues)) : {};
}

/** A translate function for code outside React (a route's meta), from catalogues as loaders returned them. */
export function translator(language: Language, ...catalogues: unknown[]): Translate {
  return translate({ locale: LOCALES[language], messages: mergedCatalogues(catalogues) });
}

const WordsContext = createContext<Words | null>(null);

/** Words for what it holds from the catalogue given (a component rendered on its own, as a test does). */
export function CatalogueProvider(props: { language: Language; catalogue: CompiledCatalogue; children?: ReactNode }) {
  const words = useMemo(
    () => ({ locale: LOCALES[props.language], messages: props.catalogue }),
    [props.language, props.catalogue],
  );
  return <WordsContext value={words}>{props.children}</WordsContext>;
}

const catalogueOf = (data: unknown): CompiledCatalogue | undefined =>
  data && typeof data === "object" && "catalogue" in data ? (data as WithCatalogue).catalogue : undefined;

/** The words of the page: its language from the URL, the common catalogue, and the matched routes' catalogues. */
export function PageI18n({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const common = commonNow(language);
  const directory = directoryWordsNow(pathname);
  const profile = profileWordsNow(pathname);
  const matches = useMatches();
  const pages = matches.map((match) => catalogueOf(match.loaderData));
  const key = matches.map((match, index) => (pages[index] ? match.id : "")).join("|");
  const words = useMemo(
    () => ({ locale: LOCALES[language], messages: mergedCatalogues([common, directory, profile, ...pages]) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page catalogues change with the matched routes (key)
    [language, common, directory, profile, key],
  );
  return <WordsContext value={words}>{children}</WordsContext>;
}

/** The words of the page with more of them (a deferred part's own, fetched with its module) for what it holds. */
export function MoreWords({ messages, children }: { messages: CompiledCatalogue; children: ReactNode }) {
  const page = useWords();
  const words = useMemo(
    () => ({ locale: page.locale, messages: mergedCatalogues([page.messages, messages]) }),
    [page.locale, page.messages, messages],
  );
  return <WordsContext value={words}>{children}</WordsContext>;
}

/** The page's language (from its URL). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

function useWords(): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useT outside PageI18n");
  return words;
}

/**
 * The translate function of the page's catalogues: the same function for as long as the words are the same, so an
 * effect that depends on it runs again only when the words change, not at every render.
 */
export function useT(): Translate {
  const words = useWords();
  return useMemo(() => translate(words), [words]);
}

/** A message's markup as T reads it: `<name>text</name>` or `<name/>`, a name of letters and digits. */
export const MESSAGE_TAG = /<([a-zA-Z][a-zA-Z0-9]*)>([^<]*)<\/\1>|<([a-zA-Z][a-zA-Z0-9]*)\/>/;
/** Stands for a value's own "<" while the message's tags are read (a character no text holds: private use). */
const LT = "\uE000";

/**
 * A message with markup: `<name>text</name>` in the message puts its text in the element `components[name]`
 * (a link, say), `<name/>` puts the element as it is. Tags do not nest.
 */
export function T(props: { id: MessageId; values?: Values; components?: Record<string, ReactNode> }) {
  // a value's own "<" (a name typed as "<b>Jo</b>") is text, never markup: kept aside while the tags are read
  const values =
    props.values &&
    Object.fromEntries(
      Object.entries(props.values).map(([k, v]) => [k, typeof v === "string" ? v.replaceAll("<", LT) : v]),
    );
  const parts = useT()(props.id, values)
    .split(MESSAGE_TAG)
    .map((part) => part?.replaceAll(LT, "<"));
  const nodes: ReactNode[] = [];
  // split() gives: text, then for each tag its name, content and self-closing name, then text again
  for (let index = 0; index < parts.length; index += 4) {
    if (parts[index]) nodes.push(parts[index]);
    const name = parts[index + 1] ?? parts[index + 3];
    if (!name) continue;
    const element = props.components?.[name];
    const content = parts[index + 1] ? parts[index + 2] : undefined;
    nodes.push(
      isValidElement(element) ? cloneElement(element, { key: index }, ...(content ? [content] : [])) : content,
    );
  }
  return <Fragment>{nodes}</Fragment>;
}
