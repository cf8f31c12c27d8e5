import { useTranslation } from 'react-i18next';
import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useEstudiantePropio } from '../academicos/api.ts';
import type { SessionClaims } from '@claustro/domain/seguridad/session';

/** A student's own home: matrícula and each career with its campus and status. */
export function MyCareers({ user }: { user: SessionClaims }) {
  const { t } = useTranslation();
  const me = useEstudiantePropio(user.usuaNombre);
  if (!me.data) return null;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('home.myCareers')} · {t('students.matricula')} {me.data.matriculaId}
      </Typography>
      <Grid container spacing={2}>
        {me.data.carreras.map((c) => (
          <Grid key={c.estudianteCarreraId} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {c.carrDescripcion}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.sedeDescripcion}
                </Typography>
                <Chip size="small" sx={{ mt: 1 }} color={c.activa ? 'primary' : 'default'} label={c.esEsDescripcion} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
