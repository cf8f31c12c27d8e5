import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { api } from '../../platform/api.ts';
import type { SessionUser } from '../../platform/session-store.ts';

interface Total {
  id: number | null;
  descripcion: string;
  total: number;
}

/** Horizontal bars, labelled, in plain SVG (charts need no library here). */
function Bars({ title, data }: { title: string; data: Total[] }) {
  const theme = useTheme();
  const max = Math.max(1, ...data.map((d) => d.total));
  const row = 28;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
        <svg width="100%" height={data.length * row} role="img" aria-label={title}>
          {data.map((d, i) => (
            <g key={`${d.id}-${d.descripcion}`} transform={`translate(0, ${i * row})`}>
              <text x="0" y="12" fontSize="12" fill={theme.palette.text.secondary}>{d.descripcion}</text>
              <rect x="0" y="15" height="9" rx="3" width={`${(85 * d.total) / max}%`} fill={theme.palette.primary.main} />
              <text x={`${(85 * d.total) / max + 1.5}%`} y="24" fontSize="11" fill={theme.palette.text.primary}>{d.total}</text>
            </g>
          ))}
        </svg>
      </CardContent>
    </Card>
  );
}

/** Active students of the user's careers (spec §7 student statistics), on the home dashboard. */
export function StudentStats({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const base = '/api/reportes/academicos/estudiantes';
  const get = (path: string) => () => api<Total[]>(`${base}/${path}`);
  const byCareer = useQuery({ queryKey: ['stats', 'carrera', user.sedeId], queryFn: get(`total-carrera/${user.usuarioId}/recinto/${user.sedeId}`), enabled: !!user.sedeId });
  const bySex = useQuery({ queryKey: ['stats', 'sexo', user.sedeId], queryFn: get(`total-sexo/${user.usuarioId}/recinto/${user.sedeId}`), enabled: !!user.sedeId });
  const byCampus = useQuery({ queryKey: ['stats', 'recintos'], queryFn: get(`total-recintos/${user.usuarioId}`) });
  const charts = [
    { title: t('stats.byCareer', { campus: user.sede }), data: byCareer.data },
    { title: t('stats.bySex', { campus: user.sede }), data: bySex.data },
    { title: t('stats.byCampus'), data: byCampus.data },
  ].filter((c) => c.data && c.data.length);
  if (!charts.length) return null;
  return (
    <>
      <Typography variant="h6" component="h2">{t('stats.title')}</Typography>
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
