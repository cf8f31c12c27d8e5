import { useTranslation } from 'react-i18next';
import { Grid, Typography } from '@mui/material';
import { useStudentStats } from './api.ts';
import type { SessionUser } from '../../platform/session-store.ts';
import { Bars } from '../../platform/Bars.tsx';

/** Active students of the user's careers (spec §7 student statistics), on the home dashboard. */
export function StudentStats({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { byCareer, bySex, byCampus } = useStudentStats(user.usuarioId, user.sedeId);
  const charts = [
    { title: t('stats.byCareer', { campus: user.sede }), data: byCareer.data },
    { title: t('stats.bySex', { campus: user.sede }), data: bySex.data },
    { title: t('stats.byCampus'), data: byCampus.data },
  ].filter((c) => c.data && c.data.length);
  if (!charts.length) return null;
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('stats.title')}
      </Typography>
      <Grid container spacing={2}>
        {charts.map((c) => (
          <Grid key={c.title} size={{ xs: 12, md: 4 }}>
            <Bars title={c.title} data={c.data!.slice(0, 12)} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
