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

export function FacetSelect(props: {
  name: string;
  label: string;
  /** The empty choice ('All specialties'); none when the field always has a value (sort). */
  allLabel: string;
  model: SelectModel;
  onChange: (value: string) => void;
}) {
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
}

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
