import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { asignarBloqueScreen } from '@claustro/domain/seleccion/seleccion.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useBloques } from '../horarios/api.ts';
import { meetingsLine } from '../../platform/weekly-items.ts';
import { FoundStudent, StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { StudentWeek } from './StudentWeek.tsx';
import { useInscribirBloque, useSeleccion } from './api.ts';

/**
 * `/horario/asignar-bloque-estudiante`: staff register a whole schedule block for a student — the
 * blocks of the student's career and campus in the period, each with its sections, hours and seats
 * left; all the block's sections are taken at once or none (the refusal says which and why).
 */
export default function AsignarBloquePage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(asignarBloqueScreen, lang)!;
  const choice = usePeriodChoice({ registration: true, notEnded: true });
  const finder = useStudentFinder();
  const { student, career } = finder;
  const carrera = student?.carreras.find((c) => c.estudianteCarreraId === career);
  const periodoAcademicoId = choice.periodoAcademicoId;
  const bloques = useBloques(
    carrera && periodoAcademicoId ? { periodoAcademicoId, sedeId: carrera.sedeId, carreraId: carrera.carreraId, value: '', page: 1, pageSize: 50 } : null,
  );
  const seleccion = useSeleccion(career && periodoAcademicoId ? { estudianteCarreraId: career, periodoAcademicoId } : null);
  const inscribir = useInscribirBloque();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const activos = (bloques.data?.rows ?? []).filter((b) => b.estatus);
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
      </ListHeader>
      <StudentFinder finder={finder} />
      <FoundStudent student={student} />
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {bloques.data && !activos.length && <Alert severity="info">{t('blocks.none')}</Alert>}
      {activos.map((b) => (
        <Paper key={b.bloqueHorarioId} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {b.blHoDescripcion}
              </Typography>
              {b.tandaDescripcion && <Chip size="small" label={b.tandaDescripcion} />}
              <Chip size="small" label={t('registration.credits', { creditos: b.creditos })} />
              <Chip
                size="small"
                color={b.cupo > 0 ? 'default' : 'error'}
                label={b.cupo > 0 ? t('registration.seatsLeft', { count: b.cupo }) : t('registration.full')}
              />
            </Stack>
            <Button
              variant="contained"
              disabled={!career || inscribir.isPending || b.cupo <= 0}
              aria-label={`${t('blocks.assign')}: ${b.blHoDescripcion}`}
              onClick={() => {
                setDone(null);
                setProblem(null);
                inscribir.mutate(
                  { bloqueHorarioId: b.bloqueHorarioId, estudianteCarreraId: career! },
                  {
                    onSuccess: (s) => setDone(t('blocks.assigned', { bloque: b.blHoDescripcion, creditos: s.creditos })),
                    onError: (e) => setProblem((e as ApiError).message),
                  },
                );
              }}
            >
              {t('blocks.assign')}
            </Button>
          </Stack>
          <Stack component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {b.secciones.map((s) => (
              <Typography component="li" variant="body2" key={s.seccionAsignaturaId}>
                <strong>{seccionNombre(s)}</strong> {s.asignaturaDescripcion} · {meetingsLine(s, lang) || t('sections.noMeetings')}
              </Typography>
            ))}
          </Stack>
        </Paper>
      ))}
      {seleccion.data && (
        <>
          <Typography variant="h6" component="h2">
            {t('blocks.theirWeek')} · {t('registration.credits', { creditos: seleccion.data.creditos })}
          </Typography>
          <StudentWeek secciones={seleccion.data.secciones} label={t('blocks.theirWeek')} />
        </>
      )}
    </Stack>
  );
}
