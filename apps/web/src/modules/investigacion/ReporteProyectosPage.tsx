import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reporteProyectosApi, type Report } from '@claustro/domain/investigacion/reporte-proyectos.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { Button, Card, CardContent, FormControlLabel, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { openInNewTab } from '../../platform/api.ts';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { Bars } from '../../platform/Bars.tsx';
import { RecordTable } from '../../platform/RecordTable.tsx';

const keys = queryKeys('reporte-proyectos');
type Total = Report['porArea'][number];
const money = (v: string) => `RD$ ${Number(v).toLocaleString('es-DO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `/investigacion/reporte-proyecto-investigacion`: research projects by area, type, funding and year, on screen and as a PDF. */
export default function ReporteProyectosPage() {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  const tipos = useLookup('tipoInvestigacion');
  const areas = useLookup('areaPrincipalInvestigacion');
  const origenes = useLookup('origenFondo');
  const [f, setF] = useState({
    anioDesde: '',
    anioHasta: '',
    sedeId: '',
    tipoInvestigacionId: '',
    areaPrincipalInvestigacionId: '',
    origenFondoId: '',
    todos: false,
  });
  const query = Object.fromEntries(Object.entries({ ...f, todos: f.todos ? 'true' : '' }).filter(([, v]) => v !== '')) as Record<string, string>;
  const report = useQuery({
    queryKey: keys.of('reporte', query),
    queryFn: () => call(reporteProyectosApi.reporte, { query }),
    placeholderData: keepPreviousData,
  });
  const pick = (key: Exclude<keyof typeof f, 'todos'>, label: string, options: { id: number; label: string }[]) => (
    <SelectField fullWidth label={label} value={f[key]} onChange={(v) => setF({ ...f, [key]: v })} options={options} none={t('app.all')} />
  );
  const r = report.data;
  const bars = (rows: Total[]) => rows.map((x) => ({ id: x.id, descripcion: x.descripcion, total: x.proyectos }));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('research.reportTitle')}
        </Typography>
        <Button variant="outlined" onClick={() => void openInNewTab(pathOf(reporteProyectosApi.pdf), { query })} disabled={!r}>
          {t('research.pdf')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                fullWidth
                type="number"
                label={t('research.fromYear')}
                value={f.anioDesde}
                onChange={(e) => setF({ ...f, anioDesde: e.target.value })}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField fullWidth type="number" label={t('research.toYear')} value={f.anioHasta} onChange={(e) => setF({ ...f, anioHasta: e.target.value })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>{pick('areaPrincipalInvestigacionId', t('research.area'), areas.options)}</Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>{pick('tipoInvestigacionId', t('research.type'), tipos.options)}</Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>{pick('origenFondoId', t('research.source'), origenes.options)}</Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>{pick('sedeId', t('students.campus'), sedes.options)}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormControlLabel
                control={<Switch checked={f.todos} onChange={(e) => setF({ ...f, todos: e.target.checked })} />}
                label={t('research.includeInactive')}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      {r && (
        <>
          <Typography variant="h6" component="h2">
            {t('research.summary', { count: r.proyectos, amount: money(r.monto) })}
          </Typography>
          <Grid container spacing={2}>
            {[
              [t('research.byArea'), r.porArea],
              [t('research.byType'), r.porTipo],
              [t('research.bySource'), r.porOrigen],
              [t('research.byYear'), r.porAnio],
            ].map(([title, rows]) => (
              <Grid key={title as string} size={{ xs: 12, md: 6, lg: 3 }}>
                <Bars title={title as string} data={bars(rows as Total[])} />
              </Grid>
            ))}
          </Grid>
          <RecordTable
            outlined
            head={[
              t('research.code'),
              t('research.project'),
              t('research.year'),
              t('research.area'),
              t('research.sponsors'),
              { label: t('research.amount'), right: true },
            ]}
            rows={r.detalle.map((p) => ({
              key: p.proyectoInvestigacionId,
              dim: !p.estatus,
              cells: [p.codigoProyecto, p.nombreProyecto, p.anio, p.area, p.patrocinadores, money(p.monto)],
            }))}
          />
        </>
      )}
    </Stack>
  );
}
