import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { estadosAsistencia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { SeccionPicker } from './SeccionPicker.tsx';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { AsistenciaPropia } from '@claustro/domain/calificaciones/asistencia.contract';
import {
  useAsistencia,
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

/** Today where the browser is, as `YYYY-MM-DD`. */
const hoy = () => new Date().toLocaleDateString('sv-SE');

/**
 * `/profesores/academicos/asistencia-estudiantes` (the professor) and `/academicos/asistencia-estudiante`
 * (staff): a section's students on a day, each marked present, late, absent or excused.
 */
export default function AsistenciaPage() {
  const { t } = useTranslation();
  const title = screenTitle(useLocation().pathname, currentLang())!;
  const [seccion, setSeccion] = useState<number | null>(null);
  const [fecha, setFecha] = useState(hoy());
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <SeccionPicker value={seccion} onChange={setSeccion} />
      <DateInput label={t('attendance.date')} value={fecha} onChange={(v) => setFecha(v ?? '')} sx={{ maxWidth: 220 }} />
      {seccion && /^\d{4}-\d{2}-\d{2}$/.test(fecha) && <Lista key={`${seccion}:${fecha}`} seccionAsignaturaId={seccion} fecha={fecha} />}
    </Stack>
  );
}

function Lista({ seccionAsignaturaId, fecha }: { seccionAsignaturaId: number; fecha: string }) {
  const { t } = useTranslation();
  const hoja = useAsistencia(seccionAsignaturaId, fecha);
  const guardar = useGuardarAsistencia(seccionAsignaturaId, fecha);
  const [marcas, setMarcas] = useState<Record<number, EstadoAsistencia>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const h = hoja.data;
  useEffect(() => {
    if (h) setMarcas(Object.fromEntries(h.filas.filter((f) => f.estado).map((f) => [f.estudianteCarreraId, f.estado!])));
  }, [h]);
  if (hoja.error) return <Alert severity="error">{hoja.error.message}</Alert>;
  if (!h) return null;
  const save = () => {
    setProblem(null);
    setSaved(false);
    guardar.mutate(
      { lineas: Object.entries(marcas).map(([ec, estado]) => ({ estudianteCarreraId: Number(ec), estado })) },
      { onSuccess: () => setSaved(true), onError: (e) => setProblem((e as ApiError).message) },
    );
  };
  const faltan = h.filas.filter((f) => !marcas[f.estudianteCarreraId]).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="asistencia-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="asistencia-title" variant="h6" component="h2">
          {h.seccion} {h.asignatura}
        </Typography>
        <Typography color="text.secondary">{h.reuniones.length ? t('attendance.meets', { horas: horas(h.reuniones) }) : t('attendance.noClass')}</Typography>
        {h.reuniones.length > 0 && !h.editable && <Alert severity="info">{t('attendance.notYet')}</Alert>}
        {h.filas.length === 0 && <Alert severity="info">{t('grades.noStudents')}</Alert>}
        {h.editable && h.filas.length > 0 && (
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setMarcas({ ...Object.fromEntries(h.filas.map((f) => [f.estudianteCarreraId, 'presente' as const])), ...marcas })}
          >
            {t('attendance.restPresent')}
          </Button>
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
              onChange={(_e, v: EstadoAsistencia | null) => v && setMarcas({ ...marcas, [f.estudianteCarreraId]: v })}
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
        {problem && <Alert severity="error">{problem}</Alert>}
        {saved && <Alert severity="success">{t('attendance.saved')}</Alert>}
        {h.editable && h.filas.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button variant="contained" disabled={guardar.isPending || Object.keys(marcas).length === 0} onClick={save}>
              {t('app.save')}
            </Button>
            {faltan > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('attendance.missing', { count: faltan })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
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
  if ((propia.error as ApiError | null)?.status === 403) return <AsistenciaProfesoresDia title={title} />;
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
