import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatosReporte, rutaReporte, type FormatoReporte, type Reporte } from '@claustro/domain/reportes/engine';
import { filasEnSegundoPlano, trabajosApi, type TrabajoReporte } from '@claustro/domain/reportes/trabajos.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { apiDownload, saveBlob } from '../../platform/api.ts';
import { call } from '../../platform/contract-client.ts';

/** A size as people read it: KB up to a megabyte, then MB with one decimal. */
const tamano = (n: number) => (n < 1 << 20 ? `${Math.ceil(n / 1024)} KB` : `${(n / (1 << 20)).toFixed(1)} MB`);
const n = (x: number) => x.toLocaleString('en-US');

/**
 * A report's files: the whole report (every page, the same parameters and order) as a spreadsheet, a
 * CSV or a PDF, made on the server and streamed, with how much has arrived; past `filasEnSegundoPlano`
 * rows, prepared in the background instead — the list below follows them, the bell says when one is ready.
 */
export function Descargas({
  reporte,
  consulta,
  total,
  extra,
}: {
  reporte: Reporte;
  consulta: Record<string, unknown> | null;
  total: number | undefined;
  /** What goes first in the row of buttons (the layout's). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [bytes, setBytes] = useState<number | null>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const largo = (total ?? 0) > filasEnSegundoPlano;
  const client = useQueryClient();
  const trabajos = useQuery({
    queryKey: ['reportes', 'trabajos', reporte.nombre],
    queryFn: () => call(trabajosApi.lista, { query: { reporte: reporte.nombre } }),
    // While one is being made, asked again every two seconds.
    refetchInterval: (q) => (q.state.data?.some((x) => x.estado === 'pendiente' || x.estado === 'en_curso') ? 2000 : false),
  });
  const preparar = useMutation({
    mutationFn: (formato: FormatoReporte) =>
      call(trabajosApi.crear, {
        body: {
          reporte: reporte.nombre,
          formato,
          consulta: Object.fromEntries(Object.entries(consulta!).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>,
        },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['reportes', 'trabajos', reporte.nombre] }),
    onError: (e) => setProblema((e as Error).message),
  });
  const bajar = async (formato: FormatoReporte) => {
    setProblema(null);
    setBytes(0);
    try {
      saveBlob(await apiDownload(rutaReporte(reporte), { query: { ...consulta!, formato } }, setBytes), `${reporte.nombre}.${formato}`);
    } catch (e) {
      setProblema((e as Error).message);
    } finally {
      setBytes(null);
    }
  };
  const bajarTrabajo = async (x: TrabajoReporte) =>
    saveBlob(await apiDownload(pathOf(trabajosApi.archivo, { trabajoId: x.trabajoId }), {}, () => undefined), `${reporte.nombre}-${x.trabajoId}.${x.formato}`);
  const estado = (x: TrabajoReporte) =>
    x.estado === 'listo'
      ? t('reports.jobReady')
      : x.estado === 'en_curso'
        ? t('reports.jobRunning', { n: `${n(x.filas)} / ${n(x.total ?? 0)}` })
        : x.estado === 'pendiente'
          ? t('reports.jobPending')
          : t('reports.jobFailed');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {extra}
        {formatosReporte.map((f) => (
          <Button
            key={f}
            variant="outlined"
            size="small"
            disabled={!consulta || !total || bytes !== null || preparar.isPending}
            onClick={() => (largo ? preparar.mutate(f) : void bajar(f))}
          >
            {t(`reports.${f}`)}
          </Button>
        ))}
        {total !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {t('reports.rows', { n: n(total) })}
          </Typography>
        )}
      </Stack>
      {largo && (
        <Typography variant="caption" color="text.secondary">
          {t('reports.backgroundHint', { count: n(filasEnSegundoPlano) })}
        </Typography>
      )}
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
      {!!trabajos.data?.length && (
        <List dense aria-label={t('reports.jobs')} subheader={<Typography variant="subtitle2">{t('reports.jobs')}</Typography>}>
          {trabajos.data.map((x) => (
            <ListItem
              key={x.trabajoId}
              secondaryAction={
                x.estado === 'listo' ? (
                  <Button size="small" onClick={() => void bajarTrabajo(x).catch((e: Error) => setProblema(e.message))}>
                    {t('reports.download')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText primary={`${x.formato.toUpperCase()} · ${new Date(x.creadoEn).toLocaleString()}`} secondary={estado(x)} />
              {x.estado === 'en_curso' && x.total ? (
                <LinearProgress variant="determinate" value={(100 * x.filas) / x.total} sx={{ width: 120, mr: 8 }} aria-label={estado(x)} />
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
