import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { encuestaApi, misEncuestasScreen } from '@claustro/domain/analisis/encuesta.contract';
import { call } from '../../platform/contract-client.ts';
import { appConfig } from '../../platform/config.ts';
import { encuestaKeys as keys } from './api.ts';

/** Home's notice of the surveys the signed-in person has still to answer (nothing while surveys are off or none is pending). */
export function EncuestasPendientes() {
  const { t } = useTranslation();
  const on = appConfig().surveysEnabled;
  const mias = useQuery({ queryKey: keys.of('mias'), queryFn: () => call(encuestaApi.mias), enabled: on });
  const n = (mias.data ?? []).filter((e) => !e.respondida).length;
  if (!on || !n) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={misEncuestasScreen} color="inherit" size="small">
          {t('surveys.homeLink')}
        </Button>
      }
    >
      {t('surveys.homeNotice', { n })}
    </Alert>
  );
}
