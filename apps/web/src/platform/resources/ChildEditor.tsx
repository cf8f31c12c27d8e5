import { Autocomplete, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../DateInput.tsx';
import type { ChildDef, FieldDef } from '@claustro/domain/platform/resource';
import { currentLang } from '../i18n.ts';
import { useLookup } from './useLookup.ts';
import { SelectField } from '../SelectField.tsx';

type Row = Record<string, unknown>;

function RefPicker({ f, label, value, onChange, error }: { f: FieldDef; label: string; value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const lookup = useLookup(f.ref!);
  return (
    <SelectField
      label={label}
      value={(value as number | null) ?? ''}
      onChange={(v) => onChange(Number(v))}
      options={lookup.all.filter((o) => o.active || o.id === value)}
      error={!!error}
      helperText={error}
      sx={{ minWidth: 180 }}
    />
  );
}

/** A list of a single reference (a career's campuses): one multi-select. */
function RefList({ child, value, onChange, error }: { child: ChildDef; value: Row[]; onChange: (rows: Row[]) => void; error?: string }) {
  const [[field, f]] = Object.entries(child.fields);
  const lookup = useLookup(f.ref!);
  const chosen = value.map((r) => r[field]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={lookup.all.filter((o) => o.active || chosen.includes(o.id))}
      value={lookup.all.filter((o) => chosen.includes(o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, opts) => onChange(opts.map((o) => ({ [field]: o.id })))}
      renderInput={(params) => <TextField {...params} label={child.label[currentLang()]} error={!!error} helperText={error} />}
    />
  );
}

/** Rows with several fields (a period's process calendar): one line per row, add and remove. */
function RowList({ child, value, onChange, errors }: { child: ChildDef; value: Row[]; onChange: (rows: Row[]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const set = (i: number, k: string, v: unknown) => onChange(value.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {child.label[lang]}
      </Typography>
      <Stack spacing={1.5}>
        {value.map((row, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {Object.entries(child.fields).map(([k, f]) => {
              const error = errors[`${i}.${k}`];
              if (f.kind === 'date') {
                return (
                  <DateInput key={k} label={f.label[lang]} value={row[k] as string | null} onChange={(v) => set(i, k, v)} error={!!error} helperText={error} />
                );
              }
              return f.kind === 'ref' ? (
                <RefPicker key={k} f={f} label={f.label[lang]} value={row[k]} onChange={(v) => set(i, k, v)} error={error} />
              ) : (
                <TextField
                  key={k}
                  label={f.label[lang]}
                  type={f.kind === 'int' || f.kind === 'decimal' ? 'number' : 'text'}
                  value={row[k] ?? ''}
                  onChange={(e) => set(i, k, e.target.value)}
                  error={!!error}
                  helperText={error}
                />
              );
            })}
            <IconButton aria-label={t('profile.remove')} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button sx={{ alignSelf: 'start' }} onClick={() => onChange([...value, {}])}>
          {t('profile.add')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The editor of one child list, chosen from its declaration. */
export function ChildEditor({
  child,
  value,
  onChange,
  errors,
}: {
  child: ChildDef;
  value: Row[];
  onChange: (rows: Row[]) => void;
  errors: Record<string, string>;
}) {
  const single = Object.keys(child.fields).length === 1 && Object.values(child.fields)[0].kind === 'ref';
  return single ? (
    <RefList child={child} value={value} onChange={onChange} error={errors['']} />
  ) : (
    <RowList child={child} value={value} onChange={onChange} errors={errors} />
  );
}
