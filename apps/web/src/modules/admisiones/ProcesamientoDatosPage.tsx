import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../platform/DateInput.tsx';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { useCampanaDatos, useIniciarCampana } from './api.ts';
import { useSession } from '../../platform/session.tsx';
import { PublicShell } from '../../platform/PublicShell.tsx';

/** `/academicos/procesamiento-datos-estudiantes`: since when students must confirm their data, and how many have. */
export default function ProcesamientoDatosPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const progreso = useCampanaDatos(!!user);
  const iniciar = useIniciarCampana();
  const [desde, setDesde] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user) return <Navigate to="/login" replace />;
  const put = async (value: string | null) => {
    setError(null);
    try {
      await iniciar.mutateAsync(value);
    } catch (e) {
      setError([(e as ApiError).message, ...Object.values((e as ApiError).fields)].join(' '));
    }
  };
  const p = progreso.data;
  const total = p ? p.alDia + p.pendientes : 0;
  return (
    <PublicShell title={t('studentData.campaignTitle')} signedIn>
      {progreso.isError && <Alert severity="error">{(progreso.error as ApiError).message}</Alert>}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {p && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography>{p.desde ? t('studentData.campaignSince', { date: p.desde }) : t('studentData.noCampaign')}</Typography>
              {p.desde && (
                <>
                  <Typography variant="body2">{t('studentData.campaignProgress', { done: p.alDia, total })}</Typography>
                  <LinearProgress variant="determinate" value={total ? (100 * p.alDia) / total : 0} />
                </>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <DateInput label={t('studentData.since')} value={desde || null} onChange={(v) => setDesde(v ?? '')} />
                <Button variant="contained" disabled={!desde} onClick={() => void put(desde)}>
                  {t('studentData.start')}
                </Button>
                {p.desde && (
                  <Button color="error" onClick={() => void put(null)}>
                    {t('studentData.end')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PublicShell>
  );
}
