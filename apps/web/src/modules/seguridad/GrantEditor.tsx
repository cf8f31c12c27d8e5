import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, Paper, Stack, TextField, Typography } from '@mui/material';
import { fold } from '@claustro/domain/platform/naming';
import { menuTree } from '@claustro/domain/shell/menu.rules';
import type { MenuOption } from '../../platform/session.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { useGrants, useMenuOptions, useSaveGrants, type GrantOwner } from './api.ts';

/** Ticks screens on and off for one role or one user, then saves the whole set. */
export function GrantEditor({ owner }: { owner: GrantOwner }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const options = useMenuOptions();
  const grants = useGrants(owner);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (grants.data) setSelected(new Set(grants.data.opciones));
    setResult(null);
  }, [grants.data]);
  const tree = useMemo(() => menuTree(options.data ?? []), [options.data]);
  const grantsSave = useSaveGrants(owner);
  const save = () =>
    grantsSave.mutate([...selected], {
      onSuccess: () => setResult({ ok: true, text: t('app.saved') }),
      onError: (e) => setResult({ ok: false, text: e.message }),
    });
  const label = (o: MenuOption) => (lang === 'en' ? o.ingles : o.descripcion);
  const q = fold(filter.trim());
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    setSelected(next);
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={t('security.filterOptions')} value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ maxWidth: { sm: 320 } }} />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('security.selected', { count: selected.size })}
        </Typography>
        <Button variant="contained" onClick={save} disabled={grantsSave.isPending || !grants.data}>
          {t('app.save')}
        </Button>
      </Stack>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      {(tree.get(null) ?? []).map((group) => {
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
