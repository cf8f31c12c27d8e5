import { Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';

export interface Total {
  id: number | null;
  descripcion: string;
  total: number;
}

/** Horizontal bars, labelled, in plain SVG (charts need no library here). */
export function Bars({ title, data }: { title: string; data: Total[] }) {
  const theme = useTheme();
  const max = Math.max(1, ...data.map((d) => d.total));
  const row = 28;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <svg width="100%" height={data.length * row} role="img" aria-label={title}>
          {data.map((d, i) => (
            <g key={`${d.id}-${d.descripcion}`} transform={`translate(0, ${i * row})`}>
              <text x="0" y="12" fontSize="12" fill={theme.palette.text.secondary}>
                {d.descripcion}
              </text>
              <rect x="0" y="15" height="9" rx="3" width={`${(85 * d.total) / max}%`} fill={theme.palette.primary.main} />
              <text x={`${(85 * d.total) / max + 1.5}%`} y="24" fontSize="11" fill={theme.palette.text.primary}>
                {d.total}
              </text>
            </g>
          ))}
        </svg>
      </CardContent>
    </Card>
  );
}
