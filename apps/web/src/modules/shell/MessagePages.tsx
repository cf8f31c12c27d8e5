import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Typography } from '@mui/material';

export function Message({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('app.home')}
        </Button>
      </Paper>
    </Box>
  );
}

export function NoAccessPage() {
  const { t } = useTranslation();
  return <Message title={t('pages.noAccessTitle')} text={t('pages.noAccess')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Message title={t('pages.notFoundTitle')} text={t('pages.notFound')} />;
}
