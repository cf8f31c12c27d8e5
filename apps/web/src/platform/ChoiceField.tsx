import { MenuItem, TextField } from '@mui/material';

/**
 * A choice among records outside a form (a campus, a career, a plan a page works on). With `empty`, a
 * first choice of none ("Todas las carreras"), answered as ''.
 */
export function ChoiceField(props: {
  label: string;
  value: number | '' | undefined;
  onChange: (value: number | '') => void;
  options: { id: number; label: string }[];
  required?: boolean;
  error?: string;
  empty?: string;
}) {
  // A value the options do not hold yet (they are still loading) shows as none, not as a warning.
  const value = props.value !== '' && props.value !== undefined && props.options.some((o) => o.id === props.value) ? props.value : '';
  return (
    <TextField
      select
      required={props.required}
      label={props.label}
      value={value}
      onChange={(e) => props.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      error={!!props.error}
      helperText={props.error}
      slotProps={props.empty ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {props.empty && <MenuItem value="">{props.empty}</MenuItem>}
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
