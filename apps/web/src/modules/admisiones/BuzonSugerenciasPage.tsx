import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { resourceByName } from '@claustro/domain/registry';
import { openInNewTab } from '../../platform/api.ts';
import { pathOf } from '@claustro/domain/platform/contract';
import { sugerenciasApi } from '@claustro/domain/generales/sugerencia.contract';
import { useMarcarSugerenciaLeida, usePuntosSugerencias, useSugerenciasRecibidas } from './api.ts';
import { formatDateTime } from '../../platform/i18n.ts';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';

/** `/generales/buzon-sugerencias`: the QR points (with their codes to print) and what people left in them. */
export default function BuzonSugerenciasPage() {
  const { t, i18n } = useTranslation();
  const points = usePuntosSugerencias();
  const received = useSugerenciasRecibidas();
  const read = useMarcarSugerenciaLeida();
  return (
    <Stack spacing={3}>
      <ResourcePage def={resourceByName.get('buzonSugerencia')!} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('suggestions.qr')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(points.data ?? []).map((p) => (
              <Button key={p.id} size="small" variant="outlined" onClick={() => void openInNewTab(pathOf(sugerenciasApi.qr, { buzonSugerenciaId: p.id }))}>
                {p.label}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('suggestions.received')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('students.date')}</TableCell>
                <TableCell>{t('suggestions.point')}</TableCell>
                <TableCell>{t('suggestions.kind')}</TableCell>
                <TableCell>{t('suggestions.text')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(received.data ?? []).map((s) => (
                <TableRow key={s.sugerenciaId} sx={{ opacity: s.leida ? 0.6 : 1 }}>
                  <TableCell>{formatDateTime(s.creadoEn, i18n.language)}</TableCell>
                  <TableCell>{s.punto ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`suggestions.${s.tipo as 'sugerencia'}`)} />
                  </TableCell>
                  <TableCell>
                    {s.texto}
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {s.nombre ?? t('suggestions.anonymous')}
                      {s.email && (
                        <>
                          {' '}
                          · <Link href={`mailto:${s.email}`}>{s.email}</Link>
                        </>
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {!s.leida && (
                      <Button size="small" onClick={() => read.mutate(s.sugerenciaId)}>
                        {t('suggestions.markRead')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}
