import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField } from './SelectField.tsx';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { ApiError } from './api.ts';
import type { Answer } from '@claustro/domain/platform/contract';
import { estudiantesApi } from '@claustro/domain/academicos/estudiante.contract';
import { call } from './contract-client.ts';

/** A student as the matrícula search finds one, with their careers. */
export type Student = Answer<typeof estudiantesApi.porMatricula>;

/**
 * A student found by matrícula and the career staff act on (the active one first). Opened from a
 * student's record (`?matricula=`), that student is already found.
 */
export function useStudentFinder() {
  const linked = useSearchParams()[0].get('matricula');
  const [matricula, setMatricula] = useState(linked ?? '');
  const [student, setStudent] = useState<Student | null>(null);
  const [career, setCareer] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const find = async (m = matricula) => {
    setProblem(null);
    try {
      const found = await call(estudiantesApi.porMatricula, { params: { value: m.trim() } });
      setStudent(found);
      setCareer(found.carreras.find((c) => c.activa)?.estudianteCarreraId ?? found.carreras[0]?.estudianteCarreraId ?? null);
    } catch (e) {
      setStudent(null);
      setProblem((e as ApiError).message);
    }
  };
  useEffect(() => {
    if (!linked) return;
    setMatricula(linked);
    void find(linked); // once per linked student
  }, [linked]);
  return { matricula, setMatricula, student, career, setCareer, problem, find };
}

/** The matrícula search, and the career to act on when the student has more than one. */
export function StudentFinder({ finder }: { finder: ReturnType<typeof useStudentFinder> }) {
  const { t } = useTranslation();
  const { student } = finder;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void finder.find();
        }}
      >
        <TextField label={t('registration.matricula')} value={finder.matricula} onChange={(e) => finder.setMatricula(e.target.value)} required />
        <Button type="submit" variant="contained" disabled={!finder.matricula.trim()}>
          {t('app.search')}
        </Button>
        {student && student.carreras.length > 1 && (
          <SelectField
            label={t('registration.career')}
            value={finder.career ?? ''}
            onChange={(v) => finder.setCareer(Number(v))}
            options={student.carreras.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrDescripcion} · ${c.sedeDescripcion}` }))}
            sx={{ minWidth: 260 }}
          />
        )}
      </Stack>
      {finder.problem && <Alert severity="error">{finder.problem}</Alert>}
    </>
  );
}

/** The student found, as a heading: matrícula and name. */
export function FoundStudent({ student }: { student: Student | null }) {
  if (!student) return null;
  return (
    <Typography variant="h6" component="h2">
      {student.matriculaId} · {student.persNombres} {student.persApellidos}
    </Typography>
  );
}
