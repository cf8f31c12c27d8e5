import { SelectField } from './SelectField.tsx';

/** A list's filter by state: "all" first, then each state by its label; the list goes back to its first page when it changes. */
export function StateFilter<E extends string>(props: {
  label: string;
  value: E | '';
  onChange: (value: E | '') => void;
  states: readonly E[];
  labelOf: (state: E) => string;
  all: string;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(v) => props.onChange(v as E | '')}
      options={props.states.map((e) => ({ id: e, label: props.labelOf(e) }))}
      none={props.all}
      sx={{ minWidth: 200, maxWidth: { sm: 240 } }}
    />
  );
}
