import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { enviarSolicitud, useFormularioAdmision } from './api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { fileProblem, PublicShell, type Opcion } from './PublicShell.tsx';

type Idioma = { idiomaId: number | ''; lee: boolean; escribe: boolean; habla: boolean };
type Padre = { tipoPadreId: number | ''; nombreCompleto: string; telefono: string; emergencia: boolean };

const blank = {
  periodoAcademicoId: '',
  sedeId: '',
  tipoCarreraId: '',
  carreraId: '',
  admitidoComoId: '',
  bloqueHorarioTandaId: '',
  financiamientoEstudioId: '',
  nombres: '',
  apellidos: '',
  fechaNacimiento: '',
  cedula: '',
  pasaporte: '',
  email: '',
  celular: '',
  paisId: '',
  nacionalidadId: '',
  sexoId: '',
  estadoCivilId: '',
  estadoCiudadanoId: '',
  tipoSangreId: '',
  alergias: '',
  enfermedadPadece: '',
  tratamiento: '',
  discapacidad: '',
  direccion: '',
  provinciaId: '',
  trabajoNombre: '',
  trabajoCargo: '',
  trabajoTelefono: '',
  colegioId: '',
  colegioDescripcion: '',
  universidadId: '',
  universidadDescripcion: '',
  fechaGraduacion: '',
  redSocialId: '',
  objetivoPrincipal: '',
};
type Form = typeof blank;
const ids = [
  'periodoAcademicoId',
  'sedeId',
  'tipoCarreraId',
  'carreraId',
  'admitidoComoId',
  'bloqueHorarioTandaId',
  'financiamientoEstudioId',
  'paisId',
  'nacionalidadId',
  'sexoId',
  'estadoCivilId',
  'estadoCiudadanoId',
  'tipoSangreId',
  'colegioId',
  'universidadId',
  'redSocialId',
] as const;

/** What the server receives: ids as numbers, blanks as null, lists and the address in their shapes. */
function payload(f: Form, idiomas: Idioma[], padres: Padre[]) {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) body[k] = v === '' ? null : (ids as readonly string[]).includes(k) ? Number(v) : v;
  const { direccion, provinciaId, ...rest } = body;
  return {
    ...rest,
    direccion: direccion ? { peDiDireccion: direccion, provinciaId: provinciaId ?? null } : null,
    idiomas: idiomas.filter((i) => i.idiomaId !== ''),
    padres: padres.filter((p) => p.tipoPadreId !== '' && p.nombreCompleto.trim()).map((p) => ({ ...p, telefono: p.telefono || null })),
  };
}

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
  const [f, setF] = useState<Form>(blank);
  const [idiomas, setIdiomas] = useState<Idioma[]>([{ idiomaId: '', lee: true, escribe: true, habla: true }]);
  const [padres, setPadres] = useState<Padre[]>([{ tipoPadreId: '', nombreCompleto: '', telefono: '', emergencia: true }]);
  const [files, setFiles] = useState<Record<number, File>>({});
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ codigo: string } | null>(null);
  const o = opts.data;
  const fe = (k: string) => error?.fields[k];

  const text = (k: keyof Form, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}, size = 6) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        fullWidth
        label={label}
        value={f[k]}
        onChange={(e) => setF({ ...f, [k]: e.target.value })}
        error={!!fe(k)}
        helperText={fe(k) ?? extra.helperText}
        {...extra}
      />
    </Grid>
  );
  const pick = (k: keyof Form, label: string, options: Opcion[] = [], required = false, size = 6) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        select
        fullWidth
        required={required}
        label={label}
        value={f[k]}
        error={!!fe(k)}
        helperText={fe(k)}
        onChange={(e) => setF({ ...f, [k]: String(e.target.value) })}
      >
        {!required && <MenuItem value="">—</MenuItem>}
        {options.map((x) => (
          <MenuItem key={x.id} value={String(x.id)}>
            {x.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  const carreras = (o?.carreras ?? []).filter(
    (c) => (!f.sedeId || c.sedes.includes(Number(f.sedeId))) && (!f.tipoCarreraId || c.tipoCarreraId === Number(f.tipoCarreraId)),
  );
  const documentos = (o?.documentos ?? []).filter((d) => d.admitidoComoId === Number(f.admitidoComoId));

  const choose = (docId: number, file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, t);
    setFileErrors({ ...fileErrors, [docId]: problem ?? '' });
    if (!problem) setFiles({ ...files, [docId]: file });
  };

  const submit = async () => {
    setError(null);
    setSending(true);
    try {
      const body = new FormData();
      body.append('claveEnvio', claveEnvio.current);
      body.append('token', await captcha.token());
      body.append('solicitud', JSON.stringify(payload(f, idiomas, padres)));
      for (const d of documentos) if (files[d.id]) body.append(`documento_${d.id}`, files[d.id]);
      setDone(await enviarSolicitud(body));
      window.scrollTo({ top: 0 });
    } catch (e) {
      setError(e as ApiError);
      captcha.reset();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <PublicShell title={t('admission.newTitle')}>
        <Alert severity="success">
          <Typography>{t('admission.received')}</Typography>
          <Typography variant="h4" component="p" sx={{ my: 1, letterSpacing: 4 }} data-testid="codigo">
            {done.codigo}
          </Typography>
          <Typography>{t('admission.codeSent', { email: f.email })}</Typography>
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
        {error && (
          <Alert severity="error">
            {error.message}
            {Object.keys(error.fields).length > 0 && ` ${t('admission.checkFields')}`}
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

        <Section title={t('admission.identity')}>
          {text('nombres', t('students.firstNames'), { required: true })}
          {text('apellidos', t('students.lastNames'), { required: true })}
          {text('cedula', t('admission.cedula'), {
            helperText: t('students.noDocument'),
            slotProps: { htmlInput: { inputMode: 'numeric' } },
            onChange: (e) => setF({ ...f, cedula: e.target.value.replace(/\D/g, '').slice(0, 11) }),
          })}
          {text('pasaporte', t('admission.passport'), {
            helperText: t('students.noDocument'),
            onChange: (e) => setF({ ...f, pasaporte: e.target.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase() }),
          })}
          {text('fechaNacimiento', t('students.birthDate'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {pick('sexoId', t('security.sex'), o?.sexos)}
          {pick('paisId', t('admission.birthCountry'), o?.paises)}
          {pick('nacionalidadId', t('admission.nationality'), o?.nacionalidades)}
          {pick('estadoCivilId', t('admission.maritalStatus'), o?.estadosCiviles)}
          {pick('estadoCiudadanoId', t('admission.citizenship'), o?.estadosCiudadanos)}
          {pick('tipoSangreId', t('admission.bloodType'), o?.tiposSangre)}
        </Section>

        <Section title={t('admission.health')}>
          {text('alergias', t('students.allergies'), { helperText: t('admission.allergiesHint') })}
          {text('enfermedadPadece', t('admission.condition'))}
          {text('tratamiento', t('admission.treatment'))}
          {text('discapacidad', t('admission.disability'))}
        </Section>

        <Section title={t('admission.contact')}>
          {text('email', t('students.email'), { required: true, type: 'email' })}
          {text('celular', t('students.phone'), { slotProps: { htmlInput: { inputMode: 'tel' } } })}
          {text('direccion', t('profile.address'), {}, 8)}
          {pick('provinciaId', t('profile.province'), o?.provincias, false, 4)}
          {text('trabajoNombre', t('admission.company'))}
          {text('trabajoCargo', t('admission.position'))}
          <Grid size={12}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('admission.contacts')}
            </Typography>
            <Stack spacing={1}>
              {padres.map((p, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    select
                    label={t('admission.relationship')}
                    value={p.tipoPadreId}
                    sx={{ minWidth: 160 }}
                    onChange={(e) => setPadres(padres.map((x, j) => (j === i ? { ...x, tipoPadreId: Number(e.target.value) } : x)))}
                  >
                    {(o?.tiposPadres ?? []).map((x) => (
                      <MenuItem key={x.id} value={x.id}>
                        {x.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label={t('admission.fullName')}
                    value={p.nombreCompleto}
                    sx={{ flex: 1 }}
                    onChange={(e) => setPadres(padres.map((x, j) => (j === i ? { ...x, nombreCompleto: e.target.value } : x)))}
                  />
                  <TextField
                    label={t('profile.phone')}
                    value={p.telefono}
                    onChange={(e) => setPadres(padres.map((x, j) => (j === i ? { ...x, telefono: e.target.value } : x)))}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={p.emergencia}
                        onChange={(e) => setPadres(padres.map((x, j) => (j === i ? { ...x, emergencia: e.target.checked } : x)))}
                      />
                    }
                    label={t('admission.emergency')}
                  />
                  <IconButton aria-label={t('profile.remove')} onClick={() => setPadres(padres.filter((_, j) => j !== i))}>
                    ✕
                  </IconButton>
                </Stack>
              ))}
              <Button
                sx={{ alignSelf: 'start' }}
                onClick={() => setPadres([...padres, { tipoPadreId: '', nombreCompleto: '', telefono: '', emergencia: false }])}
              >
                {t('profile.add')}
              </Button>
            </Stack>
          </Grid>
        </Section>

        <Section title={t('admission.background')}>
          {pick('colegioId', t('admission.school'), o?.colegios)}
          {text('colegioDescripcion', t('admission.schoolOther'))}
          {text('fechaGraduacion', t('admission.graduationDate'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {pick('universidadId', t('admission.university'), o?.universidades)}
          {text('universidadDescripcion', t('admission.universityOther'))}
          {pick('redSocialId', t('admission.howFound'), o?.redesSociales)}
          {text('objetivoPrincipal', t('admission.objective'), { multiline: true, minRows: 2 }, 12)}
          <Grid size={12}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('admission.languages')}
            </Typography>
            {idiomas.map((x, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
                <TextField
                  select
                  label={t('admission.language')}
                  value={x.idiomaId}
                  sx={{ minWidth: 180 }}
                  onChange={(e) => setIdiomas(idiomas.map((y, j) => (j === i ? { ...y, idiomaId: Number(e.target.value) } : y)))}
                >
                  {(o?.idiomas ?? []).map((y) => (
                    <MenuItem key={y.id} value={y.id}>
                      {y.label}
                    </MenuItem>
                  ))}
                </TextField>
                {(['lee', 'escribe', 'habla'] as const).map((k) => (
                  <FormControlLabel
                    key={k}
                    label={t(`admission.${k}`)}
                    control={<Checkbox checked={x[k]} onChange={(e) => setIdiomas(idiomas.map((y, j) => (j === i ? { ...y, [k]: e.target.checked } : y)))} />}
                  />
                ))}
              </Stack>
            ))}
            <Button onClick={() => setIdiomas([...idiomas, { idiomaId: '', lee: false, escribe: false, habla: false }])}>{t('profile.add')}</Button>
          </Grid>
        </Section>

        <Section title={t('documents.title')}>
          <Grid size={12}>
            {!f.admitidoComoId && <Typography color="text.secondary">{t('admission.chooseType')}</Typography>}
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
                  <Button variant="outlined" component="label">
                    {files[d.id] ? t('admission.replace') : t('documents.upload')}
                    <input
                      hidden
                      type="file"
                      accept="application/pdf,image/jpeg,image/png,image/webp"
                      aria-label={`${t('documents.upload')}: ${d.label}`}
                      onChange={(e) => {
                        choose(d.id, e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  </Button>
                </Stack>
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('documents.hint')} {t('admission.laterDocuments')}
            </Typography>
          </Grid>
        </Section>

        {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
        <Button variant="contained" size="large" sx={{ alignSelf: 'end' }} disabled={sending} onClick={() => void submit()}>
          {t('admission.submit')}
        </Button>
      </Stack>
    </PublicShell>
  );
}
