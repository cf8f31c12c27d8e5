import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { formatosReporte, rutaReporte, type FormatoReporte, type Reporte } from '@claustro/domain/reportes/engine';
import { apiDownload, saveBlob } from '../../platform/api.ts';

/** A size as people read it: KB up to a megabyte, then MB with one decimal. */
const tamano = (n: number) => (n < 1 << 20 ? `${Math.ceil(n / 1024)} KB` : `${(n / (1 << 20)).toFixed(1)} MB`);

/**
 * A report's files: the whole report (every page, the same parameters and order) as a spreadsheet, a
 * CSV or a PDF, made on the server and streamed; while it arrives, how much has.
 */
export function Descargas({ reporte, consulta, total }: { reporte: Reporte; consulta: Record<string, unknown> | null; total: number | undefined }) {
  const { t } = useTranslation();
  const [bytes, setBytes] = useState<number | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const bajar = async (formato: FormatoReporte) => {
    setProblema(null);
    setBytes(0);
    try {
      const blob = await apiDownload(rutaReporte(reporte), { query: { ...consulta!, formato } }, setBytes);
      saveBlob(blob, `${reporte.nombre}.${formato}`);
    } catch (e) {
      setProblema((e as Error).message);
    } finally {
      setBytes(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {formatosReporte.map((f) => (
          <Button key={f} variant="outlined" size="small" disabled={!consulta || !total || bytes !== null} onClick={() => void bajar(f)}>
            {t(`reports.${f}`)}
          </Button>
        ))}
        {total !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('reports.rows', { n: total.toLocaleString('en-US') })}
          </Typography>
        )}
      </Stack>
      {bytes !== null && (
        <Stack spacing={0.5} role="status">
          <LinearProgress aria-label={t('reports.downloading', { size: tamano(bytes) })} />
          <Typography variant="caption">{t('reports.downloading', { size: tamano(bytes) })}</Typography>
        </Stack>
      )}
      {problema && (
        <Alert severity="error" onClose={() => setProblema(null)}>
          {problema}
        </Alert>
      )}
    </Stack>
  );
}
