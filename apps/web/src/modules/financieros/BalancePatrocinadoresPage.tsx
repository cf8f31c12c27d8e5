import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { balancePatrocinadoresScreen, type PatrocinadorFila } from '@claustro/domain/financieros/patrocinio.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { useBalancesPatrocinadores, useCuentaPatrocinador } from './api.ts';
import { BuscarConVencidos } from './BuscarConVencidos.tsx';
import { CuentaResumen } from './CuentaResumen.tsx';

/** A sponsor's account in a dialog: the students it sponsors term by term, what is paid and left, and the receipts. */
function CuentaDialog({ fila, onClose }: { fila: PatrocinadorFila; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const c = useCuentaPatrocinador(fila.empresaId).data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="patrocinador-titulo">
      <DialogTitle id="patrocinador-titulo">
        {fila.nombre}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          RNC {fila.rnc} · {t('sponsors.students', { count: fila.estudiantes })}
        </Typography>
      </DialogTitle>
      <DialogContent>{c && <CuentaResumen cuenta={c} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `/financieros/balance-patrocinadores`: what each sponsoring company owes for the students it
 * sponsors — charged, paid, left and past due — most past due first; a row opens its account. The
 * company pays at the register (`/financieros/cobros-servicios`, payer "company").
 */
export default function BalancePatrocinadoresPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(balancePatrocinadoresScreen, lang)!;
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const [soloVencidos, setSoloVencidos] = useState(false);
  const [abierta, setAbierta] = useState<PatrocinadorFila | null>(null);
  const list = useBalancesPatrocinadores({
    value: query.value || undefined,
    soloVencidos: soloVencidos ? 'true' : undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const dinero = (campo: 'cargado' | 'pagado' | 'balance' | 'vencido') => (_v: unknown, r: PatrocinadorFila) => formatMoney(r[campo], r.moneda);
  const columns: GridColumn<PatrocinadorFila>[] = [
    { field: 'rnc', headerName: 'RNC', minWidth: 120 },
    { field: 'nombre', headerName: t('sponsors.company'), minWidth: 220, flex: 1 },
    { field: 'estudiantes', headerName: t('sponsors.studentsShort'), minWidth: 110 },
    { field: 'cargado', headerName: t('sponsors.charged'), minWidth: 150, valueGetter: dinero('cargado') },
    { field: 'pagado', headerName: t('account.paid'), minWidth: 150, valueGetter: dinero('pagado') },
    { field: 'balance', headerName: t('account.owed'), minWidth: 150, valueGetter: dinero('balance') },
    { field: 'vencido', headerName: t('account.pastDueShort'), minWidth: 150, valueGetter: dinero('vencido') },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {t('sponsors.intro')}
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
        getRowId={(r) => `${r.empresaId}-${r.moneda}`}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={setAbierta}
        label={title}
      />
      {abierta && <CuentaDialog fila={abierta} onClose={() => setAbierta(null)} />}
    </Stack>
  );
}
