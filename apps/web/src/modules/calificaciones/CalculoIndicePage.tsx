import { useState } from 'react';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { calculoIndiceScreen, calculoIndiceTodosScreen, type IndiceEstudiante } from '@claustro/domain/calificaciones/indice.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { useCalcularIndice, useCalculos, useIniciarCalculo } from './api.ts';

/**
 * `/academicos/calculo-indice-academico`: one student's index calculated now, period by period, with
 * the academic standing before and after and the honour the index would earn at graduation.
 */
export default function CalculoIndicePage() {
  const { t } = useTranslation();
  const title = screenTitle(calculoIndiceScreen, currentLang())!;
  const finder = useStudentFinder();
  const calcular = useCalcularIndice();
  const [result, setResult] = useState<IndiceEstudiante | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = () => {
    setProblem(null);
    calcular.mutate(finder.career!, { onSuccess: setResult, onError: (e) => setProblem((e as ApiError).message) });
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <Button variant="contained" disabled={!finder.career || calcular.isPending} onClick={run}>
          {t('gpa.calculate')}
        </Button>
      </ListHeader>
      <StudentFinder finder={finder} />
      {problem && <Alert severity="error">{problem}</Alert>}
      {result && result.estudianteCarreraId === finder.career && (
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2">
            {result.nombre} · {result.matricula}
          </Typography>
          <Typography color="text.secondary">{result.carrera}</Typography>
          <Alert severity={result.actualizados ? 'success' : 'info'} sx={{ my: 1.5 }}>
            {result.actualizados ? t('gpa.updated', { count: result.actualizados }) : t('gpa.unchanged')}{' '}
            {result.condicionAntes !== result.condicion
              ? t('gpa.standingChanged', { antes: result.condicionAntes ?? '—', despues: result.condicion ?? '—' })
              : t('gpa.standing', { condicion: result.condicion ?? '—' })}
            {result.honor && ` ${t('gpa.honour', { honor: result.honor })}`}
          </Alert>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('gpa.period')}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('gpa.taken')}
                </TableCell>
                <TableCell align="right">{t('gpa.earned')}</TableCell>
                <TableCell align="right">{t('gpa.index')}</TableCell>
                <TableCell align="right">{t('gpa.cumulative')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.periodos.map((p) => (
                <TableRow key={p.periodoAcademicoId}>
                  <TableCell>{p.periodo}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {p.creditosCursados}
                  </TableCell>
                  <TableCell align="right">{p.creditosAprobados}</TableCell>
                  <TableCell align="right">{dos(p.indice)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {dos(p.indiceAcumulado)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

const estadoColor = { pendiente: 'default', en_curso: 'info', hecho: 'success', fallido: 'error' } as const;

/**
 * `/academicos/calculo-indice-academico/all`: the index of the whole institution, calculated as a
 * background job; the latest runs with their progress (read again every two seconds while one runs).
 */
export function CalculoIndiceTodosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(calculoIndiceTodosScreen, lang)!;
  const calculos = useCalculos();
  const iniciar = useIniciarCalculo();
  const [problem, setProblem] = useState<string | null>(null);
  const running = calculos.data?.some((k) => k.estado === 'pendiente' || k.estado === 'en_curso');
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <Button
          variant="contained"
          disabled={running || iniciar.isPending}
          onClick={() => {
            setProblem(null);
            iniciar.mutate(undefined, { onError: (e) => setProblem((e as ApiError).message) });
          }}
        >
          {t('gpa.calculateAll')}
        </Button>
      </ListHeader>
      <Typography color="text.secondary">{t('gpa.allHint')}</Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {calculos.data?.length === 0 && <Alert severity="info">{t('gpa.noRuns')}</Alert>}
      {calculos.data?.map((k) => (
        <Paper key={k.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('gpa.run', { n: k.id })}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography>{t('gpa.runBy', { quien: k.iniciadoPor, cuando: formatDateTime(k.creadoEn, lang) })}</Typography>
            <Chip size="small" color={estadoColor[k.estado]} label={t(`gpa.states.${k.estado}`)} />
          </Stack>
          <LinearProgress
            variant="determinate"
            value={k.total ? (k.procesados / k.total) * 100 : 0}
            sx={{ my: 1, height: 8, borderRadius: 4 }}
            aria-label={t('gpa.progress')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('gpa.counts', { procesados: k.procesados, total: k.total, actualizados: k.actualizados, condiciones: k.condiciones })}
            {k.terminadoEn && ` · ${t('gpa.ended', { cuando: formatDateTime(k.terminadoEn, lang) })}`}
          </Typography>
          {k.error && <Alert severity="error">{k.error}</Alert>}
        </Paper>
      ))}
    </Stack>
  );
}
