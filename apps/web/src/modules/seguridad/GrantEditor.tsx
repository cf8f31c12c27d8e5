import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, Paper, Stack, TextField, Typography } from '@mui/material';
import { fold } from '@claustro/domain/platform/naming';
import { menuTree } from '@claustro/domain/shell/menu.rules';
import { permisosIn, permisosLabels } from '@claustro/domain/seguridad/usuario.contract';
import type { MenuOption } from '../../platform/session.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang } from '../../platform/i18n.ts';
import { useGrants, useMenuOptions, useSaveGrants, type GrantOwner } from './api.ts';

/** In one order, so ticking a screen off and on again leaves nothing unsaved. */
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Ticks screens on and off for one role or one user, then saves the whole set. */
export function GrantEditor({ owner }: { owner: GrantOwner }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const options = useMenuOptions();
  const grants = useGrants(owner);
  // The screens ticked are the form: leaving with ticks not saved asks first.
  const form = useContractForm(permisosIn, permisosLabels, { opciones: [] });
  const { reset, setValue, control } = form;
  const selected = new Set(useWatch({ control, name: 'opciones' }) as number[]);
  const [filter, setFilter] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // The grants as they arrive (the editor is drawn anew for another owner; a save resets it itself).
  const loaded = useRef(false);
  useEffect(() => {
    if (!grants.data || loaded.current) return;
    loaded.current = true;
    reset({ opciones: sorted(grants.data.opciones) });
  }, [grants.data, reset]);
  const tree = useMemo(() => menuTree(options.data ?? []), [options.data]);
  const grantsSave = useSaveGrants(owner);
  const save = form.handleSubmit(async ({ opciones }) => {
    setResult(null);
    try {
      reset({ opciones: sorted((await grantsSave.mutateAsync(opciones)).opciones) });
      setResult({ ok: true, text: t('app.saved') });
    } catch (e) {
      setResult({ ok: false, text: applyServerErrors(e, form.setError) });
    }
  });
  const label = (o: MenuOption) => (lang === 'en' ? o.ingles : o.descripcion);
  const q = fold(filter.trim());
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    setValue('opciones', sorted([...next]), { shouldDirty: true });
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={t('security.filterOptions')} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ maxWidth: { sm: 320 } }} />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('security.selected', { count: selected.size })}
        </Typography>
        <Button variant="contained" onClick={() => void save()} disabled={grantsSave.isPending || !grants.data}>
          {t('app.save')}
        </Button>
      </Stack>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      {/* Ticks are offered once the grants are in: a tick made before would be lost when they arrive. */}
      {(grants.data ? (tree.get(null) ?? []) : []).map((group) => {
        const leaves = (tree.get(group.id) ?? []).filter((o) => o.url && (!q || fold(label(o)).includes(q) || fold(o.url).includes(q)));
        if (!leaves.length) return null;
        const ids = leaves.map((o) => o.id);
        const all = ids.every((id) => selected.has(id));
        const some = ids.some((id) => selected.has(id));
        return (
          <Paper key={group.id} variant="outlined" sx={{ p: 1 }}>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', fontWeight: 600 }}>
              <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => toggle(ids, e.target.checked)} />
              {label(group)}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, pl: 3 }}>
              {leaves.map((o) => (
                <Box component="label" key={o.id} sx={{ display: 'flex', alignItems: 'center', fontSize: 14 }}>
                  <Checkbox size="small" checked={selected.has(o.id)} onChange={(e) => toggle([o.id], e.target.checked)} />
                  <span>
                    {label(o)}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {o.url}
                    </Typography>
                  </span>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
