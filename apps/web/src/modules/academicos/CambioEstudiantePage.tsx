import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import type { CambioReciente, CambioTipo as Tipo } from '@claustro/domain/academicos/estudiante.contract';
import { useLookup } from '../../platform/resources/useLookup.ts';
import {
  findByMatricula,
  getEstudiante,
  useCambiosRecientes,
  useHistorialCambios,
  usePlans,
  useRegistrarCambio,
  type EstudianteFila as Estudiante,
} from './api.ts';
import { formatDateTime } from '../../platform/i18n.ts';

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
  const [matricula, setMatricula] = useState('');
  const [student, setStudent] = useState<Estudiante | null>(null);
  const [target, setTarget] = useState<number | ''>('');
  const [planId, setPlanId] = useState<number | ''>('');
  const [motivoId, setMotivoId] = useState<number | ''>('');
  const [periodoId, setPeriodoId] = useState<number | ''>('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const plans = usePlans(tipo === 'carrera' ? target : '');
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

  const find = async () => {
    setMessage(null);
    try {
      setStudent(await findByMatricula(matricula));
    } catch (e) {
      setStudent(null);
      setMessage({ ok: false, text: (e as ApiError).message });
    }
  };
  const apply = async () => {
    const key = { carrera: 'carreraId', estatus: 'estadoEstudianteId', sede: 'sedeId', condicion: 'condicionAcademicaId' }[tipo];
    try {
      await registrar.mutateAsync({
        estudianteId: student!.estudianteId,
        [key]: target,
        ...(tipo === 'carrera' ? { planEstudioId: planId } : {}),
        motivoId: motivoId || null,
        periodoAcademicoId: periodoId || null,
      });
      setMessage({ ok: true, text: t('students.applied') });
      setStudent(await getEstudiante(student!.estudianteId));
    } catch (e) {
      const err = e as ApiError;
      setMessage({ ok: false, text: [err.message, ...Object.values(err.fields)].join(' ') });
    }
  };
  const current = student?.carreras[0];
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('students.find')}
          value={matricula}
          onChange={(e) => setMatricula(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void find()}
          sx={{ maxWidth: 280 }}
        />
        <Button variant="outlined" onClick={() => void find()} disabled={!matricula.trim()}>
          {t('app.search')}
        </Button>
      </Stack>
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
                <TextField
                  select
                  label={targetLabel}
                  value={target}
                  onChange={(e) => {
                    setTarget(Number(e.target.value));
                    setPlanId('');
                  }}
                >
                  {targets.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
                {tipo === 'carrera' && (
                  <TextField select label={t('students.plan')} value={planId} onChange={(e) => setPlanId(Number(e.target.value))}>
                    {plans.data?.map((p) => (
                      <MenuItem key={p.planEstudioId} value={p.planEstudioId}>
                        {p.plEnDescripcion} (v{p.plEnVersion})
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label={t('students.reason')} value={motivoId} onChange={(e) => setMotivoId(Number(e.target.value))}>
                  {motivos.options.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label={t('students.period')} value={periodoId} onChange={(e) => setPeriodoId(Number(e.target.value))}>
                  {periodos.options.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <Button
                variant="contained"
                sx={{ alignSelf: 'end' }}
                disabled={target === '' || (tipo === 'carrera' && planId === '')}
                onClick={() => void apply()}
              >
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
