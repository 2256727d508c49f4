import { useEffect, useRef, type RefObject } from "react";
import { useT } from "#app/i18n/i18n.tsx";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { FacetSelect } from "./filter-fields.tsx";
import { nearChange } from "./near-form.ts";
import { nearParam, RADII_KM } from "./near.ts";
import type { SearchParams } from "./params.ts";

// "Near (postal code)" and "Distance" in the filter panel. What is typed stays in the box, in the browser: a search
// takes its first three characters (nearChange) as soon as they change (three typed, or the box emptied), and with
// Enter or any other choice. Without JavaScript the panel posts and the server cuts the code the same way.

/** The box (its text is the browser's only) and the change it asks for now (none when its FSA is the URL's). */
export function useNearBox(params: SearchParams) {
  const box = useRef<HTMLInputElement>(null);
  // a postal area changed elsewhere (Back, Clear all, a link) shows in the box, unless the box already says it; as
  // the page hydrates the box keeps what it holds (the visitor may be typing in it: the panel catches up on that)
  const shown = useRef(params.near);
  useEffect(() => {
    if (shown.current === params.near) return;
    shown.current = params.near;
    if (box.current && nearParam(box.current.value) !== params.near) box.current.value = params.near ?? "";
  }, [params.near]);
  return { box, pending: () => nearChange(params, box.current?.value ?? "") };
}

export function NearFields(props: {
  params: SearchParams;
  box: RefObject<HTMLInputElement | null>;
  choose: (change: Partial<SearchParams>) => void;
  notice: MessageId | null;
}) {
  const { params, notice, choose, box } = props;
  const t = useT();
  const onType = () => {
    const typed = box.current?.value;
    const fsa = nearParam(typed);
    if ((fsa === undefined || fsa.length === 3) && fsa !== params.near) choose({});
  };
  return (
    <div className="near filters">
      <div>
        <label htmlFor="filter-near">{t("near.label")}</label>
        <input
          ref={box}
          id="filter-near"
          name="near"
          defaultValue={params.near}
          onChange={onType}
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t("near.placeholder")}
          aria-describedby="near-hint"
          aria-invalid={notice ? true : undefined}
          className="field"
        />
      </div>
      <FacetSelect
        name="radiusKm"
        label={t("near.radius")}
        allLabel={t("near.radius.all")}
        model={{
          value: String(params.radiusKm ?? ""),
          options: RADII_KM.map((km) => ({ value: String(km), label: t("near.radius.option", { km }) })),
        }}
        onChange={(value) => choose({ radiusKm: (Number(value) || undefined) as SearchParams["radiusKm"] })}
      />
      <p id="near-hint">
        {notice && <strong>{t(notice, { near: params.near ?? "" })} </strong>}
        {t("near.hint")} {t("near.credit")}
      </p>
    </div>
  );
}
