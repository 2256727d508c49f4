import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { T, useT } from "#app/i18n/i18n.tsx";
import type { MessageId } from "#app/i18n/catalogue.ts";
import { FacetSelect } from "./filter-fields.tsx";
import { nearChange } from "./near-form.ts";
import { nearParam, parseRadiusKm, RADII_KM } from "./near.ts";
import type { SearchParams } from "./params.ts";

// "Near (postal code)" and "Distance" in the filter panel. The box keeps what is typed in the browser only: a search
// takes its first three characters (nearChange), once three are typed or the box is emptied, or on Enter. Without
// JavaScript the panel posts and the server cuts the code the same way (near-form.ts).

const DEBOUNCE_MS = 400;

/** The box's text and the changes it asks for: `pending` is the change Enter or another choice carries along. */
export function useNearBox(params: SearchParams, choose: (change: Partial<SearchParams>) => void) {
  const [typed, setTyped] = useState(params.near ?? "");
  const [seen, setSeen] = useState(params.near);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a postal area changed elsewhere (Back, Clear all, a link) shows in the box, unless the box already says it
  if (seen !== params.near) {
    setSeen(params.near);
    if (nearParam(typed) !== params.near) setTyped(params.near ?? "");
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setTyped(value);
    clearTimeout(timer.current);
    const fsa = nearParam(value);
    if (fsa !== undefined && fsa.length < 3) return;
    timer.current = setTimeout(() => {
      const change = nearChange(params, value);
      if (Object.keys(change).length > 0) choose(change);
    }, DEBOUNCE_MS);
  };
  const pending = () => {
    clearTimeout(timer.current);
    return nearChange(params, typed);
  };
  return { typed, onType, pending };
}

export function NearFields(props: {
  params: SearchParams;
  typed: string;
  onType: (event: ChangeEvent<HTMLInputElement>) => void;
  onRadius: (change: Partial<SearchParams>) => void;
  notice: MessageId | null;
}) {
  const { params, notice } = props;
  const t = useT();
  const typedFsa = nearParam(props.typed);
  return (
    <div className="near filters mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div>
        <label htmlFor="filter-near">{t("near.label")}</label>
        <input
          id="filter-near"
          name="near"
          type="text"
          value={props.typed}
          onChange={props.onType}
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t("near.placeholder")}
          aria-describedby={notice ? "near-notice near-hint" : "near-hint"}
          aria-invalid={notice ? true : undefined}
          className="field mt-1"
        />
      </div>
      <FacetSelect
        name="radiusKm"
        label={t("near.radius")}
        allLabel={t("near.radius.all")}
        model={{
          value: params.radiusKm === undefined ? "" : String(params.radiusKm),
          options: RADII_KM.map((km) => ({ value: String(km), label: t("near.radius.option", { km }) })),
        }}
        onChange={(value) => props.onRadius({ radiusKm: typedFsa ? parseRadiusKm(value) : undefined })}
      />
      {notice && (
        <p id="near-notice" className="col-span-2 text-sm font-medium text-red-800 lg:col-span-4">
          {t(notice, { near: params.near ?? typedFsa ?? "" })}
        </p>
      )}
      <p id="near-hint" className="col-span-2 text-xs text-slate-700 lg:col-span-4">
        {t("near.hint")}{" "}
        <T
          id="near.credit"
          components={{ link: <a href="https://www.geonames.org/" className="underline" rel="noopener noreferrer" /> }}
        />
      </p>
    </div>
  );
}
