import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import {
  servicioApi,
  servicioIn,
  servicioLabels,
  tipoServicioLabels,
  tiposServicio,
  type ServicioPublico,
} from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import { call } from '../../platform/contract-client.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { FormDate, FormSelect, FormText, FormContact } from '../../platform/form-fields.tsx';
import { useContractForm } from '../../platform/forms.ts';
import { usePublicSubmit } from '../../platform/public-submit.ts';
import { currentLang } from '../../platform/i18n.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';
import { CursoSolicitud, EstadoChip } from './CursoSolicitud.tsx';

const datos = servicioIn.omit({ token: true });

/**
 * `/solicitud-servicios-especiales` (public): asks the institution for a special service and gets a
 * code (mailed too); with the code and the e-mail, anyone follows where the request stands and the
 * office's notes. A link from the mails brings the code (`?codigo=`).
 */
export default function SolicitudServicioPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [hecha, setHecha] = useState<ServicioPublico | null>(null);
  return (
    <PublicShell title={t('specialServices.title')}>
      <Stack spacing={3}>
        {hecha ? (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Alert severity="success">{t('specialServices.sent', { codigo: hecha.codigo })}</Alert>
                <Button sx={{ alignSelf: 'start' }} onClick={() => setHecha(null)}>
                  {t('specialServices.newRequest')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ) : (
          !params.get('codigo') && <Formulario alEnviar={setHecha} />
        )}
        <Seguir codigoInicial={params.get('codigo') ?? ''} />
      </Stack>
    </PublicShell>
  );
}

function Formulario({ alEnviar }: { alEnviar: (s: ServicioPublico) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const form = useContractForm(datos, servicioLabels, {
    tipo: 'espacios',
    nombre: '',
    organizacion: '',
    email: '',
    telefono: '',
    descripcion: '',
    fechaDeseada: null,
  });
  const {
    captcha,
    general,
    submit: enviar,
  } = usePublicSubmit('servicio_especial', form, async (values, token) => alEnviar(await call(servicioApi.pedir, { body: { ...values, token } })));
  const label = (k: string) => servicioLabels[k]![lang];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(e) => void enviar(e)}>
          <Typography color="text.secondary">{t('specialServices.intro')}</Typography>
          {general && <Alert severity="error">{general}</Alert>}
          <FormSelect
            control={form.control}
            name="tipo"
            label={label('tipo')}
            options={tiposServicio.map((k) => ({ id: k, label: tipoServicioLabels[k][lang] }))}
          />
          <FormText
            control={form.control}
            name="descripcion"
            label={label('descripcion')}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormDate control={form.control} name="fechaDeseada" label={label('fechaDeseada')} helperText={t('specialServices.optional')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormText control={form.control} name="nombre" label={label('nombre')} required autoComplete="name" sx={{ flex: 1 }} />
            <FormText control={form.control} name="organizacion" label={label('organizacion')} helperText={t('specialServices.optional')} sx={{ flex: 1 }} />
          </Stack>
          <FormContact control={form.control} labels={{ email: label('email'), telefono: label('telefono') }} optional={t('specialServices.optional')} />
          {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'end' }} disabled={form.formState.isSubmitting}>
            {t('specialServices.send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Follows a request by its code and e-mail. */
function Seguir({ codigoInicial }: { codigoInicial: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const captcha = useCaptcha('servicio_consulta');
  const [codigo, setCodigo] = useState(codigoInicial);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [s, setS] = useState<ServicioPublico | null>(null);
  const consultar = async () => {
    setBusy(true);
    setError(null);
    try {
      setS(await call(servicioApi.consulta, { body: { codigo, email, token: await captcha.token() } }));
    } catch (e) {
      setS(null);
      setError((e as Error).message);
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('specialServices.follow')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('specialServices.followIntro')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void consultar();
            }}
          >
            <TextField
              label={t('specialServices.code')}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value.toUpperCase().slice(0, 20))}
              required
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('specialServices.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoComplete="email"
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={busy || !codigo.trim() || !email.includes('@')} sx={{ alignSelf: { sm: 'center' } }}>
              {t('specialServices.look')}
            </Button>
          </Stack>
          {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
          {error && <Alert severity="error">{error}</Alert>}
          {s && (
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {s.codigo} · {tipoServicioLabels[s.tipo][lang]}
                </Typography>
                <EstadoChip estado={s.estado} />
              </Stack>
              <CursoSolicitud pasos={s.historial} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
