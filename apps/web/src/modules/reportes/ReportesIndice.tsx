import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { appRoutes } from '@claustro/domain/shell/routes';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';

/** The root of a section of reports (`/reportes/academicos/*`): each of its reports, as a card that opens it. */
function ReportesIndice({ prefijos }: { prefijos: string[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { pathname } = useLocation();
  const dentro = appRoutes.filter((r) => !r.path.endsWith('*') && !r.path.includes('{') && prefijos.some((p) => r.path.startsWith(p)));
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(pathname, lang) ?? ''} />
      <Typography variant="body2" color="text.secondary">
        {t('reports.index')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {dentro.map((r) => (
          <Card key={r.path} variant="outlined" sx={{ width: { xs: '100%', sm: 300 } }}>
            <CardActionArea component={RouterLink} to={r.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {r.label[lang]}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.path}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

export const indice = (prefijos: string[]) =>
  function Indice() {
    return <ReportesIndice prefijos={prefijos} />;
  };

/** Continuing education's reports live under its own section and finance's: its root lists both. */
export const educacionContinuada = ['/educacion-continuada/Reporte', '/financieros/reporte-cobros-por-curso-ep'];
