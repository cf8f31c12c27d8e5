import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { type GridColumn } from '../../platform/PagedGrid.tsx';
import { PeriodCampus, usePeriodSections } from '../horarios/public.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { ListaEsperaDialog } from './ListaEsperaDialog.tsx';

/** How often the report asks again: seats change by the minute on registration day. */
const everySeconds = 15;

/** `/seleccion/reporte-cupo-secciones`: seats taken and left in each section of a period, kept up to date while open. */
export default function ReporteCupoPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/reporte-cupo-secciones', currentLang())!;
  const f = usePeriodSections({ pageSize: 50, refreshSeconds: everySeconds });
  const [waitlist, setWaitlist] = useState<Seccion | null>(null);
  const columns: GridColumn<Seccion>[] = [
    { field: 'seccion', headerName: t('sections.section'), minWidth: 110, valueGetter: (_v, r) => seccionNombre(r) },
    { field: 'asignaturaDescripcion', headerName: t('sections.subject'), flex: 1, minWidth: 180 },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'seEnCapacidad', headerName: t('seats.capacity'), type: 'number', minWidth: 80 },
    { field: 'seEnInscritos', headerName: t('seats.taken'), type: 'number', minWidth: 90 },
    { field: 'libres', headerName: t('seats.free'), type: 'number', minWidth: 80, valueGetter: (_v, r) => r.seEnCapacidad - r.seEnInscritos },
    {
      field: 'enEspera',
      headerName: t('seats.waiting'),
      minWidth: 100,
      renderCell: ({ row }) =>
        row.enEspera > 0 ? (
          <Button size="small" onClick={() => setWaitlist(row)} aria-label={t('seats.waitlistOf', { seccion: seccionNombre(row) })}>
            {row.enEspera}
          </Button>
        ) : (
          '0'
        ),
    },
    {
      field: 'ocupacion',
      headerName: t('seats.fill'),
      minWidth: 140,
      renderCell: ({ row }) => {
        const pct = row.seEnCapacidad ? Math.round((100 * row.seEnInscritos) / row.seEnCapacidad) : 0;
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 70 }}>
              <LinearProgress variant="determinate" value={pct} color={pct >= 100 ? 'error' : pct >= 85 ? 'warning' : 'primary'} aria-hidden />
            </Box>
            <span>{pct}%</span>
          </Stack>
        );
      },
    },
  ];
  return (
    <>
      <ListPage
        title={title}
        list={f}
        filters={<PeriodCampus f={f} />}
        intro={
          <Typography variant="body2" color="text.secondary">
            {t('seats.live', { seconds: everySeconds })}
          </Typography>
        }
        rows={f.sections}
        columns={columns}
        getRowId={(r) => r.seccionAsignaturaId}
      />
      {waitlist && <ListaEsperaDialog seccion={waitlist} onClose={() => setWaitlist(null)} />}
    </>
  );
}
