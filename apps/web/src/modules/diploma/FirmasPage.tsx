import { useTranslation } from 'react-i18next';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { diplomaApi, firmasScreen } from '@claustro/domain/diploma/diploma.contract';
import { call } from '../../platform/contract-client.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ImageField } from '../../platform/ImageField.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { diplomaKeys as keys, useFirma } from './api.ts';

/**
 * `/diploma/firmas`: the active signatories in print order, each with the image of their signature —
 * uploaded, replaced or removed here; titles and diplomas print it over the signatory's line.
 */
export default function FirmasPage() {
  const { t } = useTranslation();
  const firmas = useQuery({ queryKey: keys.of('firmas'), queryFn: () => call(diplomaApi.firmas, {}) });
  const firma = useFirma();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {screenTitle(firmasScreen, currentLang())}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('diplomas.signaturesIntro')}
      </Typography>
      {firmas.error && <Alert severity="error">{firmas.error.message}</Alert>}
      {firmas.data?.length === 0 && <Alert severity="info">{t('diplomas.noSignatories')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {firmas.data?.map((f) => (
          <Card key={f.firmanteId} variant="outlined" sx={{ width: { xs: '100%', md: 320 } }}>
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>{f.nombre}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {f.cargo}
              </Typography>
              <ImageField
                label={`${t('diplomas.signature')}: ${f.nombre}`}
                current={f.firmaUrl}
                kind="printable"
                width={280}
                upload={(file) => firma.subir.mutateAsync({ firmanteId: f.firmanteId, file })}
                remove={() => firma.quitar.mutateAsync(f.firmanteId)}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
