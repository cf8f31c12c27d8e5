import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import { balanceEstudiantesScreen, historialPagoScreen, revisionCuotasScreen, type BalanceFila } from '@claustro/domain/financieros/cuenta.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, PagedGrid, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useBalances, useCambiarPlan, useGenerarCargos } from './api.ts';
import { BuscarMatricula, useCuentas } from './BuscarCuentas.tsx';
import { BuscarConVencidos, useListaConVencidos } from './BuscarConVencidos.tsx';
import { CuentaResumen } from './CuentaResumen.tsx';
import { CuentaCard } from './CuentaCard.tsx';

/**
 * `/financieros/revision-cuotas`: find a student, see each career's charges term by term with what is
 * left, and write a term's charges from the payment plan (running it again adds nothing).
 */
export default function RevisionCuotasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const f = useCuentas();
  const periodos = useLookup('periodoAcademico');
  const [periodo, setPeriodo] = useState<number | ''>('');
  const generar = useGenerarCargos();
  const planes = useLookup('planPago');
  const [plan, setPlan] = useState<number | ''>('');
  const cambiar = useCambiarPlan();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(revisionCuotasScreen, lang)!} />
      <BuscarMatricula f={f} />
      {f.cuentas?.map((c) => (
        <CuentaCard key={c.estudianteCarreraId} cuenta={c}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <ChoiceField label={t('account.term')} value={periodo} onChange={setPeriodo} options={periodos.options} />
            <Button
              variant="outlined"
              disabled={!periodo || generar.isPending}
              onClick={() =>
                generar.mutate(
                  { estudianteCarreraId: c.estudianteCarreraId, periodoAcademicoId: Number(periodo) },
                  { onSuccess: () => void f.buscar(c.matricula), onError: (e) => setError(e as ApiError) },
                )
              }
            >
              {t('account.write')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <ChoiceField label={t('account.newPlan')} value={plan} onChange={setPlan} options={planes.options} />
            <Button
              variant="outlined"
              disabled={!periodo || !plan || cambiar.isPending}
              onClick={() =>
                cambiar.mutate(
                  { estudianteCarreraId: c.estudianteCarreraId, periodoAcademicoId: Number(periodo), planPagoId: Number(plan) },
                  { onSuccess: () => void f.buscar(c.matricula), onError: (e) => setError(e as ApiError) },
                )
              }
            >
              {t('account.changePlan')}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error.message}</Alert>}
          <CuentaResumen cuenta={c} pagos={false} />
        </CuentaCard>
      ))}
    </Stack>
  );
}

/** `/financieros/historial-pago-estudiante`: a student's receipts and what each paid of their charges. */
export function HistorialPagoPage() {
  const lang = currentLang();
  const f = useCuentas();
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(historialPagoScreen, lang)!} />
      <BuscarMatricula f={f} />
      {f.cuentas?.map((c) => (
        <CuentaCard key={c.estudianteCarreraId} cuenta={c}>
          <CuentaResumen cuenta={c} />
        </CuentaCard>
      ))}
    </Stack>
  );
}

/** `/financieros/balance-estudiantes`: who owes, most past due first. */
export function BalanceEstudiantesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(balanceEstudiantesScreen, lang)!;
  const { pagination, setPagination, consulta, filtro } = useListaConVencidos();
  const list = useBalances(consulta);
  const columns: GridColumn<BalanceFila>[] = [
    { field: 'matricula', headerName: t('registration.matricula'), minWidth: 120 },
    { field: 'nombre', headerName: t('account.student'), minWidth: 220, flex: 1 },
    { field: 'carrera', headerName: t('registration.career'), minWidth: 200, flex: 1 },
    { field: 'balance', headerName: t('account.owed'), minWidth: 140, valueGetter: (_v, r) => formatMoney(r.balance, r.moneda) },
    { field: 'vencido', headerName: t('account.pastDueShort'), minWidth: 140, valueGetter: (_v, r) => formatMoney(r.vencido, r.moneda) },
    {
      field: 'proximoVence',
      headerName: t('account.nextDue'),
      minWidth: 120,
      valueGetter: (_v, r) => (r.proximoVence ? formatDate(r.proximoVence, lang) : ''),
    },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <BuscarConVencidos list={title} {...filtro} />
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.estudianteCarreraId}
        pagination={pagination}
        onPaginationChange={setPagination}
        label={title}
      />
    </Stack>
  );
}
