import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Link, Stack } from '@mui/material';
import type { RetencionesDe } from '@claustro/domain/seleccion/seleccion.contract';
import { currentLang } from '../../platform/i18n.ts';

/**
 * What stands between the student and registering, said before they add anything: their status when
 * it keeps them out, each hold with what lifts it (and where), and the notices that refuse nothing.
 */
export function RetencionesPanel({ data, staff }: { data: RetencionesDe; staff?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (!data.estado && !data.retenciones.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('registration.holds')}>
      {data.estado && (
        <Alert severity="error">
          <AlertTitle>{t('registration.statusBars')}</AlertTitle>
          {data.estado[lang]}
        </Alert>
      )}
      {data.retenciones.map((r, i) => (
        <Alert key={i} severity={r.bloquea ? 'error' : 'info'}>
          <AlertTitle>{t(r.bloquea ? 'registration.hold' : 'registration.notice', { origen: t(`registration.origin.${r.origen}`) })}</AlertTitle>
          {r.motivo[lang]}{' '}
          {r.enlace && !staff ? (
            <Link component={RouterLink} to={r.enlace}>
              {r.levanta[lang]}
            </Link>
          ) : (
            r.levanta[lang]
          )}
        </Alert>
      ))}
    </Stack>
  );
}
