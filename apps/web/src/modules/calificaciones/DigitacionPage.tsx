import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { digitacionScreen } from '@claustro/domain/calificaciones/digitacion.contract';
import { literalDeNota } from '@claustro/domain/calificaciones/escala.rules';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PeriodSelect, usePeriodChoice } from '../horarios/PeriodSelect.tsx';
import { useMisSecciones, useSecciones } from '../horarios/api.ts';
import { useActa, useGuardarActa } from './api.ts';

/** A line as typed: the score as text (so "85," is not lost while typing) and whether the student withdrew. */
type Linea = { nota: string; retirada: boolean };
/** A score as typed, read as a number (comma or point for decimals); null when empty, NaN when not a number. */
const asNumber = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/**
 * `/academicos/digitacion-notas`: a section's grade sheet. A professor picks one of their sections of
 * the period (staff search any); each student's score gets its letter as it is typed; the sheet is
 * saved as often as needed and submitted once complete, after which it no longer changes.
 */
export default function DigitacionPage() {
  const { t } = useTranslation();
  const title = screenTitle(digitacionScreen, currentLang())!;
  const choice = usePeriodChoice();
  const [seccion, setSeccion] = useState<number | null>(null);
  const [buscar, setBuscar] = useState('');
  const mias = useMisSecciones(choice.periodoAcademicoId);
  const profesor = !!mias.data?.profesorId;
  const encontradas = useSecciones(
    {
      periodoAcademicoId: choice.periodoAcademicoId ?? 0,
      sedeId: null,
      carreraId: null,
      asignaturaId: null,
      value: buscar.trim() || undefined,
      page: 1,
      pageSize: 12,
    },
    { enabled: !!choice.periodoAcademicoId && !!mias.data && !profesor },
  );
  const opciones = profesor ? (mias.data?.secciones ?? []) : (encontradas.data?.rows ?? []);

  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} onChange={() => setSeccion(null)} />
      </ListHeader>
      {mias.data && !profesor && (
        <TextField label={t('grades.searchSection')} value={buscar} onChange={(e) => setBuscar(e.target.value)} sx={{ maxWidth: { sm: 420 } }} />
      )}
      {mias.data && profesor && opciones.length === 0 && <Alert severity="info">{t('grades.noSections')}</Alert>}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="list" aria-label={t('grades.sections')}>
        {opciones.map((s) => (
          <Chip
            role="listitem"
            key={s.seccionAsignaturaId}
            label={`${seccionNombre(s)} ${s.asignaturaDescripcion}`}
            color={s.seccionAsignaturaId === seccion ? 'primary' : 'default'}
            variant={s.seccionAsignaturaId === seccion ? 'filled' : 'outlined'}
            onClick={() => setSeccion(s.seccionAsignaturaId)}
          />
        ))}
      </Stack>
      {seccion && <Hoja key={seccion} seccionAsignaturaId={seccion} />}
    </Stack>
  );
}

/** The sheet of one section: its students, their scores and letters, saved and submitted. */
function Hoja({ seccionAsignaturaId }: { seccionAsignaturaId: number }) {
  const { t } = useTranslation();
  const acta = useActa(seccionAsignaturaId);
  const guardar = useGuardarActa(seccionAsignaturaId);
  const [lineas, setLineas] = useState<Record<number, Linea>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const a = acta.data;
  // The lines start as the server has them, and again after each save.
  useEffect(() => {
    if (a)
      setLineas(
        Object.fromEntries(
          a.filas.map((f) => [f.estudianteCarreraId, { nota: f.nota === null ? '' : String(f.nota), retirada: f.nota === null && f.literal !== null }]),
        ),
      );
  }, [a]);
  if (acta.error) return <Alert severity="error">{acta.error.message}</Alert>;
  if (!a) return null;
  const retiro = a.escala.find((l) => l.caLiRetirada);
  const editable = a.estado === 'abierta' && a.digitacionAbierta;
  const sinNota = a.filas.filter((f) => {
    const l = lineas[f.estudianteCarreraId];
    return !l || (!l.retirada && asNumber(l.nota) === null);
  }).length;
  const send = (enviar: boolean) => {
    setError(null);
    setSaved(false);
    guardar.mutate(
      {
        enviar,
        notas: a.filas.map((f) => {
          const l = lineas[f.estudianteCarreraId] ?? { nota: '', retirada: false };
          return l.retirada
            ? { estudianteCarreraId: f.estudianteCarreraId, nota: null, calificacionLiteralId: retiro?.calificacionLiteralId ?? null }
            : { estudianteCarreraId: f.estudianteCarreraId, nota: asNumber(l.nota), calificacionLiteralId: null };
        }),
      },
      { onSuccess: () => setSaved(true), onError: (e) => setError(e as ApiError) },
    );
    setConfirmar(false);
  };
  const set = (ec: number, change: Partial<Linea>) => {
    setSaved(false);
    setLineas((all) => ({ ...all, [ec]: { ...(all[ec] ?? { nota: '', retirada: false }), ...change } }));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="acta-title">
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="acta-title" variant="h6" component="h2">
            {a.seccion} {a.asignatura}
          </Typography>
          <Typography color="text.secondary">{a.periodo}</Typography>
          <Chip size="small" color={a.estado === 'enviada' ? 'success' : 'default'} label={t(a.estado === 'enviada' ? 'grades.submitted' : 'grades.open')} />
        </Stack>
        {a.estado === 'enviada' && <Alert severity="success">{t('grades.submittedOn', { fecha: new Date(a.enviadaEn!).toLocaleString(currentLang()) })}</Alert>}
        {a.estado === 'abierta' && !a.digitacionAbierta && <Alert severity="info">{t('grades.windowClosed', { periodo: a.periodo })}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('grades.scale')}{' '}
          {a.escala
            .filter((l) => l.caLiDigita)
            .map((l) => `${l.caLiLiteral} ${l.caLiRangoInicio}–${l.caLiRangoFin}`)
            .join(' · ')}
        </Typography>
        {a.filas.length === 0 && <Alert severity="info">{t('grades.noStudents')}</Alert>}
        {a.filas.map((f, i) => {
          const l = lineas[f.estudianteCarreraId] ?? { nota: '', retirada: false };
          const n = asNumber(l.nota);
          const letra = l.retirada ? retiro?.caLiLiteral : n !== null && !Number.isNaN(n) ? literalDeNota(n, a.escala)?.caLiLiteral : undefined;
          const fieldError = error?.fields[`notas.${i}.nota`] ?? error?.fields[`notas.${i}.estudianteCarreraId`];
          return (
            <Box
              key={f.estudianteCarreraId}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '104px 36px 1fr', md: '110px 1fr 120px 48px 140px' },
                rowGap: { xs: 0.5, md: 1.5 },
                columnGap: 1.5,
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {f.matriculaId}
              </Typography>
              <Typography sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                {f.nombre}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  {' '}
                  · {f.matriculaId}
                </Typography>
              </Typography>
              <TextField
                size="small"
                label={t('grades.score')}
                value={l.retirada ? '' : l.nota}
                disabled={!editable || l.retirada}
                onChange={(e) => set(f.estudianteCarreraId, { nota: e.target.value.replace(/[^\d.,]/g, '').slice(0, 6) })}
                error={!!fieldError}
                helperText={fieldError}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${t('grades.score')}: ${f.nombre}` } }}
              />
              <Typography sx={{ fontWeight: 700, textAlign: 'center' }} aria-label={t('grades.letter')}>
                {letra ?? '—'}
              </Typography>
              {retiro && (
                <FormControlLabel
                  sx={{ m: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={l.retirada}
                      disabled={!editable}
                      onChange={(e) => set(f.estudianteCarreraId, { retirada: e.target.checked })}
                    />
                  }
                  label={retiro.caLiDescripcion ?? retiro.caLiLiteral}
                />
              )}
            </Box>
          );
        })}
        {error && !Object.keys(error.fields).length && <Alert severity="error">{error.message}</Alert>}
        {saved && <Alert severity="success">{t('grades.saved')}</Alert>}
        {editable && a.filas.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button variant="outlined" disabled={guardar.isPending} onClick={() => send(false)}>
              {t('app.save')}
            </Button>
            <Button variant="contained" disabled={guardar.isPending || sinNota > 0} onClick={() => setConfirmar(true)}>
              {t('grades.submit')}
            </Button>
            {sinNota > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('grades.missing', { count: sinNota })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      <Dialog open={confirmar} onClose={() => setConfirmar(false)} aria-labelledby="confirmar-acta">
        <DialogTitle id="confirmar-acta">{t('grades.confirmTitle', { seccion: a.seccion })}</DialogTitle>
        <DialogContent>
          <Typography>{t('grades.confirmText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmar(false)}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={() => send(true)}>
            {t('grades.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
