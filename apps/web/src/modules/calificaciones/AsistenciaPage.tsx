import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { diaDeFecha, diaInicial, estadosAsistencia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab, type ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useUnsavedChanges } from '../../platform/unsaved-changes.ts';
import { SeccionPicker } from './SeccionPicker.tsx';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { asistenciaApi, type AsistenciaPropia, type AsistenciaSeccion, type HojaAsistencia } from '@claustro/domain/calificaciones/asistencia.contract';
import {
  useAsistencia,
  useAsistenciaSeccion,
  useAsistenciaProfesorPropia,
  useAsistenciaPropia,
  useGuardarAsistencia,
  useMarcarAsistencia,
  useMarcarAsistenciaProfesor,
} from './api.ts';
import { AsistenciaProfesoresDia } from './AsistenciaProfesoresDia.tsx';

const estadoColor = { presente: 'success', tarde: 'warning', ausente: 'error', excusa: 'info' } as const;

/** A day's classes as read: "08:00–10:00 (D-101), 14:00–16:00". */
const horas = (rs: { horaInicio: string; horaFin: string; aula: string | null }[]) =>
  rs.map((r) => `${r.horaInicio}–${r.horaFin}${r.aula ? ` (${r.aula})` : ''}`).join(', ');

/** A date as the screen reads it: "lunes 18/01/2027". */
const diaLargo = (fecha: string, dias: readonly string[]) => `${dias[diaDeFecha(fecha) - 1]} ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/**
 * `/profesores/academicos/asistencia-estudiantes` (the professor) and `/academicos/asistencia-estudiante`
 * (staff): a section's students on one of its class days, each marked present, late, absent or
 * excused and saved as it is marked; and each student's attendance over the term. The section and
 * the day are in the address, so a reload comes back to them.
 */
export default function AsistenciaPage() {
  const title = screenTitle(useLocation().pathname, currentLang())!;
  const [params, setParams] = useSearchParams();
  const seccion = Number(params.get('seccion')) || null;
  const fecha = params.get('fecha');
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <SeccionPicker value={seccion} onChange={(s) => setParams(s ? { seccion: String(s) } : {})} />
      {seccion && (
        <SeccionAsistencia
          key={seccion}
          seccionAsignaturaId={seccion}
          fecha={fecha}
          onFecha={(f) => setParams({ seccion: String(seccion), fecha: f }, { replace: true })}
        />
      )}
    </Stack>
  );
}

function SeccionAsistencia({ seccionAsignaturaId, fecha, onFecha }: { seccionAsignaturaId: number; fecha: string | null; onFecha: (f: string) => void }) {
  const { t } = useTranslation();
  const resumen = useAsistenciaSeccion(seccionAsignaturaId);
  const [tab, setTab] = useState<'lista' | 'resumen'>('lista');
  const r = resumen.data;
  if (resumen.error) return <Alert severity="error">{resumen.error.message}</Alert>;
  if (!r) return null;
  const dias = t('attendance.weekdays', { returnObjects: true }) as string[];
  const dia =
    fecha ??
    diaInicial(
      r.dias.map((d) => d.fecha),
      r.hoy,
    );
  const pasados = r.dias.filter((d) => d.fecha <= r.hoy).length;
  const semana = [...new Set(r.dias.map((d) => diaDeFecha(d.fecha)))].sort().map((n) => dias[n - 1]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="asistencia-title">
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="asistencia-title" variant="h6" component="h2">
            {r.seccion} {r.asignatura}
          </Typography>
          <Typography color="text.secondary">{t('attendance.daysHeld', { pasados, total: r.dias.length })}</Typography>
          <Box sx={{ ml: 'auto' }}>
            <FileButton label={t('attendance.print')} run={() => openInNewTab(pathOf(asistenciaApi.pdf, { seccionAsignaturaId }))} />
          </Box>
        </Stack>
        <Tabs value={tab} onChange={(_e, v: 'lista' | 'resumen') => setTab(v)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="lista" label={t('attendance.take')} />
          <Tab value="resumen" label={t('attendance.bySummary')} />
        </Tabs>
        {tab === 'resumen' ? (
          <ResumenPorEstudiante r={r} />
        ) : !r.dias.length ? (
          <Alert severity="info">{t('attendance.noDays')}</Alert>
        ) : (
          <>
            <TextField
              select
              label={t('attendance.day')}
              value={dia && r.dias.some((d) => d.fecha === dia) ? dia : ''}
              onChange={(e) => onFecha(e.target.value)}
              sx={{ maxWidth: { sm: 420 } }}
            >
              {r.dias.map((d) => (
                <MenuItem key={d.fecha} value={d.fecha} disabled={d.fecha > r.hoy}>
                  {diaLargo(d.fecha, dias)}
                  {d.fecha === r.hoy && ` (${t('attendance.today_')})`}
                  {' · '}
                  {d.fecha > r.hoy ? t('attendance.pending') : t('attendance.markedOf', { marcadas: d.marcadas, total: r.filas.length })}
                </MenuItem>
              ))}
            </TextField>
            {dia && !r.dias.some((d) => d.fecha === dia) ? (
              <Alert severity="warning">
                {t('attendance.notMeeting', { fecha: /^\d{4}-\d{2}-\d{2}$/.test(dia) ? diaLargo(dia, dias) : dia, dias: semana.join(', ') })}
              </Alert>
            ) : (
              dia && <Dia key={dia} seccionAsignaturaId={seccionAsignaturaId} fecha={dia} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Each student's attendance over the term: the marks counted, the share attended and the last day attended. */
function ResumenPorEstudiante({ r }: { r: AsistenciaSeccion }) {
  const { t } = useTranslation();
  const fechaCorta = (f: string | null) => (f ? `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}` : t('attendance.never'));
  if (!r.filas.length) return <Alert severity="info">{t('grades.noStudents')}</Alert>;
  const col = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('attendance.student')}</TableCell>
            <TableCell align="right">{t('attendance.present')}</TableCell>
            <TableCell align="right">{t('attendance.late')}</TableCell>
            <TableCell align="right">{t('attendance.absent')}</TableCell>
            <TableCell align="right" sx={col}>
              {t('attendance.excused')}
            </TableCell>
            <TableCell align="right">{t('attendance.percent')}</TableCell>
            <TableCell sx={col}>{t('attendance.last')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {r.filas.map((f) => (
            <TableRow key={f.estudianteCarreraId}>
              <TableCell>
                {f.nombre}
                <Typography variant="body2" color="text.secondary">
                  {f.matriculaId}
                  <Box component="span" sx={{ display: { sm: 'none' } }}>
                    {' · '}
                    {t('attendance.last')}: {fechaCorta(f.ultima)}
                  </Box>
                </Typography>
              </TableCell>
              <TableCell align="right">{f.presente}</TableCell>
              <TableCell align="right">{f.tarde}</TableCell>
              <TableCell align="right" sx={{ color: f.ausente ? 'error.main' : undefined }}>
                {f.ausente}
              </TableCell>
              <TableCell align="right" sx={col}>
                {f.excusa}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {f.porcentaje === null ? '—' : `${f.porcentaje} %`}
              </TableCell>
              <TableCell sx={{ ...col, whiteSpace: 'nowrap' }}>{fechaCorta(f.ultima)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Dia({ seccionAsignaturaId, fecha }: { seccionAsignaturaId: number; fecha: string }) {
  const hoja = useAsistencia(seccionAsignaturaId, fecha);
  if (hoja.error) return <Alert severity="error">{hoja.error.message}</Alert>;
  return hoja.data ? <Lista h={hoja.data} /> : null;
}

/**
 * The day's students, each mark saved the moment it is made (several may be on their way at once);
 * a mark the server refuses goes back to what it was, with the reason. While one is on its way,
 * leaving asks first.
 */
function Lista({ h }: { h: HojaAsistencia }) {
  const { t } = useTranslation();
  const guardar = useGuardarAsistencia(h.seccionAsignaturaId, h.fecha);
  const [marcas, setMarcas] = useState<Record<number, EstadoAsistencia>>(() =>
    Object.fromEntries(h.filas.filter((f) => f.estado).map((f) => [f.estudianteCarreraId, f.estado!])),
  );
  const [enCamino, setEnCamino] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [guardado, setGuardado] = useState<string | null>(null);
  useUnsavedChanges(enCamino > 0);

  const marcar = (lineas: { estudianteCarreraId: number; estado: EstadoAsistencia }[]) => {
    const antes = marcas;
    setMarcas((m) => ({ ...m, ...Object.fromEntries(lineas.map((l) => [l.estudianteCarreraId, l.estado])) }));
    setProblem(null);
    setEnCamino((n) => n + 1);
    guardar
      .mutateAsync({ lineas })
      .then(() => setGuardado(new Date().toLocaleTimeString(currentLang(), { hour: '2-digit', minute: '2-digit' })))
      .catch((e: ApiError) => {
        // Back to what each line held, unless a later mark changed it since.
        setMarcas((m) => {
          const next = { ...m };
          for (const l of lineas) {
            if (next[l.estudianteCarreraId] !== l.estado) continue;
            if (antes[l.estudianteCarreraId]) next[l.estudianteCarreraId] = antes[l.estudianteCarreraId];
            else delete next[l.estudianteCarreraId];
          }
          return next;
        });
        const nombre = lineas.length === 1 ? (h.filas.find((f) => f.estudianteCarreraId === lineas[0].estudianteCarreraId)?.nombre ?? '') : '';
        setProblem(nombre ? t('attendance.notSaved', { nombre, motivo: e.message }) : e.message);
      })
      .finally(() => setEnCamino((n) => n - 1));
  };
  const faltan = h.filas.filter((f) => !marcas[f.estudianteCarreraId]);
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{h.reuniones.length ? t('attendance.meets', { horas: horas(h.reuniones) }) : t('attendance.noClass')}</Typography>
      {h.reuniones.length > 0 && !h.editable && <Alert severity="info">{t('attendance.notYet')}</Alert>}
      {h.filas.length === 0 && <Alert severity="info">{t('grades.noStudents')}</Alert>}
      {h.editable && h.filas.length > 0 && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            disabled={faltan.length === 0}
            onClick={() => marcar(faltan.map((f) => ({ estudianteCarreraId: f.estudianteCarreraId, estado: 'presente' as const })))}
          >
            {t('attendance.restPresent')}
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {enCamino > 0 ? t('attendance.saving') : guardado ? t('attendance.savedAt', { hora: guardado }) : t('attendance.autosave')}
            {faltan.length > 0 && ` · ${t('attendance.missing', { count: faltan.length })}`}
          </Typography>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {h.filas.map((f) => (
        <Box
          key={f.estudianteCarreraId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            gap: 1,
            alignItems: 'center',
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography>
            {f.nombre}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              · {f.matriculaId}
              {f.metodo === 'geo' && ` · ${t('attendance.checkedIn')}`}
            </Typography>
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={marcas[f.estudianteCarreraId] ?? null}
            disabled={!h.editable}
            onChange={(_e, v: EstadoAsistencia | null) =>
              v && v !== marcas[f.estudianteCarreraId] && marcar([{ estudianteCarreraId: f.estudianteCarreraId, estado: v }])
            }
            aria-label={`${t('attendance.state')}: ${f.nombre}`}
          >
            {estadosAsistencia.map((e) => (
              <ToggleButton key={e} value={e} color={estadoColor[e]} sx={{ px: 1.25 }}>
                {t(`attendance.states.${e}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      ))}
    </Stack>
  );
}

/** `/academicos/geo-asistencia-estudiante`: the student checks in to today's classes from where they are. */
export function GeoAsistenciaPage() {
  return (
    <CheckIns title={screenTitle('/academicos/geo-asistencia-estudiante', currentLang())!} propia={useAsistenciaPropia()} marcar={useMarcarAsistencia()} />
  );
}

/** `/academicos/profesor-asistencia`: a professor checks in to their own classes; staff read a day's check-ins. */
export function ProfesorAsistenciaPage() {
  const title = screenTitle('/academicos/profesor-asistencia', currentLang())!;
  const propia = useAsistenciaProfesorPropia();
  const marcar = useMarcarAsistenciaProfesor();
  if (propia.data?.profesor === false) return <AsistenciaProfesoresDia title={title} />;
  return <CheckIns title={title} propia={propia} marcar={marcar} />;
}

/**
 * Sections of the running period with today's meetings: a check-in sends where the browser says it
 * is; the server decides (on time, near the building). Each section's record below its name.
 */
function CheckIns({
  title,
  propia,
  marcar,
}: {
  title: string;
  propia: UseQueryResult<AsistenciaPropia>;
  marcar: UseMutationResult<AsistenciaPropia, Error, { seccionAsignaturaId: number; latitud: number; longitud: number }>;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const check = (seccionAsignaturaId: number) => {
    setProblem(null);
    if (!('geolocation' in navigator)) return setProblem(t('attendance.noGeo'));
    setBusy(seccionAsignaturaId);
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        marcar.mutate(
          { seccionAsignaturaId, latitud: pos.coords.latitude, longitud: pos.coords.longitude },
          { onError: (e) => setProblem((e as ApiError).message), onSettled: () => setBusy(null) },
        ),
      () => {
        setBusy(null);
        setProblem(t('attendance.geoDenied'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {problem && <Alert severity="error">{problem}</Alert>}
      {propia.data?.secciones.length === 0 && <Alert severity="info">{t('attendance.noSections')}</Alert>}
      {propia.data?.secciones.map((s) => (
        <Paper key={s.seccionAsignaturaId} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${s.seccion} ${s.asignatura}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {s.seccion} {s.asignatura}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.resumen.porcentaje === null
                  ? t('attendance.noneYet')
                  : t('attendance.summary', { porcentaje: s.resumen.porcentaje, registradas: s.resumen.registradas, ausente: s.resumen.ausente })}
              </Typography>
              {s.hoy.length > 0 && <Typography variant="body2">{t('attendance.today', { horas: horas(s.hoy) })}</Typography>}
            </Box>
            {s.marcadaHoy ? (
              <Alert severity="success" sx={{ py: 0 }}>
                {t('attendance.marked', { estado: t(`attendance.states.${s.marcadaHoy}`) })}
              </Alert>
            ) : (
              s.hoy.length > 0 && (
                <Button variant="contained" disabled={busy !== null} onClick={() => check(s.seccionAsignaturaId)}>
                  {t('attendance.checkIn')}
                </Button>
              )
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
