import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { FieldDef, ResourceDef } from '@claustro/domain/platform/resource';
import { api } from '../api.ts';
import { applyServerErrors, useUnsavedForm } from '../forms.ts';
import { currentLang } from '../i18n.ts';
import { useLookup } from './useLookup.ts';
import { SelectField } from '../SelectField.tsx';
import { blankValues, resourceResolver } from './resource-form.ts';
import { ChildEditor } from './ChildEditor.tsx';
import { DateInput } from '../DateInput.tsx';

type Values = Record<string, unknown>;

function RefSelect({
  f,
  value,
  onChange,
  error,
  helper,
  label,
}: {
  f: FieldDef;
  value: unknown;
  onChange: (v: unknown) => void;
  error: boolean;
  helper?: string;
  label: string;
}) {
  const lookup = useLookup(f.ref!);
  // A record may point at an option that is now inactive: keep it visible so the form shows the truth.
  const options = lookup.all.filter((o) => o.active || o.id === value);
  return (
    <SelectField
      label={label}
      value={(value as number | null) ?? ''}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      options={options}
      none={f.required ? undefined : '—'}
      error={error}
      helperText={helper}
      required={f.required}
    />
  );
}

/** The create/edit form of a catalogue, drawn from its declaration. */
export function ResourceForm({ def, record, onClose, onSaved }: { def: ResourceDef; record: Values | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const editing = !!record?.[def.id];
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: resourceResolver(def, lang),
    mode: 'onTouched',
    defaultValues: blankValues(def),
  });
  useUnsavedForm(form);
  const { control, handleSubmit, reset, setError: setFieldError, formState } = form;
  useEffect(() => {
    reset(record ? { ...blankValues(def), ...record } : blankValues(def));
    setError(null);
  }, [record, def, reset]);

  /** Messages for one child list, by `<row>.<field>` ('' for the list itself), from the form or the server. */
  const childErrors = (name: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [key, err] of Object.entries(formState.errors)) {
      if (key === name && err?.message) out[''] = String(err.message);
      else if (key.startsWith(`${name}.`) && err?.message) out[key.slice(name.length + 1)] = String(err.message);
    }
    const nested = formState.errors[name] as unknown;
    if (Array.isArray(nested)) {
      nested.forEach((row, i) => {
        for (const [k, e] of Object.entries((row ?? {}) as Record<string, { message?: string }>)) if (e?.message) out[`${i}.${k}`] = e.message;
      });
    }
    return out;
  };

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await api(editing ? `${def.api}/${record![def.id]}` : def.api, { method: editing ? 'PUT' : 'POST', body: values });
      onSaved();
    } catch (err) {
      setError(applyServerErrors(err, setFieldError));
    }
  });

  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{`${editing ? t('app.edit') : t('app.new')}: ${def.label[lang]}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {Object.entries(def.fields)
              .filter(([, f]) => f.kind !== 'bool')
              .map(([name, f]) => (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field, fieldState }) => {
                    const label = f.label[lang];
                    const helper = fieldState.error?.message;
                    if (f.kind === 'ref') {
                      return <RefSelect f={f} label={label} value={field.value} onChange={field.onChange} error={!!fieldState.error} helper={helper} />;
                    }
                    if (f.kind === 'date') {
                      return (
                        <DateInput
                          label={label}
                          required={f.required}
                          value={field.value as string | null}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          name={name}
                          error={!!fieldState.error}
                          helperText={helper}
                        />
                      );
                    }
                    return (
                      <TextField
                        {...field}
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(f.upper ? e.target.value.toUpperCase() : e.target.value)}
                        label={label}
                        required={f.required}
                        type={f.kind === 'email' ? 'email' : f.kind === 'int' || f.kind === 'decimal' ? 'number' : 'text'}
                        error={!!fieldState.error}
                        helperText={helper}
                        slotProps={{
                          htmlInput: { maxLength: f.kind === 'text' || f.kind === 'email' ? f.max : undefined, name },
                        }}
                      />
                    );
                  }}
                />
              ))}
            {Object.entries(def.children ?? {}).map(([name, child]) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <ChildEditor child={child} value={(field.value as Record<string, unknown>[]) ?? []} onChange={field.onChange} errors={childErrors(name)} />
                )}
              />
            ))}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {Object.entries(def.fields)
                .filter(([, f]) => f.kind === 'bool')
                .map(([name, f]) => (
                  <Controller
                    key={name}
                    name={name}
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={f.label[lang]} />
                    )}
                  />
                ))}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
