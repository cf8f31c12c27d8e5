import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { cambioPlanLabels, eleccionPlanIn, type EleccionPlan } from '@claustro/domain/financieros/cambio-plan.contract';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '@claustro/domain/platform/money';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect } from '../../platform/form-fields.tsx';
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
  // The contract's own body (its career fixed), so what is sent is checked as the server checks it.
  const form = useContractForm(eleccionPlanIn, cambioPlanLabels, { estudianteCarreraId: e.estudianteCarreraId, planPagoId: e.elegido ?? undefined });
  const [hecho, setHecho] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const elegido = useWatch({ control: form.control, name: 'planPagoId' });
  const nombre = (p: EleccionPlan['planes'][number]) =>
    `${p.descripcion} · ${formatMoney(p.montoTotal, p.moneda)} ${t('myPlan.inInstalments', { cuotas: p.cuotas })}`;
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    setHecho(false);
    elegir.mutate(body, {
      onSuccess: (r) => (form.reset({ estudianteCarreraId: r.estudianteCarreraId, planPagoId: r.elegido ?? undefined }), setHecho(true)),
      onError: (x) => setGeneral(applyServerErrors(x, form.setError)),
    });
  });
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
            <Stack
              component="form"
              noValidate
              onSubmit={(x) => void submit(x)}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <FormSelect
                  control={form.control}
                  name="planPagoId"
                  label={t('myPlan.choose')}
                  options={e.planes.map((p) => ({ id: p.planPagoId, label: nombre(p) }))}
                  required
                />
              </Box>
              <Button type="submit" variant="contained" disabled={!elegido || elegido === e.elegido || elegir.isPending}>
                {t('myPlan.confirm')}
              </Button>
            </Stack>
          )}
          {hecho && <Alert severity="success">{t('myPlan.done', { periodo: e.periodo })}</Alert>}
          {general && <Alert severity="error">{general}</Alert>}
        </>
      )}
    </Stack>
  );
}
