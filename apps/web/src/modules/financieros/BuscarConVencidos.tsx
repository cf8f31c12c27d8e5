import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip, Stack } from '@mui/material';
import { ListSearch, useListState } from '../../platform/PagedGrid.tsx';

/**
 * A balances list's state: its search and page, and "only those past due" (which sends it back to
 * its first page); `consulta` is what the list asks the server, `filtro` what `BuscarConVencidos` shows.
 */
export function useListaConVencidos() {
  const lista = useListState();
  const [soloVencidos, setSoloVencidos] = useState(false);
  const { query, pagination, setPagination } = lista;
  return {
    pagination,
    setPagination,
    consulta: { value: query.value || undefined, soloVencidos: soloVencidos ? ('true' as const) : undefined, page: query.page, pageSize: query.pageSize },
    filtro: {
      search: lista.search,
      setSearch: lista.setSearch,
      soloVencidos,
      onToggle: () => (setSoloVencidos(!soloVencidos), setPagination({ ...pagination, page: 0 })),
    },
  };
}

/** A balances list's filter: search, and "only those with something past due" (which sends the list back to its first page). */
export function BuscarConVencidos(p: { list: string; search: string; setSearch: (v: string) => void; soloVencidos: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ListSearch list={p.list} value={p.search} onChange={p.setSearch} />
      <Chip
        label={t('account.onlyPastDue')}
        color={p.soloVencidos ? 'error' : 'default'}
        variant={p.soloVencidos ? 'filled' : 'outlined'}
        onClick={p.onToggle}
        aria-pressed={p.soloVencidos}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
    </Stack>
  );
}
