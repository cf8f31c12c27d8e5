import { useTranslation } from 'react-i18next';
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { notasPeriodoScreen, type NotaPeriodo } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { StudentHeader, useCareerChoice } from '../seleccion/public.ts';
import { historialApi } from '@claustro/domain/calificaciones/historial.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab } from '../../platform/api.ts';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useNotasPeriodo } from './api.ts';

/**
 * `/estudiantes-calificaciones/NotasPeriodoActivo`: the signed-in student's subjects in the running
 * period with their grades — each shown once its professor submits the sheet — and the period's index;
 * and their transcript, issued with its verification code.
 */
export default function NotasPeriodoPage() {
  const { t } = useTranslation();
  const title = screenTitle(notasPeriodoScreen, currentLang())!;
  const career = useCareerChoice();
  const periodo = career.propia?.actual;
  const ref =
    career.estudianteCarreraId && periodo ? { estudianteCarreraId: career.estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId } : null;
  const notas = useNotasPeriodo(ref);
  const d = notas.data;
  return (
    <Stack spacing={2}>
      <StudentHeader title={title} choice={career} />
      {career.propia && career.carreras.length > 0 && !periodo && <Alert severity="info">{t('myGrades.noPeriod')}</Alert>}
      {notas.error && <Alert severity="error">{notas.error.message}</Alert>}
      {d && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography color="text.secondary">
            {d.periodo} · {d.indice === null ? t('myGrades.noIndex') : t('myGrades.index', { indice: d.indice.toFixed(2) })}
          </Typography>
          <FileButton
            label={t('myGrades.transcript')}
            run={() => openInNewTab(pathOf(historialApi.record, { estudianteCarreraId: career.estudianteCarreraId! }), { method: 'POST' })}
          />
        </Stack>
      )}
      {d && d.notas.length === 0 && <Alert severity="info">{t('myGrades.none')}</Alert>}
      {d && d.notas.length > 0 && (
        <Paper variant="outlined" component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {d.notas.map((n) => (
            <Linea key={n.seccionAsignaturaId} n={n} />
          ))}
        </Paper>
      )}
    </Stack>
  );
}

/** A subject: its section, credits and professors, and its grade or word that it is pending. */
function Linea({ n }: { n: NotaPeriodo }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ px: 2, py: 1.25, alignItems: 'center', '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {n.seccion} {n.asignatura}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('myGrades.credits', { count: n.creditos })}
          {n.profesores && ` · ${n.profesores}`}
        </Typography>
      </Stack>
      {n.publicada ? (
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, color: n.supera ? 'success.main' : 'error.main' }}>
            {n.literal}
          </Typography>
          {n.nota !== null && (
            <Typography variant="body2" color="text.secondary">
              {n.nota}
            </Typography>
          )}
        </Stack>
      ) : (
        <Chip size="small" label={t('myGrades.pending')} />
      )}
    </Stack>
  );
}
