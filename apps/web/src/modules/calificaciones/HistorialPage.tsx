import { useTranslation } from 'react-i18next';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import { useLocation } from 'react-router';
import { Alert, Box, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { historialApi, recordScreen, type HistorialAcademico } from '@claustro/domain/calificaciones/historial.contract';
import { openInNewTab } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { pathOf } from '@claustro/domain/platform/contract';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { useHistorial } from './api.ts';

/**
 * A student's academic history, found by matrícula: `/academicos/historico-de-notas` reads it;
 * `/academicos/record-notas` issues the transcript from it as a PDF with its verification code.
 */
export default function HistorialPage() {
  const { t } = useTranslation();
  const path = useLocation().pathname;
  const title = screenTitle(path, currentLang())!;
  const finder = useStudentFinder();
  const historial = useHistorial(finder.career);
  const emite = path.toLowerCase() === recordScreen;
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        {emite && finder.career && (
          <FileButton
            variant="contained"
            label={t('history.issue')}
            run={() => openInNewTab(pathOf(historialApi.record, { estudianteCarreraId: finder.career! }), { method: 'POST' })}
          />
        )}
      </ListHeader>
      <StudentFinder finder={finder} />
      {historial.error && <Alert severity="error">{historial.error.message}</Alert>}
      {historial.data && <Historial h={historial.data} />}
    </Stack>
  );
}

/** The history as a registrar reads it: who, credits and index, then each period's grades. */
export function Historial({ h }: { h: HistorialAcademico }) {
  const { t } = useTranslation();
  const avance = h.creditosPlan ? Math.min(100, (h.creditos / h.creditosPlan) * 100) : 0;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {h.nombre} · {h.matricula}
        </Typography>
        <Typography color="text.secondary">{[h.carrera, h.plan, h.sede].filter(Boolean).join(' · ')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ mt: 1.5 }}>
          <Box sx={{ minWidth: 240 }}>
            <Typography variant="body2">{t('history.credits', { creditos: h.creditos, plan: h.creditosPlan })}</Typography>
            <LinearProgress variant="determinate" value={avance} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} aria-label={t('history.progress')} />
          </Box>
          <Typography variant="body2">
            {t('history.index')}: <strong>{dos(h.indice)}</strong>
          </Typography>
        </Stack>
      </Paper>
      {h.periodos.length === 0 && <Alert severity="info">{t('history.none')}</Alert>}
      {h.periodos.map((p) => (
        <Paper key={p.periodoAcademicoId} variant="outlined" component="section" aria-label={p.periodo} sx={{ overflowX: 'auto' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pt: 1.5, justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {p.periodo}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('history.term', { creditos: p.creditos, indice: dos(p.indice), acumulado: dos(p.acumulado) })}
            </Typography>
          </Stack>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('history.code')}</TableCell>
                <TableCell>{t('history.subject')}</TableCell>
                <TableCell align="right">{t('history.creditsCol')}</TableCell>
                <TableCell align="right">{t('grades.score')}</TableCell>
                <TableCell>{t('grades.letter')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.notas.map((n) => (
                <TableRow key={n.asignaturaId}>
                  <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>{n.asignaturaCodigo}</TableCell>
                  <TableCell>
                    <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                      {n.asignaturaCodigo}{' '}
                    </Box>
                    {n.asignatura}
                  </TableCell>
                  <TableCell align="right">{n.creditos}</TableCell>
                  <TableCell align="right">{n.nota === null ? '—' : n.nota.toFixed(2)}</TableCell>
                  <TableCell sx={{ fontWeight: 600, color: n.aprueba ? undefined : 'error.main' }}>{n.literal}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
