import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardActions, CardContent, FormGroup, FormLabel, Link, Stack, Typography } from '@mui/material';
import { solicitudPublicaIn, type CursoAbierto, type EstadoSolicitudPublica } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import { solicitudInscripcion } from '@claustro/domain/educacion-continuada/solicitud-inscripcion.resource';
import { fieldLabels } from '@claustro/domain/platform/resource';
import { formatMoney } from '@claustro/domain/platform/money';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormCheckbox, FormText } from '../../platform/form-fields.tsx';
import { useCaptcha } from '../../platform/captcha.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';
import { enviarSolicitud, useCursosAbiertos } from './api.ts';
import { EstadoSolicitud } from './SolicitudInscripcionConsultaPage.tsx';

/** The fields the participant types, in the form's order, each with its label key and whether it is required. */
const campos = [
  ['soInNombres', 'names', true],
  ['soInApellidos', 'surnames', true],
  ['soInIdentificacion', 'identification', true],
  ['soInEmail', 'email', true],
  ['soInCelular', 'mobile', false],
  ['soInProfesion', 'profession', false],
  ['soInEmpresaNombre', 'employer', false],
  ['soInCargo', 'position', false],
] as const;
const fuentes = ['soInFacebook', 'soInInstagram', 'soInTwitter', 'soInPrensa', 'soInRadio', 'soInTv', 'soInBrochure', 'soInSuEmpresa', 'soInOtro'] as const;

/** A course as the public reads it before asking: when, how, who teaches, what it costs, seats left. */
function CursoCard({ c, onElegir }: { c: CursoAbierto; onElegir?: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2">
            {c.titulo}
          </Typography>
          <Typography color="text.secondary">{[c.categoria, c.modalidad, c.sede].filter(Boolean).join(' · ')}</Typography>
          <Typography>
            {formatDate(c.inicio, lang)} – {formatDate(c.fin, lang)}
            {c.horas ? ` · ${t('ecPublic.hours', { count: c.horas })}` : ''}
          </Typography>
          {!!c.horario.length && <Typography variant="body2">{c.horario.map((h) => `${h.dia} ${h.desde}–${h.hasta}`).join(' · ')}</Typography>}
          {!!c.facilitadores.length && <Typography variant="body2">{t('ecPublic.facilitators', { nombres: c.facilitadores.join(', ') })}</Typography>}
          <Typography sx={{ fontWeight: 600 }}>
            {formatMoney(c.precio, c.moneda)}
            {c.cuotas > 0 && ` · ${t('ecPublic.plan', { inscripcion: formatMoney(c.alInscribirse, c.moneda), count: c.cuotas })}`}
          </Typography>
          <Typography variant="body2" color={c.disponibles ? 'text.secondary' : 'error'}>
            {c.disponibles ? t('ecPublic.seats', { count: c.disponibles }) : t('ecPublic.full')}
          </Typography>
        </Stack>
      </CardContent>
      {onElegir && (
        <CardActions>
          <Button variant="contained" disabled={!c.disponibles} onClick={onElegir}>
            {t('ecPublic.choose')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * `/solicitud-inscripcion/nueva`: the continuing-education courses open for enrolment; choosing one
 * opens a short form (who, contacts, work, how they heard of it); sending it answers the request's
 * code, with which `/solicitud-inscripcion` finds it again.
 */
export default function SolicitudInscripcionNuevaPage() {
  const { t } = useTranslation();
  const cursos = useCursosAbiertos();
  const [curso, setCurso] = useState<CursoAbierto | null>(null);
  const [hecha, setHecha] = useState<EstadoSolicitudPublica | null>(null);
  return (
    <PublicShell title={t('ecPublic.newTitle')}>
      <Stack spacing={2}>
        {hecha ? (
          <>
            <Alert severity="success">{t('ecPublic.sent', { codigo: hecha.codigo })}</Alert>
            <EstadoSolicitud s={hecha} />
            <Link component={RouterLink} to="/solicitud-inscripcion">
              {t('ecPublic.lookupTitle')}
            </Link>
          </>
        ) : curso ? (
          <>
            <CursoCard c={curso} />
            <SolicitudForm curso={curso} onSent={setHecha} onOtherCourse={() => setCurso(null)} />
          </>
        ) : (
          <>
            <Typography>{t('ecPublic.intro')}</Typography>
            {cursos.data?.length === 0 && <Alert severity="info">{t('ecPublic.none')}</Alert>}
            {cursos.data?.map((c) => (
              <CursoCard key={c.cursoId} c={c} onElegir={() => setCurso(c)} />
            ))}
            <Link component={RouterLink} to="/solicitud-inscripcion">
              {t('ecPublic.lookupTitle')}
            </Link>
          </>
        )}
      </Stack>
    </PublicShell>
  );
}

const etiquetas = fieldLabels(solicitudInscripcion);

/** The request for one course, checked by the request's declaration as the server checks it. */
function SolicitudForm({ curso, onSent, onOtherCourse }: { curso: CursoAbierto; onSent: (s: EstadoSolicitudPublica) => void; onOtherCourse: () => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha('solicitud_inscripcion');
  const form = useContractForm(
    solicitudPublicaIn,
    etiquetas,
    { cursoId: curso.cursoId, ...Object.fromEntries(campos.map(([c]) => [c, ''])), ...Object.fromEntries(fuentes.map((f) => [f, false])) },
    'onTouched',
  );
  const [general, setGeneral] = useState<string | null>(null);
  const enviar = form.handleSubmit(async (solicitud) => {
    setGeneral(null);
    try {
      onSent(await enviarSolicitud({ token: await captcha.token(), solicitud }));
    } catch (e) {
      setGeneral(applyServerErrors(e, form.setError, ['cursoId']));
      captcha.reset();
    }
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void enviar(e)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {campos.map(([campo, etiqueta, requerido]) => (
              <FormText
                key={campo}
                control={form.control}
                name={campo}
                label={t(`ecPublic.fields.${etiqueta}`)}
                required={requerido}
                type={campo === 'soInEmail' ? 'email' : 'text'}
              />
            ))}
          </Box>
          <FormGroup>
            <FormLabel component="legend">{t('ecPublic.heardFrom')}</FormLabel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {fuentes.map((f) => (
                <FormCheckbox key={f} control={form.control} name={f} label={t(`ecPublic.sources.${f}`)} />
              ))}
            </Box>
          </FormGroup>
          {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
          {general && <Alert severity="error">{general}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('ecPublic.send')}
            </Button>
            <Button onClick={onOtherCourse}>{t('ecPublic.otherCourse')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
