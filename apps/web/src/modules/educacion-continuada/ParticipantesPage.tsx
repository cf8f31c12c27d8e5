import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { estudiantesScreen, participantesApi, type Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
import { hoyLocal } from '../../platform/date-input.ts';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { participantesKeys as keys, useParticipaciones } from './api.ts';
import { CertificadoChip, ParticipacionDetalle } from './Participacion.tsx';

/**
 * `/educacion-continuada/estudiantes`: the participants — each request holding a seat of a course, by
 * course, searched by name, ID number, e-mail or code — with their attendance, documents, balance and
 * certificate; a course's attendance is taken here, meeting by meeting.
 */
export default function ParticipantesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const cursos = useLookup('curso');
  const [cursoId, setCursoId] = useState<number | ''>('');
  const [asistencia, setAsistencia] = useState(false);
  const query = { ...lista.query, cursoId: cursoId || undefined };
  const list = useParticipaciones(query);
  const columns: GridColumn<Participacion>[] = [
    { field: 'nombre', headerName: t('contedu.participant'), minWidth: 190, flex: 1 },
    { field: 'curso', headerName: t('contedu.course'), minWidth: 180, flex: 1 },
    { field: 'estado', headerName: t('contedu.status'), minWidth: 110 },
    {
      field: 'asistencia',
      headerName: t('contedu.attendance'),
      minWidth: 110,
      valueGetter: (_v, r) => (r.asistencia.sesiones ? `${r.asistencia.porcentaje} %` : '—'),
    },
    { field: 'saldo', headerName: t('contedu.balance'), minWidth: 130, valueGetter: (_v, r) => (r.saldo ? formatMoney(r.saldo.balance, r.saldo.moneda) : '—') },
    { field: 'certificado', headerName: t('contedu.certificate'), minWidth: 200, renderCell: ({ row }) => <CertificadoChip p={row} corto /> },
  ];
  return (
    <ListPage
      title={screenTitle(estudiantesScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('contedu.participantsIntro')}
        </Typography>
      }
      actions={
        <Button variant="outlined" disabled={!cursoId} onClick={() => setAsistencia(true)}>
          {t('contedu.takeAttendance')}
        </Button>
      }
      filters={
        <ChoiceField
          label={t('contedu.course')}
          value={cursoId}
          onChange={(v) => (setCursoId(v), lista.setPagination({ ...lista.pagination, page: 0 }))}
          options={cursos.options}
          empty={t('contedu.allCourses')}
        />
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudInscripcionId}
      detail={({ row, close }) =>
        row ? (
          <RecordDialog title={row.nombre} onClose={close} maxWidth="sm">
            <ParticipacionDetalle p={row} />
          </RecordDialog>
        ) : null
      }
    >
      {asistencia && cursoId && <AsistenciaDialog cursoId={cursoId} onClose={() => setAsistencia(false)} />}
    </ListPage>
  );
}

/** A course's attendance on a date: each seated participant present or not; saved all at once. */
function AsistenciaDialog({ cursoId, onClose }: { cursoId: number; onClose: () => void }) {
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
  const guardar = async () => {
    if (!a.data || !fecha) return;
    setBusy(true);
    setError(null);
    try {
      await call(participantesApi.tomarAsistencia, {
        params: { cursoId },
        body: {
          fecha,
          presentes: a.data.participantes.map((p) => ({
            solicitudInscripcionId: p.solicitudInscripcionId,
            presente: presente(p.solicitudInscripcionId, p.presente),
          })),
        },
      });
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
