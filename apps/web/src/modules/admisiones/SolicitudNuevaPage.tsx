import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type DefaultValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, IconButton, Stack, Typography } from '@mui/material';
import { solicitudIn, solicitudLabels } from '@claustro/domain/admisiones/solicitud.contract';
import { ApiError } from '../../platform/api.ts';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormCheckbox, FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { useCaptcha } from '../../platform/captcha.ts';
import { OneAfterAnother } from '../../platform/OneAfterAnother.tsx';
import { enviarSolicitud, useFormularioAdmision } from './api.ts';
import { fileProblem, PublicShell, type Opcion } from '../../platform/PublicShell.tsx';
import { UploadButton } from '../../platform/UploadButton.tsx';

/** The form as the applicant fills it: the request's own fields, one blank contact and one blank language row to start. */
const blank = {
  periodoAcademicoId: '',
  sedeId: '',
  tipoCarreraId: null,
  carreraId: '',
  admitidoComoId: '',
  bloqueHorarioTandaId: null,
  financiamientoEstudioId: null,
  nombres: '',
  apellidos: '',
  fechaNacimiento: null,
  cedula: '',
  pasaporte: '',
  email: '',
  celular: '',
  paisId: null,
  nacionalidadId: null,
  sexoId: null,
  estadoCivilId: null,
  estadoCiudadanoId: null,
  tipoSangreId: null,
  alergias: '',
  enfermedadPadece: '',
  tratamiento: '',
  discapacidad: '',
  direccion: { peDiDireccion: '', provinciaId: null },
  trabajoNombre: '',
  trabajoCargo: '',
  colegioId: null,
  colegioDescripcion: '',
  universidadId: null,
  universidadDescripcion: '',
  fechaGraduacion: null,
  redSocialId: null,
  objetivoPrincipal: '',
  idiomas: [{ idiomaId: '', lee: true, escribe: true, habla: true }],
  padres: [{ tipoPadreId: '', nombreCompleto: '', telefono: '', emergencia: true }],
};

type Row = Record<string, unknown>;
/**
 * What the applicant left blank is not part of the request: an empty field is missing (null), and so
 * are a language not chosen, a contact without a name and an empty address.
 */
const withoutBlanks = (v: unknown) => {
  if (!v || typeof v !== 'object') return v;
  const f = v as Row;
  const direccion = f.direccion as Row | null | undefined;
  return {
    ...(blanksAsNull(f) as Row),
    idiomas: ((f.idiomas as Row[] | undefined) ?? []).filter((x) => x.idiomaId !== '' && x.idiomaId != null),
    padres: ((f.padres as Row[] | undefined) ?? []).filter((x) => x.tipoPadreId !== '' && String(x.nombreCompleto ?? '').trim()),
    direccion: direccion && String(direccion.peDiDireccion ?? '').trim() ? direccion : null,
  };
};
/** The request's schema (the server's), after blanks are left out. */
const form = tidiedFirst(withoutBlanks, solicitudIn);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

/**
 * `/solicitud-admision/nueva`: the public admission form (spec §3), without an account. Its
 * documents come from the chosen admission type. A submission carries a key made once per form, so
 * a double click or a retry files one request.
 */
export default function SolicitudNuevaPage() {
  const { t } = useTranslation();
  const opts = useFormularioAdmision();
  const captcha = useCaptcha('admision');
  const claveEnvio = useRef(crypto.randomUUID());
  const [files, setFiles] = useState<Record<number, File>>({});
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const [general, setGeneral] = useState<{ message: string; fields: boolean } | null>(null);
  const [done, setDone] = useState<{ codigo: string; email: string; enviado: boolean } | null>(null);
  const { control, handleSubmit, setError, watch, formState } = useContractForm(form, solicitudLabels, blank as DefaultValues<z.input<typeof solicitudIn>>);
  const idiomas = useFieldArray({ control, name: 'idiomas' });
  const padres = useFieldArray({ control, name: 'padres' });
  const o = opts.data;
  const [sedeId, tipoCarreraId, admitidoComoId] = watch(['sedeId', 'tipoCarreraId', 'admitidoComoId']) as (number | '' | null)[];
  const carreras = (o?.carreras ?? []).filter((c) => (!sedeId || c.sedes.includes(sedeId)) && (!tipoCarreraId || c.tipoCarreraId === tipoCarreraId));
  const documentos = (o?.documentos ?? []).filter((d) => d.admitidoComoId === admitidoComoId);

  const cell = (node: ReactNode, size = 6) => <Grid size={{ xs: 12, sm: size }}>{node}</Grid>;
  const text = (
    name: Path<z.input<typeof solicitudIn>>,
    label: string,
    extra: Omit<Parameters<typeof FormText>[0], 'control' | 'name' | 'label'> = {},
    size = 6,
  ) => cell(<FormText control={control} name={name} label={label} fullWidth {...extra} />, size);
  const date = (name: 'fechaNacimiento' | 'fechaGraduacion', label: string) => cell(<FormDate control={control} name={name} label={label} fullWidth />);
  const pick = (name: Path<z.input<typeof solicitudIn>>, label: string, options: Opcion[] = [], required = false, size = 6) =>
    cell(<FormSelect control={control} name={name} label={label} options={options} required={required} optional={!required} fullWidth />, size);

  const choose = (docId: number, file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, t);
    setFileErrors({ ...fileErrors, [docId]: problem ?? '' });
    if (!problem) setFiles({ ...files, [docId]: file });
  };

  const submit = handleSubmit(
    async (solicitud) => {
      setGeneral(null);
      try {
        const body = new FormData();
        body.append('claveEnvio', claveEnvio.current);
        body.append('token', await captcha.token());
        body.append('solicitud', JSON.stringify(solicitud));
        for (const d of documentos) if (files[d.id]) body.append(`documento_${d.id}`, files[d.id]);
        const made = await enviarSolicitud(body);
        setDone({ codigo: made.codigo, email: solicitud.email, enviado: made.correoEnviado });
        window.scrollTo({ top: 0 });
      } catch (e) {
        const message = applyServerErrors(e, setError);
        setGeneral({ message, fields: e instanceof ApiError && Object.keys(e.fields).length > 0 });
        captcha.reset();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    },
    () => setGeneral({ message: t('admission.checkFields'), fields: false }),
  );

  if (done) {
    return (
      <PublicShell title={t('admission.newTitle')}>
        <Alert severity="success">
          <Typography>{t('admission.received')}</Typography>
          <Typography variant="h4" component="p" sx={{ my: 1, letterSpacing: 4 }} data-testid="codigo">
            {done.codigo}
          </Typography>
          <Typography>{done.enviado ? t('admission.codeSent', { email: done.email }) : t('admission.codeNotSent')}</Typography>
        </Alert>
        <Button sx={{ mt: 2 }} variant="contained" component={RouterLink} to="/solicitud-admision">
          {t('admission.lookupTitle')}
        </Button>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t('admission.newTitle')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('admission.intro')}</Typography>
        {general && (
          <Alert severity="error">
            {general.message}
            {general.fields && ` ${t('admission.checkFields')}`}
          </Alert>
        )}
        {!o?.periodos.length && opts.isSuccess && <Alert severity="info">{t('admission.noPeriods')}</Alert>}

        <Section title={t('admission.study')}>
          {pick('periodoAcademicoId', t('admission.period'), o?.periodos, true)}
          {pick('sedeId', t('students.campus'), o?.sedes, true)}
          {pick('tipoCarreraId', t('admission.careerType'), o?.tiposCarreras)}
          {pick('carreraId', t('students.career'), carreras, true)}
          {pick('admitidoComoId', t('students.admittedAs'), o?.admitidosComo, true)}
          {pick('bloqueHorarioTandaId', t('admission.shift'), o?.tandas)}
          {pick('financiamientoEstudioId', t('admission.funding'), o?.financiamientos)}
        </Section>

        {/* The first section draws at once; the rest of the long form one section after another (platform/OneAfterAnother.tsx). */}
        <OneAfterAnother
          parts={[
            <Section key="identity" title={t('admission.identity')}>
              {text('nombres', t('students.firstNames'), { required: true })}
              {text('apellidos', t('students.lastNames'), { required: true })}
              {text('cedula', t('admission.cedula'), {
                helperText: t('students.noDocument'),
                slotProps: { htmlInput: { inputMode: 'numeric' } },
                transform: (v) => v.replace(/\D/g, '').slice(0, 11),
              })}
              {text('pasaporte', t('admission.passport'), {
                helperText: t('students.noDocument'),
                transform: (v) => v.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
              })}
              {date('fechaNacimiento', t('students.birthDate'))}
              {pick('sexoId', t('security.sex'), o?.sexos)}
              {pick('paisId', t('admission.birthCountry'), o?.paises)}
              {pick('nacionalidadId', t('admission.nationality'), o?.nacionalidades)}
              {pick('estadoCivilId', t('admission.maritalStatus'), o?.estadosCiviles)}
              {pick('estadoCiudadanoId', t('admission.citizenship'), o?.estadosCiudadanos)}
              {pick('tipoSangreId', t('admission.bloodType'), o?.tiposSangre)}
            </Section>,

            <Section key="health" title={t('admission.health')}>
              {text('alergias', t('students.allergies'), { helperText: t('admission.allergiesHint') })}
              {text('enfermedadPadece', t('admission.condition'))}
              {text('tratamiento', t('admission.treatment'))}
              {text('discapacidad', t('admission.disability'))}
            </Section>,

            <Section key="contact" title={t('admission.contact')}>
              {text('email', t('students.email'), { required: true, type: 'email' })}
              {text('celular', t('students.phone'), { slotProps: { htmlInput: { inputMode: 'tel' } } })}
              {text('direccion.peDiDireccion', t('profile.address'), {}, 8)}
              {pick('direccion.provinciaId', t('profile.province'), o?.provincias, false, 4)}
              {text('trabajoNombre', t('admission.company'))}
              {text('trabajoCargo', t('admission.position'))}
              <Grid size={12}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {t('admission.contacts')}
                </Typography>
                <Stack spacing={1}>
                  {padres.fields.map((row, i) => (
                    // A contact's fields wrap rather than squeeze: the name keeps room to be read whole.
                    <Stack key={row.id} direction={{ xs: 'column', md: 'row' }} useFlexGap spacing={1} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
                      <FormSelect
                        control={control}
                        name={`padres.${i}.tipoPadreId`}
                        label={t('admission.relationship')}
                        options={o?.tiposPadres ?? []}
                        sx={{ flex: { md: '0 0 170px' } }}
                      />
                      <FormText control={control} name={`padres.${i}.nombreCompleto`} label={t('admission.fullName')} sx={{ flex: { md: '1 1 240px' } }} />
                      <FormText control={control} name={`padres.${i}.telefono`} label={t('profile.phone')} sx={{ flex: { md: '0 0 160px' } }} />
                      <FormCheckbox control={control} name={`padres.${i}.emergencia`} label={t('admission.emergency')} />
                      <IconButton aria-label={t('profile.remove')} onClick={() => padres.remove(i)}>
                        ✕
                      </IconButton>
                    </Stack>
                  ))}
                  <Button sx={{ alignSelf: 'start' }} onClick={() => padres.append({ tipoPadreId: '', nombreCompleto: '', telefono: '', emergencia: false })}>
                    {t('profile.add')}
                  </Button>
                </Stack>
              </Grid>
            </Section>,

            <Section key="background" title={t('admission.background')}>
              {pick('colegioId', t('admission.school'), o?.colegios)}
              {text('colegioDescripcion', t('admission.schoolOther'))}
              {date('fechaGraduacion', t('admission.graduationDate'))}
              {pick('universidadId', t('admission.university'), o?.universidades)}
              {text('universidadDescripcion', t('admission.universityOther'))}
              {pick('redSocialId', t('admission.howFound'), o?.redesSociales)}
              {text('objetivoPrincipal', t('admission.objective'), { multiline: true, rows: 3 }, 12)}
              <Grid size={12}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {t('admission.languages')}
                </Typography>
                {idiomas.fields.map((row, i) => (
                  <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
                    <FormSelect
                      control={control}
                      name={`idiomas.${i}.idiomaId`}
                      label={t('admission.language')}
                      options={o?.idiomas ?? []}
                      sx={{ minWidth: 180 }}
                    />
                    {(['lee', 'escribe', 'habla'] as const).map((k) => (
                      <FormCheckbox key={k} control={control} name={`idiomas.${i}.${k}`} label={t(`admission.${k}`)} />
                    ))}
                  </Stack>
                ))}
                <Button onClick={() => idiomas.append({ idiomaId: '', lee: false, escribe: false, habla: false })}>{t('profile.add')}</Button>
              </Grid>
            </Section>,

            <Section key="documents" title={t('documents.title')}>
              <Grid size={12}>
                {!admitidoComoId && <Typography color="text.secondary">{t('admission.chooseType')}</Typography>}
                <Stack spacing={1}>
                  {documentos.map((d) => (
                    <Stack key={d.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Box sx={{ flex: 1 }}>
                        {d.label} {d.obligatorio && <Chip size="small" label={t('documents.required')} />}
                        {fileErrors[d.id] && (
                          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                            {fileErrors[d.id]}
                          </Typography>
                        )}
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {files[d.id]?.name}
                      </Typography>
                      <UploadButton variant="outlined" name={`${t('documents.upload')}: ${d.label}`} onFile={(f) => choose(d.id, f)}>
                        {files[d.id] ? t('admission.replace') : t('documents.upload')}
                      </UploadButton>
                    </Stack>
                  ))}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t('documents.hint')} {t('admission.laterDocuments')}
                </Typography>
              </Grid>
            </Section>,

            <Stack key="send" spacing={2}>
              {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
              <Button variant="contained" size="large" sx={{ alignSelf: 'end' }} disabled={formState.isSubmitting} onClick={submit}>
                {t('admission.submit')}
              </Button>
            </Stack>,
          ]}
        />
      </Stack>
    </PublicShell>
  );
}
