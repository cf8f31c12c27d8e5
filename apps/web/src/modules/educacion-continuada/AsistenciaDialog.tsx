import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { asistenciaIn, participantesApi } from '@claustro/domain/educacion-continuada/participantes.contract';
import { call } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { hoyLocal } from '../../platform/date-input.ts';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { useUnsavedChanges, whileSending } from '../../platform/unsaved-changes.ts';
import { participantesKeys as keys } from './api.ts';

/** A course's attendance on a date: each seated participant present or not; saved all at once. */
export function AsistenciaDialog({ cursoId, onClose }: { cursoId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [fecha, setFecha] = useState<string | null>(hoyLocal());
  const [marcas, setMarcas] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [guardado, setGuardado] = useState(false);
  const [busy, setBusy] = useState(false);
  const a = useQuery({
    queryKey: keys.of('asistencia', cursoId, fecha),
    enabled: !!fecha,
    queryFn: () => call(participantesApi.asistencia, { params: { cursoId }, query: { fecha: fecha! } }),
  });
  const presente = (id: number, tomado: boolean | null) => marcas[id] ?? tomado ?? true;
  // A meeting whose marks changed and are not saved yet keeps the user from leaving unasked.
  useUnsavedChanges(Object.keys(marcas).length > 0);
  const guardar = async () => {
    if (!a.data || !fecha) return;
    // The contract's own check first: a date and at least one participant, as the server asks.
    const body = asistenciaIn.safeParse({
      fecha,
      presentes: a.data.participantes.map((p) => ({
        solicitudInscripcionId: p.solicitudInscripcionId,
        presente: presente(p.solicitudInscripcionId, p.presente),
      })),
    });
    if (!body.success) return setError(t('contedu.noSeated'));
    setBusy(true);
    setError(null);
    try {
      await whileSending(() => call(participantesApi.tomarAsistencia, { params: { cursoId }, body: body.data }));
      setGuardado(true);
      setMarcas({});
      void qc.invalidateQueries({ queryKey: keys.all });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={a.data ? `${t('contedu.takeAttendance')} · ${a.data.curso}` : t('contedu.takeAttendance')}
      onClose={onClose}
      onSubmit={() => void guardar()}
      busy={busy || !a.data?.participantes.length}
      error={error ?? a.error?.message}
    >
      <DateInput label={t('contedu.meetingDate')} value={fecha} onChange={(v) => (setFecha(v), setGuardado(false), setMarcas({}))} required />
      {a.data && (
        <Typography variant="body2" color="text.secondary">
          {a.data.sesiones.length ? t('contedu.meetingsTaken', { n: a.data.sesiones.length }) : t('contedu.noMeetingsYet')}
        </Typography>
      )}
      {a.data?.participantes.length === 0 && <Alert severity="info">{t('contedu.noSeated')}</Alert>}
      <Stack>
        {a.data?.participantes.map((p) => (
          <FormControlLabel
            key={p.solicitudInscripcionId}
            control={
              <Checkbox
                checked={presente(p.solicitudInscripcionId, p.presente)}
                onChange={(e) => (setMarcas({ ...marcas, [p.solicitudInscripcionId]: e.target.checked }), setGuardado(false))}
              />
            }
            label={`${p.nombre} · ${p.identificacion}${p.presente === null ? '' : ` (${t('contedu.taken')})`}`}
          />
        ))}
      </Stack>
      {guardado && <Alert severity="success">{t('contedu.attendanceSaved')}</Alert>}
    </FormDialog>
  );
}
