import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { appConfig } from './config.ts';
import { LanguageButton } from './LanguageButton.tsx';
import type { Formulario } from '@claustro/domain/admisiones/solicitud.contract';

/** The frame of the public pages: the institution's name, the language switch, and the page. */
export function PublicShell({ title, children, signedIn }: { title: string; children: ReactNode; signedIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }} noWrap>
            {/* A phone's bar has room for the short name (UASD), a wider screen for the whole one. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {appConfig().university}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {appConfig().shortName}
            </Box>
          </Typography>
          <LanguageButton />
          {signedIn ? (
            <Button color="inherit" component={RouterLink} to="/">
              {t('app.home')}
            </Button>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              {t('login.submit')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
      <UnsavedChangesDialog />
    </Box>
  );
}

/** Options the public form offers (`GET /api/solicitudes-admisiones/formulario`). */
export type Opcion = Formulario['periodos'][number];
export type { Formulario };

/** A document file the form will send: under 2 MB, a PDF or an image (spec §5). */
export function fileProblem(file: File, t: (k: string) => string): string | null {
  if (file.size >= 2 * 1024 * 1024) return t('admission.fileTooBig');
  if (!/^(application\/pdf|image\/(jpeg|png|webp))$/.test(file.type)) return t('admission.fileType');
  return null;
}
