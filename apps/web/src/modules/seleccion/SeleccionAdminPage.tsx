import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { findByMatricula } from '../academicos/api.ts';
import { RegistrationBoard } from './RegistrationBoard.tsx';
import { useSeleccionPropia } from './api.ts';

type Student = Awaited<ReturnType<typeof findByMatricula>>;

/**
 * `/seleccion/seleccion-asignaturas-admin`: staff register a student (found by matrícula) in the open
 * period, with the same rules, reasons and seats the student sees; every change is audited as theirs.
 */
export default function SeleccionAdminPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/seleccion-asignaturas-admin', currentLang())!;
  const propia = useSeleccionPropia();
  const periodo = propia.data?.periodo;
  const [matricula, setMatricula] = useState('');
  const [student, setStudent] = useState<Student | null>(null);
  const [career, setCareer] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const find = async () => {
    setProblem(null);
    try {
      const found = await findByMatricula(matricula);
      setStudent(found);
      setCareer(found.carreras.find((c) => c.activa)?.estudianteCarreraId ?? found.carreras[0]?.estudianteCarreraId ?? null);
    } catch (e) {
      setStudent(null);
      setProblem((e as ApiError).message);
    }
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {propia.data && !periodo && <Alert severity="info">{t('registration.noPeriod')}</Alert>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <TextField label={t('registration.matricula')} value={matricula} onChange={(e) => setMatricula(e.target.value)} required />
        <Button type="submit" variant="contained" disabled={!matricula.trim()}>
          {t('app.search')}
        </Button>
        {student && student.carreras.length > 1 && (
          <TextField select label={t('registration.career')} value={career ?? ''} onChange={(e) => setCareer(Number(e.target.value))} sx={{ minWidth: 260 }}>
            {student.carreras.map((c) => (
              <MenuItem key={c.estudianteCarreraId} value={c.estudianteCarreraId}>
                {c.carrDescripcion} · {c.sedeDescripcion}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      {student && (
        <Typography variant="h6" component="h2">
          {student.matriculaId} · {student.persNombres} {student.persApellidos}
        </Typography>
      )}
      {student && career && periodo && <RegistrationBoard key={career} estudianteCarreraId={career} periodo={periodo} staff />}
    </Stack>
  );
}
