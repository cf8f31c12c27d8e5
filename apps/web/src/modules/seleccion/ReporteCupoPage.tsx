import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { seccionesApi, seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { callPaged } from '../../platform/contract-client.ts';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../horarios/PeriodSelect.tsx';
import { seccionesKeys } from '../horarios/api.ts';

/** How often the report asks again: seats change by the minute on registration day. */
const everySeconds = 15;

/** `/seleccion/reporte-cupo-secciones`: seats taken and left in each section of a period, kept up to date while open. */
export default function ReporteCupoPage() {
  const { t } = useTranslation();
  const title = screenTitle('/seleccion/reporte-cupo-secciones', currentLang())!;
  const choice = usePeriodChoice();
  const sedes = useLookup('sede');
  const [sedeId, setSede] = useState<number | null>(null);
  const { search, setSearch, pagination, setPagination, query } = useListState(50);
  const q = {
    periodoAcademicoId: choice.periodoAcademicoId ?? 0,
    sedeId,
    carreraId: null,
    asignaturaId: null,
    value: query.value,
    page: query.page,
    pageSize: query.pageSize,
  };
  const list = useQuery({
    queryKey: seccionesKeys.list({ ...q, cupo: true }),
    queryFn: () => callPaged(seccionesApi.list, { query: q }),
    enabled: !!choice.periodoAcademicoId,
    placeholderData: keepPreviousData,
    refetchInterval: everySeconds * 1000,
  });
  const columns: GridColumn<Seccion>[] = [
    { field: 'seccion', headerName: t('sections.section'), minWidth: 110, valueGetter: (_v, r) => seccionNombre(r) },
    { field: 'asignaturaDescripcion', headerName: t('sections.subject'), flex: 1, minWidth: 180 },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'seEnCapacidad', headerName: t('seats.capacity'), type: 'number', minWidth: 80 },
    { field: 'seEnInscritos', headerName: t('seats.taken'), type: 'number', minWidth: 90 },
    { field: 'libres', headerName: t('seats.free'), type: 'number', minWidth: 80, valueGetter: (_v, r) => r.seEnCapacidad - r.seEnInscritos },
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
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <PeriodSelect choice={choice} onChange={() => setPagination((p) => ({ ...p, page: 0 }))} />
        <TextField
          select
          label={t('sections.campus')}
          value={sedeId ?? ''}
          onChange={(e) => {
            setSede(e.target.value === '' ? null : Number(e.target.value));
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('sections.allCampuses')}</MenuItem>
          {sedes.options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <ListSearch list={title} value={search} onChange={setSearch} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('seats.live', { seconds: everySeconds })}
      </Typography>
      <PagedGrid
        rows={choice.periodoAcademicoId ? list.data?.rows : choice.periods && []}
        total={choice.periodoAcademicoId ? list.data?.total : 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.seccionAsignaturaId}
        pagination={pagination}
        onPaginationChange={setPagination}
        label={title}
      />
    </Stack>
  );
}
