import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader, PagedGrid, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { BuscarConVencidos, useListaConVencidos } from './BuscarConVencidos.tsx';

/** A row of a balances list: whoever owes, in one currency. */
type Saldo = { moneda: string; cargado: string; pagado: string; balance: string; vencido: string };
type Consulta = { value?: string; soloVencidos?: 'true'; page: number; pageSize: number };

/**
 * A list of who owes what — charged, paid, left and past due per currency, most past due first,
 * searchable and filtered to those past due — whose rows open the debtor's account in a dialog.
 * Sponsors' and continuing-education participants' balances are drawn with it.
 */
export function BalancesDeudores<F extends Saldo>(p: {
  screen: string;
  intro: string;
  /** The columns that say who owes (the money columns follow). */
  quien: GridColumn<F>[];
  useLista: (q: Consulta) => UseQueryResult<{ rows: F[]; total: number }>;
  rowId: (f: F) => string;
  titulo: (f: F) => ReactNode;
  cuenta: (f: F) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const title = screenTitle(p.screen, currentLang())!;
  const { pagination, setPagination, consulta, filtro } = useListaConVencidos();
  const [abierta, setAbierta] = useState<F | null>(null);
  const list = p.useLista(consulta);
  const dinero = (campo: keyof Saldo) => (_v: unknown, r: F) => formatMoney(r[campo], r.moneda);
  const columns: GridColumn<F>[] = [
    ...p.quien,
    { field: 'cargado', headerName: t('sponsors.charged'), minWidth: 150, valueGetter: dinero('cargado') },
    { field: 'pagado', headerName: t('account.paid'), minWidth: 150, valueGetter: dinero('pagado') },
    { field: 'balance', headerName: t('account.owed'), minWidth: 150, valueGetter: dinero('balance') },
    { field: 'vencido', headerName: t('account.pastDueShort'), minWidth: 150, valueGetter: dinero('vencido') },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {p.intro}
      </Typography>
      <BuscarConVencidos list={title} {...filtro} />
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={p.rowId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={setAbierta}
        label={title}
      />
      {abierta && (
        <Dialog open onClose={() => setAbierta(null)} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="deudor-titulo">
          <DialogTitle id="deudor-titulo">{p.titulo(abierta)}</DialogTitle>
          <DialogContent>{p.cuenta(abierta)}</DialogContent>
          <DialogActions>
            <Button onClick={() => setAbierta(null)}>{t('app.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
