import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, FormControlLabel, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnasDe, type Reporte } from '@claustro/domain/reportes/engine';
import { disenosApi } from '@claustro/domain/reportes/diseno.contract';
import { call } from '../../platform/contract-client.ts';
import { appConfig } from '../../platform/config.ts';
import { currentLang } from '../../platform/i18n.ts';
import { FormDialog } from '../../platform/FormDialog.tsx';

/**
 * The report designer (spec §1, on where the institution has its designer key): the user's layout of
 * a report — which columns show, in what order — kept on the server for them. Answers the columns to
 * show and the `columnas` the report's files are asked with.
 */
export function useDiseno(reporte: Reporte) {
  const activo = !!appConfig().reportDesignerKey;
  const q = useQuery({
    queryKey: ['reportes', 'diseno', reporte.nombre],
    enabled: activo,
    queryFn: () => call(disenosApi.ver, { params: { reporte: reporte.nombre } }),
  });
  const guardado = q.data?.columnas ?? null;
  return { activo, guardado, columnas: columnasDe(reporte, guardado), consulta: guardado ? guardado.join(',') : undefined };
}

type Eleccion = { campo: string; ver: boolean }[];

/** The button that opens the layout dialog, and the dialog: a checkbox and two arrows per column. */
export function DisenoReporte({ reporte, guardado }: { reporte: Reporte; guardado: string[] | null }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const client = useQueryClient();
  const [eleccion, setEleccion] = useState<Eleccion | null>(null);
  const abrir = () => {
    const vistas = columnasDe(reporte, guardado).map((c) => c.campo);
    setEleccion([
      ...vistas.map((campo) => ({ campo, ver: true })),
      ...reporte.columnas.filter((c) => !vistas.includes(c.campo)).map((c) => ({ campo: c.campo, ver: false })),
    ]);
  };
  const hecho = () => {
    setEleccion(null);
    void client.invalidateQueries({ queryKey: ['reportes', 'diseno', reporte.nombre] });
  };
  const guardar = useMutation({
    mutationFn: (columnas: string[]) => call(disenosApi.guardar, { params: { reporte: reporte.nombre }, body: { columnas } }),
    onSuccess: hecho,
  });
  const restablecer = useMutation({ mutationFn: () => call(disenosApi.borrar, { params: { reporte: reporte.nombre } }), onSuccess: hecho });
  const label = (campo: string) => reporte.columnas.find((c) => c.campo === campo)!.label[lang];
  const mover = (i: number, d: -1 | 1) =>
    setEleccion((e) => {
      const x = [...e!];
      [x[i], x[i + d]] = [x[i + d], x[i]];
      return x;
    });
  const elegidas = eleccion?.filter((c) => c.ver).map((c) => c.campo) ?? [];
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ViewColumnIcon />} onClick={abrir}>
        {t('reports.layout')}
      </Button>
      {eleccion && (
        <FormDialog
          title={t('reports.layoutTitle')}
          onClose={() => setEleccion(null)}
          onSubmit={() => guardar.mutate(elegidas)}
          busy={guardar.isPending || restablecer.isPending}
          ready={elegidas.length > 0}
          error={((guardar.error ?? restablecer.error) as Error | null)?.message ?? (elegidas.length ? null : t('reports.layoutOne'))}
          maxWidth="xs"
          more={
            guardado ? (
              <Button onClick={() => restablecer.mutate()} disabled={restablecer.isPending}>
                {t('reports.layoutReset')}
              </Button>
            ) : undefined
          }
        >
          <Typography variant="body2" color="text.secondary">
            {t('reports.layoutHint')}
          </Typography>
          <List dense aria-label={t('reports.layoutTitle')}>
            {eleccion.map((c, i) => (
              <ListItem
                key={c.campo}
                disableGutters
                secondaryAction={
                  <Stack direction="row">
                    <IconButton size="small" aria-label={t('reports.layoutUp', { col: label(c.campo) })} disabled={i === 0} onClick={() => mover(i, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('reports.layoutDown', { col: label(c.campo) })}
                      disabled={i === eleccion.length - 1}
                      onClick={() => mover(i, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                }
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={c.ver}
                      disabled={c.campo === reporte.grupo}
                      onChange={(e) => setEleccion((x) => x!.map((y) => (y.campo === c.campo ? { ...y, ver: e.target.checked } : y)))}
                    />
                  }
                  label={label(c.campo)}
                  title={c.campo === reporte.grupo ? t('reports.layoutGroup') : undefined}
                />
              </ListItem>
            ))}
          </List>
        </FormDialog>
      )}
    </>
  );
}
