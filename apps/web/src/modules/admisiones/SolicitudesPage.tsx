import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { useTheme } from '@mui/material/styles';
import { PagedGrid, type GridColumn, type PageModel } from '../../platform/PagedGrid.tsx';
import { estadosSolicitud, isOpen, selectableEstados } from '@claustro/domain/admisiones/estado-solicitud.rules';
import { openInNewTab, type ApiError } from '../../platform/api.ts';
import { useEstadisticasSolicitudes, usePeriodosSolicitudes, useSolicitud, useSolicitudes, useSolicitudSteps } from './api.ts';
import { formatDate, formatDateTime } from '../../platform/i18n.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { Bars } from '../../platform/Bars.tsx';
import { DocumentoEstado } from './SolicitudConsultaPage.tsx';
import { ListaVerificacion } from './ListaVerificacion.tsx';
import { UploadButton } from '../../platform/UploadButton.tsx';
import { fileProblem } from '../../platform/PublicShell.tsx';
import {
  cambioEstadoIn,
  decisionComiteIn,
  revisionDocumentoIn,
  solicitudesApi,
  solicitudLabels,
  solicitudUpdate,
  type Solicitud,
  type SolicitudFila,
} from '@claustro/domain/admisiones/solicitud.contract';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { callSheet } from '../../platform/contract-client.ts';
import { RecordTable } from '../../platform/RecordTable.tsx';

type Fila = SolicitudFila;
type Detalle = Solicitud;

const editable = ['nombres', 'apellidos', 'cedula', 'pasaporte', 'fechaNacimiento', 'email', 'celular', 'alergias'] as const;

/** The request's schema for the staff's edit: a field emptied is missing. */
const editForm = tidiedFirst(blanksAsNull, solicitudUpdate);

/** Staff correct a request's data, checked in the form with the request's own schema (the server checks it again). */
function EditarSolicitud(props: { d: Detalle; save: (body: Record<string, unknown>) => Promise<Detalle>; onSaved: () => void; onCancel: () => void }) {
  const { d, onSaved, onCancel } = props;
  const { t } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const admitidos = useLookup('admitidoComo');
  const [general, setGeneral] = useState<string | null>(null);
  // The request as stored is the form's starting point: every field the schema takes, the others left out by it.
  const { control, handleSubmit, setError, formState } = useContractForm(
    editForm,
    solicitudLabels,
    d as unknown as DefaultValues<z.input<typeof solicitudUpdate>>,
  );
  const labels: Record<(typeof editable)[number], string> = {
    nombres: t('students.firstNames'),
    apellidos: t('students.lastNames'),
    cedula: t('admission.cedula'),
    pasaporte: t('admission.passport'),
    fechaNacimiento: t('students.birthDate'),
    email: t('students.email'),
    celular: t('students.phone'),
    alergias: t('students.allergies'),
  };
  const refs = [
    ['periodoAcademicoId', t('admission.period'), periodos.options],
    ['sedeId', t('students.campus'), sedes.options],
    ['carreraId', t('students.career'), carreras.options],
    ['admitidoComoId', t('students.admittedAs'), admitidos.options],
  ] as const;
  const save = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await props.save(body);
      onSaved();
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  return (
    <Stack spacing={2}>
      {general && <Alert severity="error">{general}</Alert>}
      <Grid container spacing={2}>
        {editable.map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6 }}>
            {k === 'fechaNacimiento' ? (
              <FormDate control={control} name={k} label={labels[k]} fullWidth />
            ) : (
              <FormText control={control} name={k} label={labels[k]} fullWidth />
            )}
          </Grid>
        ))}
        {refs.map(([k, label, options]) => (
          <Grid key={k} size={{ xs: 12, sm: 6 }}>
            <FormSelect control={control} name={k} label={label} options={options} fullWidth />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={formState.isSubmitting}>
          {t('app.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** What a step of the review is told: it started, it was done, or the server refused it (the general message). */
type StepProps = { onStart: () => void; onDone?: () => void; onRefused: (text: string) => void };

/** Accepts a request's document, or rejects it with the reason the applicant is told (the contract asks for one). */
function RevisionDocumento(
  props: StepProps & { documento: Detalle['documentos'][number]; revisar: (b: z.output<typeof revisionDocumentoIn>) => Promise<Detalle> },
) {
  const { t } = useTranslation();
  const doc = props.documento;
  const vacio = { estado: 'aceptado', motivo: '' } as const;
  const form = useContractForm(revisionDocumentoIn, solicitudLabels, vacio, 'onTouched');
  const decidir = (estado: 'aceptado' | 'rechazado') => {
    form.setValue('estado', estado);
    void form.handleSubmit(async (body) => {
      props.onStart();
      try {
        await props.revisar(body);
        form.reset(vacio);
      } catch (e) {
        props.onRefused(applyServerErrors(e, form.setError));
      }
    })();
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end', alignItems: { md: 'flex-start' } }}>
      <Button
        size="small"
        aria-label={`${t('admission.accept')}: ${doc.doAcDescripcion}`}
        disabled={doc.estado === 'aceptado'}
        onClick={() => decidir('aceptado')}
      >
        {t('admission.accept')}
      </Button>
      <FormText
        control={form.control}
        name="motivo"
        size="small"
        label={t('students.reason')}
        slotProps={{ htmlInput: { 'aria-label': `${t('students.reason')}: ${doc.doAcDescripcion}` } }}
      />
      <Button size="small" color="error" aria-label={`${t('admission.reject')}: ${doc.doAcDescripcion}`} onClick={() => decidir('rechazado')}>
        {t('admission.reject')}
      </Button>
    </Stack>
  );
}

/** Moves the request to another status, with a reason (the server checks the workflow and says what blocks it). */
function CambioEstado(
  props: StepProps & { options: { id: number; label: string; disabled?: boolean }[]; cambiar: (b: z.output<typeof cambioEstadoIn>) => Promise<Detalle> },
) {
  const { t } = useTranslation();
  const vacio = { estadoId: '', motivo: '' };
  const form = useContractForm(cambioEstadoIn, solicitudLabels, vacio, 'onTouched');
  const submit = form.handleSubmit(async (body) => {
    props.onStart();
    try {
      await props.cambiar(body);
      form.reset(vacio);
      props.onDone?.();
    } catch (e) {
      props.onRefused(applyServerErrors(e, form.setError));
    }
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2} sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
      <FormSelect control={form.control} name="estadoId" label={t('admission.newStatus')} options={props.options} sx={{ flex: { sm: '0 0 220px' } }} />
      <FormText control={form.control} name="motivo" label={t('students.reason')} sx={{ flex: { sm: '1 1 240px' } }} />
      <Button variant="outlined" onClick={() => void submit()} sx={{ mt: { sm: 1 } }}>
        {t('students.apply')}
      </Button>
    </Stack>
  );
}

/** The committee approves or rejects, with its notes. */
function DecisionComite(props: StepProps & { notas: string | null; decidir: (b: z.output<typeof decisionComiteIn>) => Promise<Detalle> }) {
  const { t } = useTranslation();
  const form = useContractForm(decisionComiteIn, solicitudLabels, { decision: null, notas: props.notas ?? '' }, 'onTouched');
  const decidir = (decision: 'aprobada' | 'rechazada') => {
    form.setValue('decision', decision);
    void form.handleSubmit(async (body) => {
      props.onStart();
      try {
        const after = await props.decidir(body);
        form.reset({ decision: null, notas: after.comiteNotas ?? '' });
        props.onDone?.();
      } catch (e) {
        props.onRefused(applyServerErrors(e, form.setError));
      }
    })();
  };
  return (
    <Stack spacing={1}>
      <FormText control={form.control} name="notas" label={t('admission.committeeNotes')} multiline minRows={2} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" onClick={() => decidir('aprobada')}>
          {t('admission.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => decidir('rechazada')}>
          {t('admission.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** One request: its data, documents (review), status, the committee's decision and admission. */
function DetalleDialog({ id, committee, onClose }: { id: number | null; committee: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const estados = useLookup('estadoSolicitudAdmision', { includeInactive: true });
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const s = useSolicitud(id);
  const steps = useSolicitudSteps(id ?? 0);
  const run = async (work: () => Promise<Detalle>, ok?: string) => {
    setMessage(null);
    try {
      await work();
      if (ok) setMessage({ ok: true, text: ok });
    } catch (e) {
      const err = e as ApiError;
      setMessage({ ok: false, text: [...new Set([err.message, ...Object.values(err.fields)])].join(' ') });
    }
  };
  /** What a step's form says when the server refuses it: its fields at the fields, the rest up top. */
  const refused = (text: string) => setMessage({ ok: false, text });
  // Spec §4: the four workflow statuses first, by description; the others shown but disabled.
  const options = [...estados.all].sort(
    (a, b) => Number(!selectableEstados.includes(a.id)) - Number(!selectableEstados.includes(b.id)) || a.label.localeCompare(b.label),
  );
  const d = s.data;
  const closed = d?.estadoId === estadosSolicitud.admitida || d?.estadoId === estadosSolicitud.cancelada;
  // Staff attach what a walk-in applicant brings while the request waits for review, as the applicant could.
  const attaching = !committee && !!d && isOpen(d.estadoId);
  const attach = (documentoAcademicoId: number, file: File) => {
    const problem = fileProblem(file, t);
    if (problem) return setMessage({ ok: false, text: problem });
    void run(() => steps.adjuntar(documentoAcademicoId, file), t('admission.attached'));
  };
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{d && `${d.codigo} — ${d.nombres} ${d.apellidos}`}</DialogTitle>
      <DialogContent>
        {d && (
          <Stack spacing={2}>
            {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Chip color="primary" label={d.estadoDescripcion} />
              {d.comiteDecision && <Chip color={d.comiteDecision === 'aprobada' ? 'success' : 'error'} label={t(`admission.committee_${d.comiteDecision}`)} />}
              {d.matriculaId && <Chip color="success" label={`${t('students.matricula')} ${d.matriculaId}`} />}
            </Stack>
            <ListaVerificacion s={d} />
            {editing ? (
              <EditarSolicitud
                d={d}
                onCancel={() => setEditing(false)}
                save={steps.editar}
                onSaved={() => {
                  setEditing(false);
                  setMessage({ ok: true, text: t('app.saved') });
                }}
              />
            ) : (
              <Grid container spacing={1}>
                {[
                  [t('students.career'), `${d.carrDescripcion} · ${d.sedeDescripcion}`],
                  [t('admission.period'), d.periodoDescripcion],
                  [t('admission.identification'), d.cedula ?? d.pasaporte],
                  [t('students.birthDate'), formatDate(d.fechaNacimiento, i18n.language)],
                  [t('students.email'), d.email],
                  [t('students.phone'), d.celular],
                  [t('students.allergies'), d.alergias],
                ].map(([label, value]) => (
                  <Grid key={label} size={{ xs: 12, sm: 6 }}>
                    <Typography variant="body2">
                      <b>{label}:</b> {value ?? '—'}
                    </Typography>
                  </Grid>
                ))}
                {!committee && !closed && (
                  <Grid size={12}>
                    <Button size="small" onClick={() => setEditing(true)}>
                      {t('admission.edit')}
                    </Button>
                  </Grid>
                )}
              </Grid>
            )}

            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('documents.title')}
            </Typography>
            {attaching && (
              <Typography variant="body2" color="text.secondary">
                {t('admission.attachHint')}
              </Typography>
            )}
            <Table size="small">
              <TableBody>
                {d.documentos.map((doc) => (
                  <TableRow key={doc.documentoAcademicoId}>
                    <TableCell>
                      {doc.doAcDescripcion} {doc.obligatorio && <Chip size="small" label={t('documents.required')} />}
                      {doc.archivoUrl && (
                        <Link component="button" sx={{ ml: 1 }} onClick={() => void openInNewTab(doc.archivoUrl!)}>
                          {t('documents.view')}
                        </Link>
                      )}
                    </TableCell>
                    <TableCell>
                      <DocumentoEstado estado={doc.estado} motivo={doc.motivo} />
                    </TableCell>
                    <TableCell align="right">
                      {attaching && doc.estado !== 'aceptado' && (
                        <UploadButton
                          size="small"
                          name={`${t('admission.attach')}: ${doc.doAcDescripcion}`}
                          onFile={(f) => attach(doc.documentoAcademicoId, f)}
                        >
                          {doc.archivoUrl ? t('admission.replace') : t('admission.attach')}
                        </UploadButton>
                      )}
                      {!committee && !closed && doc.archivoUrl && (
                        <RevisionDocumento
                          documento={doc}
                          revisar={(body) => steps.revisarDocumento(doc.documentoAcademicoId, body)}
                          onStart={() => setMessage(null)}
                          onRefused={refused}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>

            {d.pruebas.length > 0 && (
              <>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('tests.title')}
                </Typography>
                {d.pruebas.map((p, i) => (
                  <Typography key={i} variant="body2">
                    {p.prueba} · {p.fecha} {p.hora} · {p.asistio === false ? t('tests.absent') : (p.puntuacion ?? '—')}{' '}
                    {p.puntuacion !== null && (
                      <Chip size="small" color={p.aprobado ? 'success' : 'error'} label={p.aprobado ? t('tests.passed') : t('tests.failed')} />
                    )}
                  </Typography>
                ))}
              </>
            )}

            {!committee && !closed && (
              <CambioEstado
                options={options.map((o) => ({ ...o, disabled: !selectableEstados.includes(o.id) || o.id === d.estadoId }))}
                cambiar={steps.estado}
                onStart={() => setMessage(null)}
                onDone={() => setMessage({ ok: true, text: t('students.applied') })}
                onRefused={refused}
              />
            )}

            {committee && !closed && (
              <DecisionComite
                notas={d.comiteNotas}
                decidir={steps.comite}
                onStart={() => setMessage(null)}
                onDone={() => setMessage({ ok: true, text: t('students.applied') })}
                onRefused={refused}
              />
            )}

            {!committee && d.estadoId === estadosSolicitud.validada && (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Button
                  variant="contained"
                  disabled={d.comiteDecision !== 'aprobada'}
                  aria-describedby={d.comiteDecision !== 'aprobada' ? 'admitir-por-que' : undefined}
                  onClick={() => void run(() => steps.admitir(), t('admission.admitted'))}
                >
                  {t('admission.admit')}
                </Button>
                {/* A disabled button says why: the committee has not approved the request (yet, or at all). */}
                {d.comiteDecision !== 'aprobada' && (
                  <Typography id="admitir-por-que" variant="body2" color="text.secondary">
                    {t(d.comiteDecision === 'rechazada' ? 'admission.admitRejected' : 'admission.admitWaitsCommittee')}
                  </Typography>
                )}
              </Stack>
            )}

            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('students.history')}
            </Typography>
            <RecordTable
              head={[t('students.date'), t('students.status'), t('students.reason'), t('students.user')]}
              rows={d.historial.map((h, i) => ({
                key: i,
                cells: [formatDateTime(h.fecha, i18n.language), h.estadoDescripcion, h.motivo ?? '', h.usuario ?? t('admission.applicant')],
              }))}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** `/academicos/solicitud-admision` (review and admission) and `/academicos/comite-admisiones` (the committee's decisions). */
export default function SolicitudesPage({ committee = false }: { committee?: boolean }) {
  const { t } = useTranslation();
  const periodos = usePeriodosSolicitudes();
  const estados = useLookup('estadoSolicitudAdmision', { includeInactive: true });
  const [periodoId, setPeriodoId] = useState<number | ''>('');
  const [estadoId, setEstadoId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PageModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState<number | null>(null);
  // The newest period that has requests (the next intake), until the user picks another.
  const periodo = periodoId || (periodos.data?.find((p) => p.solicitudes > 0) ?? periodos.data?.[0])?.periodoAcademicoId;
  const periodoLabel = (id: number | undefined) => periodos.data?.find((p) => p.periodoAcademicoId === id)?.descripcion ?? '';
  const list = useSolicitudes(periodo, { value: search, estadoId: estadoId || undefined, page: pagination.page + 1, pageSize: pagination.pageSize });
  const stats = useEstadisticasSolicitudes(periodo, !committee);
  const columns: GridColumn<Fila>[] = [
    { field: 'codigo', headerName: t('admission.code'), minWidth: 110 },
    { field: 'nombre', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.apellidos}, ${r.nombres}` },
    { field: 'identificacion', headerName: t('admission.identification'), minWidth: 130, valueGetter: (_v, r) => r.cedula ?? r.pasaporte },
    { field: 'carrDescripcion', headerName: t('students.career'), flex: 1, minWidth: 160 },
    { field: 'estadoDescripcion', headerName: t('students.status'), minWidth: 120 },
    {
      field: 'comiteDecision',
      headerName: t('admission.committee'),
      minWidth: 110,
      valueGetter: (v: string | null) => (v ? t(`admission.committee_${v as 'aprobada' | 'rechazada'}`) : ''),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {committee ? t('admission.committeeTitle') : t('admission.staffTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SelectField
          label={t('admission.period')}
          value={periodo ?? ''}
          onChange={(v) => setPeriodoId(Number(v))}
          options={(periodos.data ?? []).map((p) => ({
            id: p.periodoAcademicoId,
            label: t('admission.periodWithCount', { period: p.descripcion, count: p.solicitudes }),
          }))}
          sx={{ minWidth: 220 }}
        />
        <SelectField
          label={t('students.status')}
          value={estadoId}
          onChange={(v) => setEstadoId(v === '' ? '' : Number(v))}
          sx={{ minWidth: 180 }}
          options={estados.all}
          none={t('app.all')}
        />
        <TextField
          placeholder={t('app.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          slotProps={{ htmlInput: { 'aria-label': `${t('app.search')}: ${t('admission.staffTitle')}` } }}
        />
      </Stack>
      {stats.data && stats.data.total > 0 && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Bars title={t('admission.byCareer')} data={stats.data.porCarrera.slice(0, 10).map((x) => ({ id: null, ...x }))} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Bars title={t('admission.byStatus')} data={stats.data.porEstado.map((x) => ({ id: null, ...x }))} />
          </Grid>
        </Grid>
      )}
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.solicitudAdmisionId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={(row) => setOpen(row.solicitudAdmisionId)}
        sheet={
          periodo
            ? {
                name: `${committee ? t('admission.committeeTitle') : t('admission.staffTitle')} ${periodoLabel(periodo)}`,
                download: () =>
                  callSheet(solicitudesApi.list, { params: { periodoAcademicoId: periodo }, query: { value: search, estadoId: estadoId || undefined } }),
              }
            : undefined
        }
      />
      <DetalleDialog id={open} committee={committee} onClose={() => setOpen(null)} />
    </Stack>
  );
}

export const ComitePage = () => <SolicitudesPage committee />;
