import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { EleccionPlan } from '@claustro/domain/financieros/cambio-plan.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { useElegirPlan, useMisPlanes } from './api.ts';

/**
 * The student chooses their payment plan for the term open to enrolment, among the plans the
 * institution offers in self-service; shown only where it offers some.
 */
export function MiPlanPago() {
  const { t } = useTranslation();
  const elecciones = (useMisPlanes().data ?? []).filter((e) => e.planes.length > 0);
  if (!elecciones.length) return null;
  return (
    <Box component="section" aria-labelledby="mi-plan" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="mi-plan" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('myPlan.title')}
      </Typography>
      <Stack spacing={2}>
        {elecciones.map((e) => (
          <Eleccion key={e.estudianteCarreraId} e={e} varias={elecciones.length > 1} />
        ))}
      </Stack>
    </Box>
  );
}

function Eleccion({ e, varias }: { e: EleccionPlan; varias: boolean }) {
  const { t } = useTranslation();
  const elegir = useElegirPlan();
  const [plan, setPlan] = useState<number | ''>(e.elegido ?? '');
  const [hecho, setHecho] = useState(false);
  const nombre = (p: EleccionPlan['planes'][number]) =>
    `${p.descripcion} · ${formatMoney(p.montoTotal, p.moneda)} ${t('myPlan.inInstalments', { cuotas: p.cuotas })}`;
  return (
    <Stack spacing={1}>
      {varias && <Typography sx={{ fontWeight: 600 }}>{e.carrera}</Typography>}
      {!e.periodo ? (
        <Typography variant="body2">{t('myPlan.noTerm')}</Typography>
      ) : (
        <>
          <Typography variant="body2">{t('myPlan.current', { periodo: e.periodo, plan: e.actual ?? t('myPlan.none') })}</Typography>
          {e.cerrada ? (
            <Typography variant="body2" color="text.secondary">
              {t('myPlan.closed', { periodo: e.periodo })}
            </Typography>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ChoiceField
                  label={t('myPlan.choose')}
                  value={plan}
                  onChange={(v) => (setPlan(v), setHecho(false))}
                  options={e.planes.map((p) => ({ id: p.planPagoId, label: nombre(p) }))}
                />
              </Box>
              <Button
                variant="contained"
                disabled={!plan || plan === e.elegido || elegir.isPending}
                onClick={() => elegir.mutate({ estudianteCarreraId: e.estudianteCarreraId, planPagoId: Number(plan) }, { onSuccess: () => setHecho(true) })}
              >
                {t('myPlan.confirm')}
              </Button>
            </Stack>
          )}
          {hecho && <Alert severity="success">{t('myPlan.done', { periodo: e.periodo })}</Alert>}
          {elegir.error && <Alert severity="error">{(elegir.error as ApiError).message}</Alert>}
        </>
      )}
    </Stack>
  );
}
