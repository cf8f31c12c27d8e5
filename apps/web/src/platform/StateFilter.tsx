import { MenuItem, TextField } from '@mui/material';

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
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as E | '')}
      sx={{ minWidth: 200, maxWidth: { sm: 240 } }}
    >
      <MenuItem value="">{props.all}</MenuItem>
      {props.states.map((e) => (
        <MenuItem key={e} value={e}>
          {props.labelOf(e)}
        </MenuItem>
      ))}
    </TextField>
  );
}
