import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { cobroApi, reciboPosScreen, reciboScreen } from '@claustro/domain/financieros/cobro.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useFileUrl } from '../../platform/useFileUrl.ts';
import { imprimirRecibo } from './api.ts';

/**
 * `/financieros/reportes-recibos/{id}` and `/financieros/reportes-recibos-pos/{id}`: a receipt shown
 * as it prints (letter paper or the POS roll), to print from here or link to.
 */
function ReciboPdf({ formato }: { formato: 'carta' | 'pos' }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const url = useFileUrl(valid ? `${pathOf(cobroApi.pdf, { documentoContableId: id })}?formato=${formato}` : null);
  const title =
    screenTitle(formato === 'pos' ? reciboPosScreen.replace('/:id', '/{id}') : reciboScreen.replace('/:id', '/{id}'), lang) ??
    t('receipts.title', { numero: id });
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>{valid && <FileButton variant="contained" label={t('app.print')} run={() => imprimirRecibo(id, formato)} />}</ListHeader>
      {!valid ? (
        <Alert severity="warning">{t('receipts.notFound')}</Alert>
      ) : url ? (
        <Box
          component="iframe"
          title={title}
          src={url}
          sx={{ width: formato === 'pos' ? { xs: '100%', sm: 340 } : '100%', height: '78vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <CircularProgress aria-label={t('app.loading')} />
      )}
    </Stack>
  );
}

export default function ReciboPdfPage() {
  return <ReciboPdf formato="carta" />;
}
export const ReciboPosPage = () => <ReciboPdf formato="pos" />;
