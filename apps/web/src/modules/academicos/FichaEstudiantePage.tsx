import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { estudianteLabels, estudianteScreens } from '@claustro/domain/academicos/estudiante.contract';
import { datosLabels } from '@claustro/domain/academicos/datos-estudiante.contract';
import type { Ficha } from '@claustro/domain/academicos/estudiante-ficha.contract';
import type { Label, Lang } from '@claustro/domain/platform/i18n';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine } from '../../platform/weekly-items.ts';
import { useSeleccion, useSeleccionPropia } from '../seleccion/api.ts';
import { useCuenta } from '../financieros/api.ts';
import { cuentaLectores } from '@claustro/domain/financieros/cuenta.contract';
import { CuentaResumen } from '../financieros/public.ts';
import { historialReaders } from '@claustro/domain/calificaciones/historial.contract';
import { auditoriaPropiaScreen, auditoriaReaders, auditoriaScreen } from '@claustro/domain/calificaciones/auditoria.contract';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import { useAuditoria, useHistorial } from '../calificaciones/api.ts';
import { notasPeriodoScreen } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { AuditoriaResumen } from '../calificaciones/public.ts';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { useHoldsScreen } from '../../platform/session.tsx';
import { PersonAvatar } from '../../platform/PersonAvatar.tsx';
import { StudentDocumentsDialog } from './StudentDocuments.tsx';
import { EditarEstudianteDialog } from './EditarEstudianteDialog.tsx';
import { estudiantesKeys, useEstudiante, useFicha } from './api.ts';

const fieldLabels: Record<string, Label> = { ...datosLabels, ...estudianteLabels };

/** A titled card of the record; `id` makes it linkable (`#cambios`). */
function Section({ id, title, children, wide }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} variant="outlined" id={id} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label over its value; a missing value shows as a dash, never a blank. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
}

const Fields = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>{children}</Box>
);

/** A section with nothing to show yet, said in words; a bar while its module is still answering (`loading`). */
function Slot({ id, title, text, loading = false }: { id: string; title: string; text: string; loading?: boolean }) {
  return (
    <Section id={id} title={title}>
      {loading ? (
        <LinearProgress aria-label={title} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Section>
  );
}

/**
 * The sections the student is registered in for the running period (their first active career),
 * as the registration module answers them; the slot's words while there are none, or for staff who
 * do not hold a registration screen.
 */
function Horario({ carreras }: { carreras: Ficha['carreras'] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const propia = useSeleccionPropia();
  const estudianteCarreraId = careerOf(carreras);
  const actual = propia.data?.actual;
  const seleccion = useSeleccion(estudianteCarreraId && actual ? { estudianteCarreraId, periodoAcademicoId: actual.periodoAcademicoId } : null);
  const secciones = seleccion.data?.secciones ?? [];
  if (!actual || !secciones.length)
    return <Slot id="horario" title={t('record.schedule')} text={t('record.scheduleSlot')} loading={propia.isLoading || seleccion.isLoading} />;
  return (
    <Section id="horario" title={t('record.schedule')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {actual.peAcDescripcion} · {t('registration.credits', { creditos: seleccion.data!.creditos })}
      </Typography>
      <RecordTable
        label={t('record.schedule')}
        head={[t('sections.section'), t('sections.subject'), t('sections.meetings')]}
        rows={secciones.map((s) => ({ key: s.seccionAsignaturaId, cells: [seccionNombre(s), s.asignaturaDescripcion, meetingsLine(s, lang)] }))}
      />
    </Section>
  );
}

/** The career the record's sections read: the first active one, else the first. */
const careerOf = (carreras: Ficha['carreras']) => (carreras.find((c) => c.activa) ?? carreras[0])?.estudianteCarreraId;

/** Where a section's "see all" leads: the first of these screens the user holds, opened on this student. */
function useScreenLink(screens: readonly string[], matricula: string): string | null {
  const holds = useHoldsScreen();
  const screen = screens.find((s) => holds([s]));
  return screen ? `${screen}?matricula=${encodeURIComponent(matricula)}` : null;
}

const SeeAll = ({ to, text }: { to: string | null; text: string }) =>
  to ? (
    <Button component={RouterLink} to={to} size="small" sx={{ mt: 1 }}>
      {text}
    </Button>
  ) : null;

/** The career's index and credits, and each period's credits and index, from the grades module's history; for the student or staff who read records. */
function Calificaciones({ carreras, own, matricula }: { carreras: Ficha['carreras']; own: boolean; matricula: string }) {
  const { t } = useTranslation();
  const mayRead = useHoldsScreen()(historialReaders) || own;
  const historial = useHistorial(mayRead ? (careerOf(carreras) ?? null) : null);
  const link = useScreenLink(own ? [notasPeriodoScreen] : historialReaders, matricula);
  const h = historial.data;
  if (!h?.periodos.length)
    return (
      <Slot id="calificaciones" title={t('record.grades')} text={t(mayRead ? 'record.gradesSlot' : 'record.gradesNoAccess')} loading={historial.isLoading} />
    );
  return (
    <Section id="calificaciones" title={t('record.grades')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('history.index')}: <strong>{dos(h.indice)}</strong> · {t('history.credits', { creditos: h.creditos, plan: h.creditosPlan })}
      </Typography>
      <List dense disablePadding aria-label={t('record.grades')}>
        {[...h.periodos].reverse().map((p) => (
          <ListItem key={p.periodoAcademicoId} disableGutters divider>
            <ListItemText primary={p.periodo} secondary={t('history.term', { creditos: p.creditos, indice: dos(p.indice), acumulado: dos(p.acumulado) })} />
          </ListItem>
        ))}
      </List>
      <SeeAll to={link} text={t(own ? 'record.seeOwnGrades' : 'record.seeGrades')} />
    </Section>
  );
}

/** The degree audit's summary against the career's own plan; for the student or staff who may audit. */
function AuditoriaDeCarrera({ carreras, own, matricula }: { carreras: Ficha['carreras']; own: boolean; matricula: string }) {
  const { t } = useTranslation();
  const mayRead = useHoldsScreen()(auditoriaReaders) || own;
  const ec = careerOf(carreras);
  const audit = useAuditoria(ec ?? 0, null, mayRead && !!ec);
  const link = useScreenLink(own ? [auditoriaPropiaScreen] : [auditoriaScreen], matricula);
  if (!audit.data)
    return (
      <Slot
        id="auditoria-carrera"
        title={t('record.degreeAudit')}
        text={t(mayRead ? 'record.degreeAuditSlot' : 'record.degreeAuditNoAccess')}
        loading={audit.isLoading}
      />
    );
  return (
    <Section id="auditoria-carrera" title={t('record.degreeAudit')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {audit.data.plan.descripcion}
      </Typography>
      <AuditoriaResumen a={audit.data} />
      <SeeAll to={link} text={t('record.seeAudit')} />
    </Section>
  );
}

/**
 * The account of the student's career (their first active one): its balance, charges and payments;
 * the slot's words while it has none, or for who may not read it (staff without a finance screen that
 * reads accounts are not asked for it, which the server would refuse).
 */
function Balance({ carreras, own }: { carreras: Ficha['carreras']; own: boolean }) {
  const { t } = useTranslation();
  const mayRead = useHoldsScreen()(cuentaLectores) || own;
  const cuenta = useCuenta(mayRead ? careerOf(carreras) : null);
  if (!cuenta.data?.cargos.length)
    return <Slot id="balance" title={t('record.balance')} text={t(mayRead ? 'record.balanceSlot' : 'record.balanceNoAccess')} loading={cuenta.isLoading} />;
  return (
    <Section id="balance" title={t('record.balance')} wide>
      <CuentaResumen cuenta={cuenta.data} />
    </Section>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

function Identidad({ f }: { f: Ficha['identidad'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      <Fields>
        {f.documentos.length === 0 && <Field label={t('students.document')}>{null}</Field>}
        {f.documentos.map((d) => (
          <Field key={d.tipo + d.valor} label={d.tipo}>
            {d.valor}
          </Field>
        ))}
        <Field label={t('students.birthDate')}>{formatDate(f.persFechaNacimiento, i18n.language)}</Field>
        <Field label={t('record.sex')}>{f.sexo}</Field>
        <Field label={t('record.maritalStatus')}>{f.estadoCivil}</Field>
        <Field label={t('record.nationality')}>{f.nacionalidad}</Field>
        <Field label={t('record.country')}>{f.pais}</Field>
        <Field label={t('record.bloodType')}>{f.tipoSangre}</Field>
        <Field label={t('record.allergies')}>{f.persAlergico}</Field>
      </Fields>
      <Fields>
        {f.telefonos.map((p, i) => (
          <Field key={`t${i}`} label={`${t('record.phone')} (${p.tipo.toLowerCase()})`}>
            <a href={`tel:${p.numero}`}>{p.numero}</a>
          </Field>
        ))}
        {f.emails.map((e, i) => (
          <Field key={`e${i}`} label={`${t('record.email')} (${e.tipo.toLowerCase()})`}>
            <a href={`mailto:${e.email}`}>{e.email}</a>
          </Field>
        ))}
        {f.telefonos.length + f.emails.length === 0 && <Field label={t('record.contacts')}>{null}</Field>}
      </Fields>
      {f.direcciones.map((d, i) => (
        <Field key={`d${i}`} label={t('record.address')}>
          {[d.direccion, d.municipio, d.provincia, d.pais].filter(Boolean).join(', ')}
        </Field>
      ))}
      {f.direcciones.length === 0 && <Field label={t('record.address')}>{null}</Field>}
      <Fields>
        <Field label={t('record.emergencyContact')}>{f.estuEnCasoEmergencia}</Field>
        <Field label={t('record.emergencyPhone')}>{f.estuContactoEmergencia}</Field>
        <Field label={t('record.dataConfirmed')}>{f.datosActualizadosEn && formatDate(f.datosActualizadosEn, i18n.language)}</Field>
      </Fields>
    </Stack>
  );
}

function Carreras({ f }: { f: Ficha }) {
  const { t } = useTranslation();
  const earned = f.identidad.estuCreditosCursados + f.identidad.estuCreditosConvalidados;
  if (!f.carreras.length) return <Empty text={t('record.noCareers')} />;
  return (
    <Stack spacing={2}>
      {f.carreras.map((c) => (
        <Box key={c.estudianteCarreraId}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {c.carrera}
            </Typography>
            <Chip size="small" label={c.estado} color={c.activa ? 'primary' : 'default'} variant={c.activa ? 'filled' : 'outlined'} />
          </Stack>
          <Fields>
            <Field label={t('students.plan')}>{c.plan}</Field>
            <Field label={t('students.campus')}>{c.sede}</Field>
            <Field label={t('record.entryPeriod')}>{c.periodoIngreso}</Field>
            <Field label={t('students.admittedAs')}>{c.admitidoComo}</Field>
            <Field label={t('record.standing')}>{c.condicion}</Field>
            <Field label={t('record.credits')}>
              {t('record.creditsOf', {
                earned,
                total: c.planCreditos,
                taken: f.identidad.estuCreditosCursados,
                validated: f.identidad.estuCreditosConvalidados,
              })}
            </Field>
          </Fields>
          {c.planCreditos > 0 && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (100 * earned) / c.planCreditos)}
              sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
              aria-label={t('record.credits')}
            />
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** A table of the record: its first column (a date) never wraps, and on a phone it scrolls sideways instead of squeezing. */

function Cambios({ rows }: { rows: Ficha['cambios'] }) {
  const { t, i18n } = useTranslation();
  if (!rows.length) return <Empty text={t('record.noChanges')} />;
  const kind = {
    carrera: t('students.changeCareer'),
    estatus: t('students.changeStatus'),
    sede: t('students.changeCampus'),
    condicion: t('students.changeStanding'),
  };
  return (
    <RecordTable
      head={[t('students.date'), t('record.change'), t('students.before'), t('students.after'), t('students.reason'), t('students.period'), t('students.user')]}
      rows={rows.map((c) => ({
        key: c.id,
        cells: [formatDate(c.fecha, i18n.language), kind[c.tipo], c.antes, c.despues, c.motivo, c.periodo, c.usuario],
      }))}
    />
  );
}

function Documentos({ rows }: { rows: Ficha['documentos'] }) {
  const { t, i18n } = useTranslation();
  if (!rows.length) return <Empty text={t('record.noDocuments')} />;
  return (
    <List dense disablePadding>
      {rows.map((d, i) => (
        <ListItem key={i} disableGutters>
          <ListItemText
            primary={d.documento}
            secondary={[
              d.entregado ? t('record.deliveredOn', { date: formatDate(d.fechaEntrega, i18n.language) || '—' }) : t('record.pending'),
              d.carrera,
              d.observacion,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Chip size="small" label={d.entregado ? t('record.delivered') : t('record.pending')} color={d.entregado ? 'success' : 'warning'} variant="outlined" />
        </ListItem>
      ))}
    </List>
  );
}

function Mensajes({ rows }: { rows: Ficha['mensajes'] }) {
  const { t, i18n } = useTranslation();
  if (!rows.length) return <Empty text={t('record.noMessages')} />;
  return (
    <List dense disablePadding>
      {rows.map((m) => (
        <ListItem key={m.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={m.mensaje}
            secondary={`${formatDateTime(m.fecha, i18n.language)} · ${m.remitente}${m.leido ? '' : ` · ${t('record.unread')}`}`}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Auditoria({ rows }: { rows: NonNullable<Ficha['auditoria']> }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'es') as Lang;
  if (!rows.length) return <Empty text={t('record.noAudit')} />;
  const what = (entidad: string) => t(`record.entity.${entidad.replace('.', '_')}`, { defaultValue: entidad });
  return (
    <RecordTable
      head={[t('students.date'), t('students.user'), t('record.what'), t('record.fields')]}
      rows={rows.map((a) => ({
        key: a.id,
        cells: [
          formatDateTime(a.en, i18n.language),
          a.usuario ?? t('record.system'),
          `${what(a.entidad)} · ${t(`record.action.${a.accion}`, { defaultValue: a.accion })}`,
          a.campos.map((c) => fieldLabels[c]?.[lang] ?? c).join(', ') || null,
        ],
      }))}
    />
  );
}

/** The links to the change screens the user holds, each opening on this student. */
function ChangeLinks({ matricula }: { matricula: string }) {
  const { t } = useTranslation();
  const holds = useHoldsScreen();
  const links = [
    [estudianteScreens.carrera, t('students.changeCareer')],
    [estudianteScreens.estatus, t('students.changeStatus')],
    [estudianteScreens.sede, t('students.changeCampus')],
    [estudianteScreens.condicion, t('students.changeStanding')],
  ].filter(([path]) => holds([path]));
  return (
    <>
      {links.map(([path, text]) => (
        <Button key={path} size="small" component={RouterLink} to={`${path}?matricula=${encodeURIComponent(matricula)}`}>
          {text}
        </Button>
      ))}
    </>
  );
}

/** The whole record, for staff (`editable`: with its actions) or for the student (`own`). */
function FichaView({ f, title, own = false, onEdit, onDocuments }: { f: Ficha; title: string; own?: boolean; onEdit?: () => void; onDocuments?: () => void }) {
  const { t, i18n } = useTranslation();
  const id = f.identidad;
  const name = `${id.persNombres} ${id.persApellidos}`;
  const active = f.carreras.find((c) => c.activa) ?? f.carreras[0];
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <PersonAvatar photo={id.persFoto} name={name} sx={{ width: 88, height: 88, fontSize: 36 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {title}
              </Typography>
              <Typography variant="h5" component="h1">
                {name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
                <Chip size="small" label={`${t('students.matricula')} ${id.matriculaId}`} />
                {active && <Chip size="small" color={active.activa ? 'primary' : 'default'} label={`${active.carrera} · ${active.estado}`} />}
              </Stack>
            </Box>
            {f.editable && (
              <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="contained" onClick={onEdit}>
                  {t('record.edit')}
                </Button>
                <Button variant="outlined" onClick={onDocuments}>
                  {t('record.manageDocuments')}
                </Button>
              </Stack>
            )}
          </Stack>
          {f.editable && (
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap' }}>
              <ChangeLinks matricula={id.matriculaId} />
            </Stack>
          )}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Section id="identidad" title={t('record.identity')}>
          <Identidad f={id} />
        </Section>
        <Section id="carreras" title={t('record.careers')}>
          <Carreras f={f} />
        </Section>
        <Horario carreras={f.carreras} />
        <Calificaciones carreras={f.carreras} own={own} matricula={id.matriculaId} />
        <AuditoriaDeCarrera carreras={f.carreras} own={own} matricula={id.matriculaId} />
        <Balance carreras={f.carreras} own={own} />
        <Section id="cambios" title={t('record.changes')} wide>
          <Cambios rows={f.cambios} />
        </Section>
        <Section id="documentos" title={t('record.documents')}>
          <Documentos rows={f.documentos} />
        </Section>
        <Section id="solicitud" title={t('record.admission')}>
          {f.solicitud ? (
            <Fields>
              <Field label={t('record.requestCode')}>{f.solicitud.codigo}</Field>
              <Field label={t('students.period')}>{f.solicitud.periodo}</Field>
              <Field label={t('students.career')}>{f.solicitud.carrera}</Field>
              <Field label={t('students.status')}>{f.solicitud.estado}</Field>
              <Field label={t('record.requestedOn')}>{formatDate(f.solicitud.creadoEn, i18n.language)}</Field>
            </Fields>
          ) : (
            <Empty text={t('record.noAdmission')} />
          )}
        </Section>
        <Section id="mensajes" title={t('record.messages')} wide={!f.auditoria}>
          <Mensajes rows={f.mensajes} />
        </Section>
        {f.auditoria && (
          <Section id="auditoria" title={t('record.audit')}>
            <Auditoria rows={f.auditoria} />
          </Section>
        )}
      </Box>
    </Stack>
  );
}

function Loading({ query }: { query: ReturnType<typeof useFicha> }) {
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  return <LinearProgress aria-label="…" />;
}

/** `/academicos/estudiantes/{estudianteId}`: a student's record, opened from the students' list. */
export default function FichaEstudiantePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const estudianteId = Number(useParams().estudianteId);
  const ficha = useFicha(estudianteId);
  const [editing, setEditing] = useState(false);
  const [documents, setDocuments] = useState(false);
  const [saved, setSaved] = useState(false);
  const student = useEstudiante(ficha.data?.editable && (editing || documents) ? estudianteId : undefined);
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={estudianteScreens.estudiantes} size="small">
          ← {t('students.title')}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          {t('app.saved')}
        </Alert>
      )}
      {ficha.data ? (
        <FichaView f={ficha.data} title={t('record.title')} onEdit={() => setEditing(true)} onDocuments={() => setDocuments(true)} />
      ) : (
        <Loading query={ficha} />
      )}
      <EditarEstudianteDialog
        student={editing ? student.data : undefined}
        onClose={(ok) => {
          setEditing(false);
          if (ok) setSaved(true);
        }}
      />
      <StudentDocumentsDialog
        student={documents ? (student.data ?? null) : null}
        onClose={() => {
          setDocuments(false);
          void qc.invalidateQueries({ queryKey: estudiantesKeys.of('ficha', estudianteId) });
        }}
      />
    </Stack>
  );
}

/** `/estudiantes/ficha`: the signed-in student's own record, read-only (an account that is not a student's is told so). */
export function MiFichaPage() {
  const { t } = useTranslation();
  const ficha = useFicha('propia');
  if (ficha.data) return <FichaView f={ficha.data} title={t('record.mine')} own />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('record.mine')}
      </Typography>
      {ficha.error ? <Alert severity="info">{t('record.notAStudent')}</Alert> : <Loading query={ficha} />}
    </Stack>
  );
}
