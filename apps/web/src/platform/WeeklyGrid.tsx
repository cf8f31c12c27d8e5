import { useTranslation } from 'react-i18next';
import { Box, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import { semana, type Bloque } from '@claustro/domain/horarios/semana.rules';
import { currentLang } from './i18n.ts';

/** One meeting on the timetable: when, what (a section's name) and a line under it (room, professor). */
export interface WeeklyItem extends Bloque {
  key: string;
  title: string;
  detail?: string;
}

const rowHeight = 12; // px per quarter of an hour: 48 px an hour
const capitalized = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/**
 * A week of meetings: days as columns and hours as rows on a wide screen, a day-by-day agenda on a
 * phone. Meetings that clash are drawn side by side and marked. Screen readers get the meetings as a
 * list in day and hour order, each named in full ("Lunes 08:00–10:00: MAT-101-01 Cálculo I, A-101").
 */
export function WeeklyGrid({ items, label, empty }: { items: WeeklyItem[]; label: string; empty: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const week = semana([...items].sort((a, b) => a.diaId - b.diaId || a.desde.localeCompare(b.desde)));
  const name = (b: WeeklyItem) => `${capitalized(diaNombre(b.diaId)[lang])} ${b.desde}–${b.hasta}: ${b.title}${b.detail ? `, ${b.detail}` : ''}`;

  if (!items.length)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
        {empty}
      </Paper>
    );

  if (phone)
    return (
      <Stack spacing={1.5} role="list" aria-label={label}>
        {week.dias
          .filter((d) => week.bloques.some((b) => b.diaId === d))
          .map((d) => (
            <Paper key={d} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {capitalized(diaNombre(d)[lang])}
              </Typography>
              {week.bloques
                .filter((b) => b.diaId === d)
                .map((b) => (
                  <Box key={b.key} role="listitem" aria-label={name(b)} sx={{ py: 0.5, color: b.choca ? 'error.main' : undefined }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {b.desde}–{b.hasta} · {b.title}
                      {b.choca && ` · ${t('weekly.clash')}`}
                    </Typography>
                    {b.detail && (
                      <Typography variant="body2" color="text.secondary">
                        {b.detail}
                      </Typography>
                    )}
                  </Box>
                ))}
            </Paper>
          ))}
      </Stack>
    );

  const rows = (week.hastaHora - week.desdeHora) * 4;
  const hours = Array.from({ length: week.hastaHora - week.desdeHora }, (_, i) => week.desdeHora + i);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          minWidth: 640,
          gridTemplateColumns: `56px repeat(${week.dias.length}, minmax(0, 1fr))`,
          gridTemplateRows: `32px repeat(${rows}, ${rowHeight}px)`,
        }}
      >
        {week.dias.map((d, i) => (
          <Typography
            key={d}
            aria-hidden
            variant="subtitle2"
            sx={{ gridColumn: i + 2, gridRow: 1, textAlign: 'center', alignSelf: 'center', borderLeft: 1, borderColor: 'divider' }}
          >
            {capitalized(diaNombre(d)[lang])}
          </Typography>
        ))}
        {hours.map((h, i) => (
          <Box
            key={h}
            aria-hidden
            sx={{
              gridColumn: `1 / -1`,
              gridRow: `${i * 4 + 2} / span 4`,
              borderTop: 1,
              borderColor: 'divider',
              pl: 1,
              fontSize: 12,
              color: 'text.secondary',
            }}
          >
            {String(h).padStart(2, '0')}:00
          </Box>
        ))}
        <Box role="list" aria-label={label} sx={{ display: 'contents' }}>
          {week.bloques.map((b, i) => (
            <Box
              key={b.key}
              role="listitem"
              aria-label={name(b)}
              title={name(b)}
              sx={{
                gridColumn: b.columna + 2,
                gridRow: `${b.filaInicio + 2} / ${b.filaFin + 2}`,
                m: '1px 2px',
                p: 0.5,
                overflow: 'hidden',
                borderRadius: 1,
                borderLeft: 4,
                borderColor: b.choca ? 'error.main' : 'primary.main',
                bgcolor: alpha(b.choca ? theme.palette.error.main : theme.palette.primary.main, 0.1),
                // Two meetings at the same time share the cell, each half of it.
                ...(b.choca ? { width: 'calc(50% - 4px)', justifySelf: i % 2 ? 'end' : 'start' } : {}),
                zIndex: 1,
              }}
            >
              <Typography variant="caption" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                {b.desde}–{b.hasta} {b.title}
              </Typography>
              {b.detail && (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                  {b.detail}
                </Typography>
              )}
              {b.choca && (
                <Typography variant="caption" component="p" color="error" sx={{ fontWeight: 600 }}>
                  {t('weekly.clash')}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
