import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { balancePersonasScreen, type PersonaFila } from '@claustro/domain/financieros/participante.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useBalancesPersonas, useCuentaParticipante } from './api.ts';
import { BuscarConVencidos } from './BuscarConVencidos.tsx';
import { CuentaParticipante } from './CuentaParticipante.tsx';

function CuentaDialog({ fila, onClose }: { fila: PersonaFila; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const c = useCuentaParticipante(fila.identificacion).data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="persona-titulo">
      <DialogTitle id="persona-titulo">{fila.nombre}</DialogTitle>
      <DialogContent>{c && <CuentaParticipante cuenta={c} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `/financieros/balance-personas`: what each continuing-education participant owes for their courses
 * — charged, paid, left and past due — most past due first; a row opens their account.
 */
export default function BalancePersonasPage() {
  const { t } = useTranslation();
  const title = screenTitle(balancePersonasScreen, currentLang())!;
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const [soloVencidos, setSoloVencidos] = useState(false);
  const [abierta, setAbierta] = useState<PersonaFila | null>(null);
  const list = useBalancesPersonas({
    value: query.value || undefined,
    soloVencidos: soloVencidos ? 'true' : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const dinero = (campo: 'cargado' | 'pagado' | 'balance' | 'vencido') => (_v: unknown, r: PersonaFila) => formatMoney(r[campo], r.moneda);
  const columns: GridColumn<PersonaFila>[] = [
    { field: 'identificacion', headerName: t('participants.id'), minWidth: 130 },
    { field: 'nombre', headerName: t('participants.name'), minWidth: 220, flex: 1 },
    { field: 'cursos', headerName: t('participants.courses'), minWidth: 90 },
    { field: 'cargado', headerName: t('sponsors.charged'), minWidth: 150, valueGetter: dinero('cargado') },
    { field: 'pagado', headerName: t('account.paid'), minWidth: 150, valueGetter: dinero('pagado') },
    { field: 'balance', headerName: t('account.owed'), minWidth: 150, valueGetter: dinero('balance') },
    { field: 'vencido', headerName: t('account.pastDueShort'), minWidth: 150, valueGetter: dinero('vencido') },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {t('participants.intro')}
      </Typography>
      <BuscarConVencidos
        list={title}
        search={search}
        setSearch={setSearch}
        soloVencidos={soloVencidos}
        onToggle={() => (setSoloVencidos(!soloVencidos), setPagination({ ...pagination, page: 0 }))}
      />
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => `${r.identificacion}-${r.moneda}`}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={setAbierta}
        label={title}
      />
      {abierta && <CuentaDialog fila={abierta} onClose={() => setAbierta(null)} />}
    </Stack>
  );
}
