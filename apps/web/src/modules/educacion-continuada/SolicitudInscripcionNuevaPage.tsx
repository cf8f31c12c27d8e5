import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { CursoAbierto, EstadoSolicitudPublica } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
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
  const captcha = useCaptcha('solicitud_inscripcion');
  const [curso, setCurso] = useState<CursoAbierto | null>(null);
  const [valores, setValores] = useState<Record<string, string>>({});
  const [marcas, setMarcas] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [hecha, setHecha] = useState<EstadoSolicitudPublica | null>(null);
  const enviar = async () => {
    if (!curso) return;
    setEnviando(true);
    setError(null);
    try {
      const datos = Object.fromEntries(Object.entries(valores).filter(([, v]) => v.trim()));
      setHecha(await enviarSolicitud({ token: await captcha.token(), solicitud: { ...datos, ...marcas, cursoId: curso.cursoId } }));
    } catch (e) {
      setError(e as ApiError);
      captcha.reset();
    } finally {
      setEnviando(false);
    }
  };
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
            <Card variant="outlined">
              <CardContent>
                <Stack
                  component="form"
                  spacing={2}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void enviar();
                  }}
                >
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {campos.map(([campo, etiqueta, requerido]) => (
                      <TextField
                        key={campo}
                        label={t(`ecPublic.fields.${etiqueta}`)}
                        value={valores[campo] ?? ''}
                        onChange={(e) => setValores({ ...valores, [campo]: e.target.value })}
                        required={requerido}
                        type={campo === 'soInEmail' ? 'email' : 'text'}
                        error={!!error?.fields?.[campo]}
                        helperText={error?.fields?.[campo]}
                      />
                    ))}
                  </Box>
                  <FormGroup>
                    <FormLabel component="legend">{t('ecPublic.heardFrom')}</FormLabel>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                      {fuentes.map((f) => (
                        <FormControlLabel
                          key={f}
                          control={<Checkbox checked={!!marcas[f]} onChange={(e) => setMarcas({ ...marcas, [f]: e.target.checked })} />}
                          label={t(`ecPublic.sources.${f}`)}
                        />
                      ))}
                    </Box>
                  </FormGroup>
                  {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ minHeight: 78 }} />}
                  {error && <Alert severity="error">{error.message}</Alert>}
                  <Stack direction="row" spacing={1}>
                    <Button type="submit" variant="contained" disabled={enviando}>
                      {t('ecPublic.send')}
                    </Button>
                    <Button onClick={() => (setCurso(null), setError(null))}>{t('ecPublic.otherCourse')}</Button>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
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
