import { optionText, type SelectModel } from "./facet-options.ts";

// One labelled select or checkbox of the filter panel. Both are ordinary form fields: without JavaScript the
// form submits them; with it, onChange applies the choice at once. The panel's `filters` class styles them.

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
