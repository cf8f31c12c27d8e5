import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { cambioIn, estudianteLabels, type CambioReciente, type CambioTipo as Tipo } from '@claustro/domain/academicos/estudiante.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { MatriculaSearch } from '../../platform/MatriculaSearch.tsx';
import { FormSelect } from '../../platform/form-fields.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import {
  findByMatricula,
  getEstudiante,
  useCambiosRecientes,
  useHistorialCambios,
  usePlanOptions,
  useRegistrarCambio,
  type EstudianteFila as Estudiante,
} from './api.ts';
import { formatDateTime } from '../../platform/i18n.ts';

/** The field each kind of change sets. */
const targetField = { carrera: 'carreraId', estatus: 'estadoEstudianteId', sede: 'sedeId', condicion: 'condicionAcademicaId' } as const;

/** A change as the tables show it: a student's own (no student named) or the office's recent ones. */
type Cambio = Omit<CambioReciente, 'matriculaId' | 'persNombres' | 'persApellidos'> &
  Partial<Pick<CambioReciente, 'matriculaId' | 'persNombres' | 'persApellidos'>>;

/** Changes as a table; with `withStudent`, each row names its student (the office's recent changes). */
function ChangesTable({ rows, describe, withStudent }: { rows: Cambio[]; describe: (v: Record<string, number | null>) => string; withStudent?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('students.date')}</TableCell>
          {withStudent && <TableCell>{t('students.matricula')}</TableCell>}
          {withStudent && <TableCell>{t('students.name')}</TableCell>}
          <TableCell>{t('students.before')}</TableCell>
          <TableCell>{t('students.after')}</TableCell>
          <TableCell>{t('students.reason')}</TableCell>
          <TableCell>{t('students.user')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>{formatDateTime(c.fecha, i18n.language)}</TableCell>
            {withStudent && <TableCell>{c.matriculaId}</TableCell>}
            {withStudent && (
              <TableCell>
                {c.persApellidos}, {c.persNombres}
              </TableCell>
            )}
            <TableCell>{describe(c.antes)}</TableCell>
            <TableCell>{describe(c.despues)}</TableCell>
            <TableCell>{c.motiDescripcion}</TableCell>
            <TableCell>{c.usuario}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A career, status or campus change on the student's first active career, with its history. */
function CambioEstudiante({ tipo }: { tipo: Tipo }) {
  const { t } = useTranslation();
  const carreras = useLookup('carrera', { includeInactive: true });
  const sedes = useLookup('sede', { includeInactive: true });
  const estados = useLookup('estadoEstudiante', { includeInactive: true });
  const condiciones = useLookup('condicionAcademica', { includeInactive: true });
  const motivos = useLookup('motivo');
  const periodos = useLookup('periodoAcademico');
  const [student, setStudent] = useState<Estudiante | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  /** The field the change sets: the new career, status, campus or standing. */
  const key = targetField[tipo];
  const blank = (estudianteId = 0) => ({ estudianteId, [key]: '', planEstudioId: '', motivoId: null, periodoAcademicoId: null });
  // One screen for the four kinds: the form is checked with the kind's own schema (its fields named by `key`).
  const { control, handleSubmit, reset, setError, setValue, watch, formState } = useContractForm(
    cambioIn[tipo] as ZodType<FieldValues, FieldValues>,
    estudianteLabels,
    blank(),
  );
  const target = watch(key) as number | '';
  const plans = usePlanOptions(tipo === 'carrera' ? target : '');
  useEffect(() => setValue('planEstudioId', ''), [target, setValue]);
  const recent = useCambiosRecientes(tipo, !student);
  const history = useHistorialCambios(tipo, student?.estudianteId);
  const registrar = useRegistrarCambio(tipo);
  const title = {
    carrera: t('students.changeCareer'),
    estatus: t('students.changeStatus'),
    sede: t('students.changeCampus'),
    condicion: t('students.changeStanding'),
  }[tipo];
  const targetLabel = {
    carrera: t('students.newCareer'),
    estatus: t('students.newStatus'),
    sede: t('students.newCampus'),
    condicion: t('students.newStanding'),
  }[tipo];
  const targets = { carrera: carreras.options, estatus: estados.options, sede: sedes.options, condicion: condiciones.options.filter((o) => o.active) }[tipo];
  const describe = (v: Record<string, number | null>) =>
    ({
      carrera: () => carreras.labelOf(v.carreraId),
      estatus: () => estados.labelOf(v.estadoEstudianteId),
      sede: () => sedes.labelOf(v.sedeId),
      condicion: () => condiciones.labelOf(v.condicionAcademicaId),
    })[tipo]();

  const find = async (matricula: string) => {
    setMessage(null);
    try {
      const found = await findByMatricula(matricula);
      setStudent(found);
      reset(blank(found.estudianteId));
    } catch (e) {
      setStudent(null);
      setMessage({ ok: false, text: (e as ApiError).message });
    }
  };
  // Opened from a student's record (`?matricula=`): that student is already found.
  const [params] = useSearchParams();
  const linked = params.get('matricula');
  useEffect(() => {
    if (linked) void find(linked); // once per linked student
  }, [linked]);
  const apply = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await registrar.mutateAsync(tipo === 'carrera' ? body : { ...body, planEstudioId: undefined });
      setMessage({ ok: true, text: t('students.applied') });
      setStudent(await getEstudiante(student!.estudianteId));
      reset(blank(student!.estudianteId));
    } catch (e) {
      setMessage({ ok: false, text: applyServerErrors(e, setError) });
    }
  });
  const current = student?.carreras[0];
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <MatriculaSearch action={t('app.search')} onFind={(m) => void find(m)} />
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      {student && current && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {student.matriculaId} — {student.persNombres} {student.persApellidos}
              </Typography>
              <Typography color="text.secondary">
                {t('students.current')}: {current.carrDescripcion} · {current.sedeDescripcion} · {current.esEsDescripcion}
                {current.coAcDescripcion && ` · ${current.coAcDescripcion}`}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormSelect control={control} name={key} label={targetLabel} required options={targets} sx={{ minWidth: 220 }} />
                {tipo === 'carrera' && (
                  <FormSelect control={control} name="planEstudioId" label={t('students.plan')} required options={plans} sx={{ minWidth: 220 }} />
                )}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormSelect control={control} name="motivoId" label={t('students.reason')} optional options={motivos.options} sx={{ minWidth: 220 }} />
                <FormSelect
                  control={control}
                  name="periodoAcademicoId"
                  label={t('students.period')}
                  optional
                  options={periodos.options}
                  sx={{ minWidth: 220 }}
                />
              </Stack>
              <Button variant="contained" sx={{ alignSelf: 'end' }} disabled={formState.isSubmitting} onClick={apply}>
                {t('students.apply')}
              </Button>
              <Typography variant="subtitle2">{t('students.history')}</Typography>
              <ChangesTable rows={history.data ?? []} describe={describe} />
            </Stack>
          </CardContent>
        </Card>
      )}
      {!student && !!recent.data?.length && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('students.recentChanges')}
            </Typography>
            <ChangesTable rows={recent.data} describe={describe} withStudent />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

export const CambioCarreraPage = () => <CambioEstudiante tipo="carrera" />;
export const CambioEstatusPage = () => <CambioEstudiante tipo="estatus" />;
export const CambioSedePage = () => <CambioEstudiante tipo="sede" />;
export const CambioCondicionPage = () => <CambioEstudiante tipo="condicion" />;
