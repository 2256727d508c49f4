import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/button.tsx";
import { useEditedBeforeHydration } from "#app/components/edited-before-hydration.ts";
import { Icon } from "#app/components/icon.tsx";
import { useSearchSource, type SearchSource } from "#app/components/search-source.ts";
import { useLanguage, useT } from "#app/i18n/i18n.tsx";
import { localPath } from "#app/i18n/twins.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import {
  BLOG_LANGUAGE_NAMES,
  BLOG_LANGUAGE_TAGS,
  BLOG_LANGUAGES,
  blogHref,
  type BlogLanguage,
  type BlogSearchParams,
} from "./rules.ts";

const DEBOUNCE_MS = 250;

/**
 * The blog's search box, topic and language selects: a plain GET form (Search submits it, with or without
 * JavaScript). With JavaScript, typing searches after a short pause and a topic or language applies at once; each
 * starts again at page 1. A change made while an earlier one loads adds to it, and the selects show what was asked
 * for meanwhile.
 */
export function BlogFilters({
  params,
  counts,
  names,
}: {
  params: BlogSearchParams;
  counts: { value: string; count: number }[];
  /** The topics' names in the page's language. */
  names: ValueNames;
}) {
  const t = useT();
  const language = useLanguage();
  const base = localPath(language, "/blog");
  const topicName = (name: string) => names[name] ?? name;
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(params.query ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useRef(false);
  const countOf = new Map(counts.map((c) => [c.value, c.count]));
  // The search the latest change asked for, until the page shows one: the base of the next change (a topic chosen
  // while the language's results load keeps the language) and what the selects show meanwhile.
  const [asked, setAsked] = useState<BlogSearchParams | null>(null);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const shown = asked ?? params;

  // A change that did not come from this form (Back/Forward, a link) puts the URL's query in the box; one it asked
  // for leaves the box as it is (search-source.ts).
  const fromForm = useSearchSource() !== undefined;
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setAsked(null);
    if (!fromForm) setText(params.query ?? "");
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (change: Partial<BlogSearchParams>, replace = false, source: SearchSource = "choice") => {
    const next = { ...latest.current, page: 1, ...change };
    latest.current = next;
    setAsked(next);
    void navigate(blogHref(next, base), {
      replace,
      preventScrollReset: true,
      state: { source },
    });
  };
  // What was typed or chosen before the scripts ran is searched as the form sent would have been (unless it asks
  // for the search shown: fields the browser restored as they were).
  const form = useRef<HTMLFormElement>(null);
  useEditedBeforeHydration(form, (fields) => {
    const query = String(fields.get("query") ?? "");
    setText(query);
    const asked = {
      query: query.trim() || undefined,
      specialty: String(fields.get("specialty") ?? "") || undefined,
      language: BLOG_LANGUAGES.find((language) => language === fields.get("language")),
    };
    if (blogHref({ ...params, page: 1, ...asked }) !== blogHref({ ...params, page: 1 })) go(asked);
  });
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      go({ query: value.trim() || undefined }, typing.current, "typing");
      typing.current = true;
    }, DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    typing.current = false;
    go({ query: text.trim() || undefined });
  };
  const onTopic = (event: ChangeEvent<HTMLSelectElement>) => {
    clearTimeout(timer.current);
    typing.current = false;
    go({ query: text.trim() || undefined, specialty: event.target.value || undefined });
  };

  const onLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    clearTimeout(timer.current);
    typing.current = false;
    go({ query: text.trim() || undefined, language: (event.target.value || undefined) as BlogLanguage | undefined });
  };

  return (
    <Form
      ref={form}
      method="get"
      action={base}
      onSubmit={onSubmit}
      role="search"
      className="flex flex-col gap-3 sm:flex-row"
    >
      <label className="flex-1">
        <span className="sr-only">{t("blog.search.label")}</span>
        <input
          type="search"
          name="query"
          value={text}
          onChange={onType}
          maxLength={200}
          placeholder={t("blog.search.placeholder")}
          className="w-full rounded-md border border-slate-500 px-3 py-2"
        />
      </label>
      <Button type="submit" className="gap-1">
        <Icon name="search" className="size-4" /> {t("blog.search.button")}
      </Button>
      <label>
        <span className="sr-only">{t("blog.topic.label")}</span>
        <select
          name="specialty"
          value={shown.specialty ?? ""}
          onChange={onTopic}
          className="w-full rounded-md border border-slate-500 px-3 py-2 sm:w-64"
        >
          <option value="">{t("blog.topic.all")}</option>
          {SPECIALTIES.map((name) => (
            <option key={name} value={name}>
              {topicName(name)} ({countOf.get(name) ?? 0})
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">{t("blog.language.label")}</span>
        <select
          name="language"
          value={shown.language ?? ""}
          onChange={onLanguage}
          className="w-full rounded-md border border-slate-500 px-3 py-2 sm:w-44"
        >
          <option value="">{t("blog.language.all")}</option>
          {BLOG_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={BLOG_LANGUAGE_TAGS[language]}>
              {BLOG_LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      {shown.sortBy !== "recent" && <input type="hidden" name="sortBy" value={shown.sortBy} />}
    </Form>
  );
}
