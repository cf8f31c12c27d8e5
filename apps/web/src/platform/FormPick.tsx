import { Autocomplete, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useField, type Named } from './form-fields.tsx';

/**
 * One choice among many (subjects, rooms, professors): typed to narrow, kept as the id (null when cleared).
 * Its own file: the autocomplete stays out of the forms that do not need it (the public admission form).
 */
export function FormPick<T extends FieldValues>(
  props: Named<T> & { options: { id: number; label: string }[]; required?: boolean; disabled?: boolean; size?: 'small' | 'medium' },
) {
  const { control, name, label, options, required, disabled, size } = props;
  const { field, invalid, message } = useField({ control, name, label });
  return (
    <Autocomplete
      options={options}
      value={options.find((o) => o.id === field.value) ?? null}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => field.onChange(o ? o.id : required ? '' : null)}
      onBlur={field.onBlur}
      disabled={disabled}
      size={size}
      fullWidth
      // A narrow field (a room beside the hours) still lists its choices readably.
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 'min(380px, calc(100vw - 32px))' } } }}
      renderInput={(params) => <TextField {...params} inputRef={field.ref} label={label} required={required} error={invalid} helperText={message} />}
    />
  );
}
