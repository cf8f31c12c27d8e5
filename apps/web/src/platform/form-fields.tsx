import { useTranslation } from 'react-i18next';
import { amount, formatMoney } from '@claustro/domain/platform/money';
import { DateInput } from './DateInput.tsx';
import { SelectField } from './SelectField.tsx';
import { useController, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, FormControlLabel, MenuItem, Stack, Switch, TextField, type TextFieldProps } from '@mui/material';

/*
 * Fields of a react-hook-form form validated by a contract (`contractResolver`): each shows its own
 * message, the one the server would give, under the field.
 */

export type Named<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };
type Extra = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'select' | 'type'>;

/** The message for a field: the resolver names nested fields by their dotted path, the server's arrive nested. */
export function messageAt(errors: object, path: string): string | undefined {
  const flat = (errors as Record<string, { message?: string } | undefined>)[path];
  if (flat) return flat.message ?? '';
  let at: unknown = errors;
  for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return at && typeof at === 'object' && 'message' in at ? String((at as { message?: string }).message ?? '') : undefined;
}

/** Every message of a form by field path (`telefonos.0.peTeTelefono`), for editors of whole lists. */
export function messagesByPath(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors ?? {})) {
    if (!v || typeof v !== 'object') continue;
    const path = prefix ? `${prefix}.${k}` : k;
    if ('message' in v && typeof (v as { message?: unknown }).message === 'string') out[path] = (v as { message: string }).message;
    if (k !== 'ref') Object.assign(out, messagesByPath(v as object, path));
  }
  return out;
}

export function useField<T extends FieldValues>({ control, name }: Named<T>) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const message = messageAt(errors, name);
  return { field, invalid: message !== undefined, message };
}

/** A text field; `transform` shapes what is typed (upper case, digits only…). Empty stays ''. */
export function FormText<T extends FieldValues>(
  props: Named<T> & Extra & { transform?: (v: string) => string; type?: 'text' | 'email' | 'password' | 'number' },
) {
  const { control, name, label, transform, helperText, ...extra } = props;
  const { field, invalid, message } = useField({ control, name, label });
  // A box of a fixed number of lines is a plain textarea: MUI's self-sizing one measures itself when
  // it appears, which makes the browser lay out the whole page inside that render.
  const fixedLines = extra.multiline && extra.rows !== undefined && !extra.slotProps?.input;
  return (
    <TextField
      {...extra}
      slotProps={fixedLines ? { ...extra.slotProps, input: { inputComponent: 'textarea' } } : extra.slotProps}
      label={label}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      helperText={message || helperText}
    />
  );
}

/**
 * An amount of money, typed as the screens print it ("4,950.00", "4950", "DOP 4,950.00"; the
 * contract's `amount` reads it). Leaving the field writes a well-typed amount back the way the screens
 * print it ("4950" → "4,950.00"); text the contract refuses stays as typed, with its message.
 */
export function FormAmount<T extends FieldValues>(props: Named<T> & Extra) {
  const { control, name, label, helperText, ...extra } = props;
  const { field, invalid, message } = useField({ control, name, label });
  return (
    <TextField
      {...extra}
      label={label}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        const typed = (field.value as string | null) ?? '';
        const read = amount.safeParse(typed);
        if (typed.trim() && read.success && formatMoney(read.data) !== typed) field.onChange(formatMoney(read.data));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={invalid}
      helperText={message || helperText}
      slotProps={{ ...extra.slotProps, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

/** A date, typed dd/mm/aaaa, kept ISO (yyyy-mm-dd); empty is null. */
export function FormDate<T extends FieldValues>(props: Named<T> & Extra & { onSet?: (v: string | null) => void }) {
  const { control, name, label, onSet, helperText, ...extra } = props;
  const { field, invalid, message } = useField({ control, name, label });
  return (
    <DateInput
      {...extra}
      label={label}
      value={field.value as string | null}
      onChange={(v) => {
        field.onChange(v);
        onSet?.(v);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      helperText={message || helperText}
    />
  );
}

/**
 * A choice among ids (or codes, for options with text ids): one (null when `optional` and nothing is
 * chosen, shown as `empty`; '' otherwise, which the contract answers as "es obligatorio"), or several with `multiple`.
 * One choice is the browser's own select (`SelectField`); several keep MUI's menu of boxes.
 */
export function FormSelect<T extends FieldValues>(
  props: Named<T> & Extra & { options: { id: number | string; label: string }[]; optional?: boolean; multiple?: boolean; empty?: string },
) {
  const { control, name, label, options, optional, multiple, empty, helperText, ...extra } = props;
  const { field, invalid, message } = useField({ control, name, label });
  const shared = { ...extra, label, onBlur: field.onBlur, inputRef: field.ref, error: invalid, helperText: message || helperText };
  if (multiple) {
    return (
      <TextField {...shared} select value={field.value ?? []} onChange={(e) => field.onChange(e.target.value)} slotProps={{ select: { multiple: true } }}>
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <SelectField
      {...shared}
      value={(field.value as string | number | null) ?? ''}
      onChange={(v) => field.onChange(v === '' ? (optional ? null : '') : typeof options[0]?.id === 'string' ? v : Number(v))}
      options={options}
      none={optional ? (empty ?? '—') : undefined}
    />
  );
}

/** An on/off switch. */
export function FormSwitch<T extends FieldValues>(props: Named<T>) {
  const { field } = useField(props);
  return <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={props.label} />;
}

/** A yes/no box (where several flags sit in a row). */
export function FormCheckbox<T extends FieldValues>(props: Named<T>) {
  const { field } = useField(props);
  return <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={props.label} />;
}

type IdDocument = { tipoDocumentoIdentificacionId: number; doIdValor: string };

/**
 * A person's identity document (`documentosIdentificacion`, one entry): its type, then its number
 * (letters and digits only, as the spec stores it). The number waits for a type.
 */
export function FormIdDocument<T extends FieldValues>(props: {
  control: Control<T>;
  types: { id: number; label: string }[];
  required?: boolean;
  emptyHint?: string;
}) {
  const { t } = useTranslation();
  const name = 'documentosIdentificacion' as Path<T>;
  const { field } = useController({ control: props.control, name });
  const { errors } = useFormState({ control: props.control, name });
  const doc = (field.value as IdDocument[] | undefined)?.[0];
  const message = messageAt(errors, name) || messageAt(errors, `${name}.0.doIdValor`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: 2 }}>
      <SelectField
        sx={{ flex: 1, minWidth: 180 }}
        label={t('students.documentType')}
        required={props.required}
        value={doc?.tipoDocumentoIdentificacionId ?? ''}
        onChange={(v) => field.onChange([{ tipoDocumentoIdentificacionId: Number(v), doIdValor: doc?.doIdValor ?? '' }])}
        options={props.types}
      />
      <TextField
        label={t('students.document')}
        sx={{ flex: 1, minWidth: 180 }}
        required={props.required}
        disabled={!doc}
        value={doc?.doIdValor ?? ''}
        onChange={(e) =>
          field.onChange([{ tipoDocumentoIdentificacionId: doc!.tipoDocumentoIdentificacionId, doIdValor: e.target.value.replace(/[^A-Za-z0-9]/g, '') }])
        }
        error={message !== undefined}
        helperText={message || props.emptyHint}
      />
    </Stack>
  );
}

/** How a public form asks to be answered: the e-mail (required) and a phone (optional), side by side where there is room. */
export function FormContact<T extends FieldValues>(props: { control: Control<T>; labels: { email: string; telefono: string }; optional: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormText control={props.control} name={'email' as Path<T>} label={props.labels.email} type="email" required autoComplete="email" sx={{ flex: 1 }} />
      <FormText
        control={props.control}
        name={'telefono' as Path<T>}
        label={props.labels.telefono}
        autoComplete="tel"
        helperText={props.optional}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
