import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AppBar,
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { appConfig } from '../platform/config.ts';
import { drawnViewport } from '../platform/drawn-viewport.ts';
import { useSession } from '../platform/session.tsx';
import { isMenuPage } from '@claustro/domain/shell/guard.rules';
import { MenuDrawer } from './MenuDrawer.tsx';
import { LanguageButton } from '../platform/LanguageButton.tsx';
import { tabTitle } from '../platform/screen-title.ts';
import { IdleDialog } from './IdleDialog.tsx';
import { UnsavedChangesDialog } from '../platform/UnsavedChangesDialog.tsx';
import { useColorMode } from '../platform/color-mode.ts';
import { useMessagesHub } from '../modules/mensajes/useMessagesHub.ts';
import { useAvisosVigentes } from '../modules/mensajes/api.ts';
import { useMisSedes } from '../modules/seguridad/api.ts';
import { cambiarRecinto } from '../modules/shell/api.ts';
import { PersonAvatar } from '../platform/PersonAvatar.tsx';

const drawerWidth = 300;

function CampusDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, adopt } = useSession();
  const navigate = useNavigate();
  const sedes = useMisSedes(open);
  const choose = async (sedeId: number) => {
    adopt(await cambiarRecinto(sedeId));
    onClose();
    navigate('/');
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('shell.changeCampus')}</DialogTitle>
      <List>
        {sedes.data?.map((s) => (
          <ListItemButton key={s.sedeId} selected={s.sedeId === user?.sedeId} onClick={() => void choose(s.sedeId)}>
            <ListItemText primary={s.sedeDescripcion} />
          </ListItemButton>
        ))}
      </List>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The signed-in shell of spec §1: side menu, top bar, footer. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const config = appConfig();
  const theme = useTheme();
  const drawnWide = { defaultMatches: drawnViewport.wide() };
  const wide = useMediaQuery(theme.breakpoints.up('md'), drawnWide);
  // A phone's top bar has room for the short name (UASD), a tablet's for the whole one.
  const roomy = useMediaQuery(theme.breakpoints.up('sm'), drawnWide);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const [bell, setBell] = useState<HTMLElement | null>(null);
  const [campusOpen, setCampusOpen] = useState(false);
  const { user, menu, logout } = useSession();
  const { dark, toggle } = useColorMode();
  const navigate = useNavigate();
  const signOut = useCallback(
    (keepDrafts = false) => {
      void logout({ keepDrafts }).then(() => navigate('/login'));
    },
    [logout, navigate],
  );
  const messages = useMessagesHub(!!user && !user.expiredPassword);
  const notices = useAvisosVigentes(!!user && !user.expiredPassword);

  // The tab says the screen's name, as the menu does (a bookmark reads "Estudiantes · UDEMO").
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void tabTitle(pathname, i18n.language === 'en' ? 'en' : 'es').then((name) => {
      if (current) document.title = [name, config.shortName].filter(Boolean).join(' · ');
    });
    return () => {
      current = false;
    };
  }, [pathname, i18n.language, config.shortName]);

  // Grants for `{id}` pages (a receipt) are not pages of their own: they stay out of the menu.
  const pages = useMemo(() => (menu ?? []).filter((o) => !o.url || isMenuPage(o.url)), [menu]);
  const drawer = <MenuDrawer options={pages} onNavigate={() => setDrawerOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" onClick={() => setDrawerOpen(true)} aria-label={t('shell.menu')}>
              <MenuIcon />
            </IconButton>
          )}
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, flexGrow: 1 }}
          >
            <Box component="img" src={config.logo} alt="" sx={{ width: 32, height: 32 }} />
            <Typography variant="h6" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.2rem' } }}>
              {roomy ? config.displayName : config.shortName}
            </Typography>
          </Box>
          <LanguageButton />
          {/* Hints on hover are the browser's own (`title`): MUI's tooltip re-renders each one as it mounts. */}
          <IconButton
            color="inherit"
            onClick={toggle}
            aria-label={dark ? t('shell.lightMode') : t('shell.darkMode')}
            title={dark ? t('shell.lightMode') : t('shell.darkMode')}
          >
            {dark ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
          <IconButton
            color="inherit"
            onClick={(e) => setBell(e.currentTarget)}
            aria-label={t('shell.notificationsCount', { total: messages.total })}
            title={t('shell.notifications')}
            data-testid="bell"
          >
            <Badge
              badgeContent={messages.total}
              color={messages.isNew ? 'warning' : 'error'}
              max={99}
              data-testid="bell-count"
              sx={messages.isNew ? { '& .MuiBadge-badge': { transform: 'scale(1.25) translate(50%, -50%)' } } : undefined}
            >
              <NotificationsIcon />
            </Badge>
          </IconButton>
          <Menu anchorEl={bell} open={!!bell} onClose={() => setBell(null)} onClick={() => setBell(null)} slotProps={{ paper: { sx: { maxWidth: 380 } } }}>
            {messages.list.length === 0 && <MenuItem disabled>{t('shell.noNotifications')}</MenuItem>}
            {messages.list.map((m) => (
              <MenuItem key={m.usuarioMensajeId} component={RouterLink} to="/mensajes" sx={{ whiteSpace: 'normal', fontWeight: m.leido ? 400 : 700 }}>
                <ListItemText
                  primary={m.usMeMensaje}
                  secondary={`${m.nombres} ${m.apellidos}`}
                  slotProps={{ primary: { sx: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } }}
                />
              </MenuItem>
            ))}
            <Divider />
            <MenuItem component={RouterLink} to="/mensajes">
              {t('messages.seeAll')}
            </MenuItem>
          </Menu>
          <IconButton onClick={(e) => setUserMenu(e.currentTarget)} aria-label={user?.usuaNombre} data-testid="user-menu">
            <PersonAvatar photo={user?.fotoPerfil} name={user?.nombres ?? ''} sx={{ width: 32, height: 32 }} />
          </IconButton>
          <Menu anchorEl={userMenu} open={!!userMenu} onClose={() => setUserMenu(null)} onClick={() => setUserMenu(null)}>
            <Box sx={{ px: 2, py: 1 }}>
              <Typography variant="subtitle2">
                {user?.nombres} {user?.apellidos}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {user?.sede}
              </Typography>
            </Box>
            <Divider />
            <MenuItem component={RouterLink} to="/datos-personales">
              {t('shell.personalData')}
            </MenuItem>
            <MenuItem component={RouterLink} to="/seguridad/cambiar-clave">
              {t('shell.changePassword')}
            </MenuItem>
            {user?.multipleSedes && <MenuItem onClick={() => setCampusOpen(true)}>{t('shell.changeCampus')}</MenuItem>}
            <MenuItem onClick={() => signOut()}>{t('shell.logout')}</MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // On a phone the menu opens as a dialog: it is named like the button that opens it.
        slotProps={{ paper: { 'aria-label': t('shell.menu') } }}
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {drawer}
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          {notices.data?.map((n) => (
            <Alert key={n.mensajeSistemaId} severity="info" sx={{ mb: 2 }}>
              <strong>{n.meSiTitulo}</strong> — {n.meSiMensaje}
            </Alert>
          ))}
          <Outlet />
        </Box>
        <Box component="footer" sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: 13 }}>
          © {new Date().getFullYear()} {config.displayName} · {t('app.version')} {config.version}
        </Box>
      </Box>
      <IdleDialog timeoutMs={config.idleTimeoutMs} onExpire={() => signOut(true)} />
      <UnsavedChangesDialog />
      <CampusDialog open={campusOpen} onClose={() => setCampusOpen(false)} />
    </Box>
  );
}
