import { useTranslation } from 'react-i18next';
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import type { AuditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';

/** Credits and subjects against the plan, the index against the minimum, and whether the plan is complete. */
export function AuditoriaResumen({ a }: { a: AuditoriaCarrera }) {
  const { t } = useTranslation();
  const pct = (n: number) => (a.creditos.plan ? (n / a.creditos.plan) * 100 : 0);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {t('audit.summary', { aprobados: a.creditos.aprobados, plan: a.creditos.plan, enCurso: a.creditos.enCurso, faltan: a.asignaturas.faltan })}
        {a.creditos.inscritos > 0 && t('audit.registeredNext', { inscritos: a.creditos.inscritos })}
      </Typography>
      <LinearProgress
        variant="buffer"
        value={pct(a.creditos.aprobados)}
        valueBuffer={pct(a.creditos.aprobados + a.creditos.enCurso)}
        sx={{ height: 8, borderRadius: 4 }}
        aria-label={t('audit.progress')}
      />
      <Typography variant="body2">
        {t('audit.index', { indice: dos(a.indice), minimo: a.indiceMinimo.toFixed(2) })}
        {a.indice !== null && a.indice < a.indiceMinimo && ` ${t('audit.belowMinimum')}`}
      </Typography>
      <Alert severity={a.completo ? 'success' : 'info'}>{a.completo ? t('audit.complete') : t('audit.incomplete', { count: a.asignaturas.faltan })}</Alert>
    </Stack>
  );
}
