import { SelectField } from './SelectField.tsx';

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
  return (
    <SelectField
      required={props.required}
      label={props.label}
      value={props.value ?? ''}
      onChange={(v) => props.onChange(v === '' ? '' : Number(v))}
      options={props.options}
      none={props.empty}
      error={!!props.error}
      helperText={props.error}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
