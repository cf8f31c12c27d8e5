import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { menuTree } from '@claustro/domain/shell/menu.rules';
import { useRoles } from '../seguridad/api.ts';
import { useSession, type MenuOption } from '../../platform/session.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { StudentStats } from './StudentStats.tsx';
import { MyCareers } from './MyCareers.tsx';
import { PersonAvatar } from '../../platform/PersonAvatar.tsx';
import { EncuestasPendientes } from '../analisis/public.ts';

function leavesOf(id: number, tree: Map<number | null, MenuOption[]>): MenuOption[] {
  return (tree.get(id) ?? []).flatMap((c) => (c.url ? [c] : leavesOf(c.id, tree)));
}

/** Home: who you are, where you work, and the modules your role opens. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user, menu } = useSession();
  const lang = currentLang();
  const roles = useRoles(!!user && user.rolId !== 6);
  const rol = roles.data?.find((r) => r.rolId === user?.rolId);
  const tree = menuTree(menu ?? []);
  const groups = (tree.get(null) ?? []).map((g) => ({ group: g, leaves: g.url ? [g] : leavesOf(g.id, tree) })).filter((g) => g.leaves.length);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PersonAvatar photo={user?.fotoPerfil} name={user?.nombres ?? ''} sx={{ width: 56, height: 56 }} />
        <div>
          <Typography variant="h5" component="h1">
            {t('home.welcome', { name: user?.nombres })}
          </Typography>
          <Typography color="text.secondary">
            {rol && `${t('home.role')}: ${lang === 'en' ? rol.rolDescripcionIngles : rol.rolDescripcion} · `}
            {user?.sede && `${t('home.campus')}: ${user.sede}`}
          </Typography>
        </div>
      </Stack>
      {user && <EncuestasPendientes />}
      {user && user.rolId !== 6 && <StudentStats user={user} />}
      {user && user.rolId === 6 && <MyCareers user={user} />}
      <Typography variant="h6" component="h2">
        {t('home.shortcuts')}
      </Typography>
      <Grid container spacing={2}>
        {groups.map(({ group, leaves }) => (
          <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={leaves[0].url!} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {lang === 'en' ? group.ingles : group.descripcion}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('home.screens', { count: leaves.length })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {leaves
                      .slice(0, 3)
                      .map((l) => (lang === 'en' ? l.ingles : l.descripcion))
                      .join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
