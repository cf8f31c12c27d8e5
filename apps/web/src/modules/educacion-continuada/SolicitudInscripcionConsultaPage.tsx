import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import type { EstadoSolicitudPublica } from '@claustro/domain/educacion-continuada/solicitud-publica.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { PublicShell } from '../../platform/PublicShell.tsx';
import { consultarSolicitudInscripcion } from './api.ts';

/** Where a request stands, as its author reads it: course, start, status and what the status means. */
export function EstadoSolicitud({ s }: { s: EstadoSolicitudPublica }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {s.nombre}
            </Typography>
            <Chip color="primary" label={s.estado} data-testid="estado" />
          </Stack>
          <Typography>
            {s.curso} · {t('ecPublic.starts', { fecha: formatDate(s.inicio, currentLang()) })}
          </Typography>
          {s.descripcion && <Typography color="text.secondary">{s.descripcion}</Typography>}
          <Typography variant="body2">{t('ecPublic.code', { codigo: s.codigo })}</Typography>
          {s.asistencia.sesiones > 0 && (
            <Typography variant="body2">
              {t('ecPublic.attendance', {
                presentes: s.asistencia.presentes,
                sesiones: s.asistencia.sesiones,
                porcentaje: s.asistencia.porcentaje,
                minimo: s.asistencia.minimo,
              })}
            </Typography>
          )}
          {s.saldo && (
            <Typography variant="body2">
              {s.saldo.balance === '0.00'
                ? t('ecPublic.paidUp')
                : t('ecPublic.owes', { balance: formatMoney(s.saldo.balance, s.saldo.moneda), vencido: formatMoney(s.saldo.vencido, s.saldo.moneda) })}
            </Typography>
          )}
          {s.certificado && (
            <Alert severity="success">
              {t('ecPublic.certificate', { codigo: s.certificado })}{' '}
              <Link component={RouterLink} to={`/validacion-titulo?codigo=${encodeURIComponent(s.certificado)}`}>
                {t('ecPublic.verify')}
              </Link>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** `/solicitud-inscripcion`: a participant finds their continuing-education request with identification and code. */
export default function SolicitudInscripcionConsultaPage() {
  const { t } = useTranslation();
  const captcha = useCaptcha('consulta_inscripcion');
  const [doc, setDoc] = useState('');
  const [codigo, setCodigo] = useState('');
  const [found, setFound] = useState<EstadoSolicitudPublica | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async () => {
    setError(null);
    try {
      setFound(await consultarSolicitudInscripcion({ documentoIdentificacion: doc, codigo, token: await captcha.token() }));
    } catch (e) {
      setFound(null);
      setError((e as ApiError).message);
      captcha.reset();
    }
  };
  return (
    <PublicShell title={t('ecPublic.lookupTitle')}>
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              onSubmit={(e) => {
                e.preventDefault();
                void find();
              }}
            >
              <TextField label={t('ecPublic.identification')} value={doc} onChange={(e) => setDoc(e.target.value.replace(/[^A-Za-z0-9]/g, ''))} required />
              <TextField
                label={t('ecPublic.codeLabel')}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value.toUpperCase().trim())}
                slotProps={{ htmlInput: { maxLength: 12 } }}
                required
              />
              <Button type="submit" variant="contained" disabled={!doc || !codigo} sx={{ alignSelf: { sm: 'center' } }}>
                {t('app.search')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link component={RouterLink} to="/solicitud-inscripcion/nueva">
                {t('ecPublic.newTitle')}
              </Link>
            </Typography>
          </CardContent>
        </Card>
        {error && <Alert severity="error">{error}</Alert>}
        {found && <EstadoSolicitud s={found} />}
      </Stack>
    </PublicShell>
  );
}
