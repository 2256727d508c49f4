import { memo } from "react";
import { LANGUAGE_CODES } from "#app/reference/languages.ts";
import { ACCESS_CODES, IDENTITY_CODES, POPULATION_CODES } from "#app/reference/fit.ts";
import { parsePriceParam, type Mode } from "#app/reference/profile-options.ts";
import { parseMaxFee } from "./fee-filters.ts";
import { optionText, type filterSelects, type SelectModel } from "./facet-options.ts";
import type { SearchParams } from "./params.ts";

// The filter panel's fields: labelled selects and checkboxes. Both are ordinary form fields: without JavaScript the
// form submits them; with it, onChange applies the choice at once. The panel's `filters` class styles them.

type Filter = {
  /** Its label and empty choice are the messages "filter.<name>" and "filter.<name>.all". */
  name: Exclude<keyof ReturnType<typeof filterSelects>, "sortBy">;
  /** The change a choice makes ('' is the empty choice). */
  toChange: (value: string) => Partial<SearchParams>;
};

/** The filter selects, in the panel's order; the sort select follows them. */
export const FILTERS: Filter[] = [
  {
    name: "specialty",
    toChange: (v) => ({ specialty: v || undefined }),
  },
  {
    name: "city",
    toChange: (v) => ({ city: v || undefined, lat: undefined, lng: undefined }),
  },
  {
    name: "therapyType",
    toChange: (v) => ({ therapyType: v || undefined }),
  },
  {
    name: "insuranceProvider",
    toChange: (v) => ({ insuranceProvider: v || undefined }),
  },
  { name: "issue", toChange: (v) => ({ issue: v || undefined }) },
  {
    name: "mode",
    toChange: (v) => ({ mode: (v || undefined) as Mode | undefined }),
  },
  {
    name: "price",
    toChange: (v) => ({ price: parsePriceParam(v) ?? undefined }),
  },
  {
    name: "maxFee",
    toChange: (v) => ({ maxFee: parseMaxFee(v) ?? undefined }),
  },
  {
    name: "directBilling",
    toChange: (v) => ({ directBilling: v || undefined }),
  },
  {
    name: "language",
    toChange: (v) => ({ language: LANGUAGE_CODES.find((code) => code === v) }),
  },
  { name: "identity", toChange: (v) => ({ identity: IDENTITY_CODES.find((code) => code === v) }) },
  { name: "population", toChange: (v) => ({ population: POPULATION_CODES.find((code) => code === v) }) },
  { name: "access", toChange: (v) => ({ access: ACCESS_CODES.find((code) => code === v) }) },
];

type FacetSelectProps = {
  name: string;
  label: string;
  /** The empty choice ('All specialties'); none when the field always has a value (sort). */
  allLabel: string;
  model: SelectModel;
  onChange: (value: string) => void;
};

/** Whether two selects show the same: their options compared by what they say (a list is rebuilt each render). */
function sameSelect(a: FacetSelectProps, b: FacetSelectProps): boolean {
  if (a.name !== b.name || a.label !== b.label || a.allLabel !== b.allLabel || a.onChange !== b.onChange) return false;
  if (a.model.value !== b.model.value || a.model.options.length !== b.model.options.length) return false;
  return a.model.options.every((o, i) => {
    const other = b.model.options[i]!;
    return o.value === other.value && o.label === other.label && o.count === other.count;
  });
}

/** A filter's select, drawn again only when what it shows changes (a long list is hundreds of options). */
export const FacetSelect = memo(function FacetSelect(props: FacetSelectProps) {
  const id = `filter-${props.name}`;
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.model.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="field"
      >
        {props.allLabel && <option value="">{props.allLabel}</option>}
        {props.model.options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </div>
  );
}, sameSelect);

export function FacetCheckbox(props: {
  name: string;
  label: string;
  checked: boolean;
  count: number;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        name={props.name}
        value="true"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label} <span>({props.count})</span>
    </label>
  );
}
