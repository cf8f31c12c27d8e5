import { TextField, type TextFieldProps } from '@mui/material';

/**
 * One choice as the browser's own select, in MUI's outlined field: a phone opens its own picker, and
 * the field costs a screen no menu and no re-render as it mounts (MUI's select keeps its node in state,
 * so every one re-rendered as it appeared). Its label stays raised: a select always shows its choice.
 * The first option is `none` ("Todas las carreras", "—"), chosen as ''; without it, a blank that
 * stands for "not chosen yet" and cannot be chosen again. A value the options do not hold (they are
 * still loading) shows as none: the browser would otherwise show the first option as if chosen.
 */
export function SelectField(
  props: Omit<TextFieldProps, 'select' | 'children' | 'value' | 'onChange'> & {
    value: string | number;
    onChange: (value: string) => void;
    options: readonly { id: number | string; label: string; disabled?: boolean }[];
    none?: string;
  },
) {
  const { value, onChange, options, none, slotProps, ...field } = props;
  const shown = options.some((o) => String(o.id) === String(value)) ? value : '';
  return (
    <TextField
      {...field}
      select
      value={shown}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled={none === undefined}>
        {none ?? ''}
      </option>
      {options.map((o) => (
        <option key={o.id} value={o.id} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
