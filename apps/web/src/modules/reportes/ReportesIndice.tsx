import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { appRoutes } from '@claustro/domain/shell/routes';
import { sectionRoots } from '@claustro/domain/shell/guard.rules';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useSession } from '../../platform/session.tsx';

/** The root of a section of reports (`/reportes/academicos/*`): each of its reports the user may open, as a card that opens it. */
export default function ReportesIndice() {
  const { t } = useTranslation();
  const lang = currentLang();
  const { pathname } = useLocation();
  const { menu } = useSession();
  const mine = new Set(menu?.map((o) => o.url?.toLowerCase()));
  const raiz = decodeURI(pathname).toLowerCase();
  const prefijos = sectionRoots[raiz] ?? [];
  const dentro = appRoutes.filter(
    (r) => !r.path.endsWith('*') && !r.path.includes('{') && mine.has(r.path.toLowerCase()) && prefijos.some((p) => r.path.toLowerCase().startsWith(p)),
  );
  return (
    <Stack spacing={2}>
      <ListHeader title={appRoutes.find((r) => r.path.toLowerCase() === raiz)?.label[lang] ?? ''} />
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
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
