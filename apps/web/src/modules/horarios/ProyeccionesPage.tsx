import { useTranslation } from 'react-i18next';
import { Chip, Typography } from '@mui/material';
import { proyeccionApi, proyeccionScreen, type Proyeccion } from '@claustro/domain/horarios/proyeccion.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { type GridColumn } from '../../platform/PagedGrid.tsx';
import { callSheet } from '../../platform/contract-client.ts';
import { PeriodCampus, periodRows, usePeriodCampusList } from './PeriodCampus.tsx';
import { useProyecciones } from './api.ts';
import { ListPage } from '../../platform/ListPage.tsx';

/**
 * `/horarios/proyecciones-secciones`: for the period being prepared, each subject's projected students
 * (active students whose plan term then holds it) against the seats its sections offer — the subjects
 * short of seats first, with the sections of the usual size they ask for.
 */
export default function ProyeccionesPage() {
  const { t } = useTranslation();
  const title = screenTitle(proyeccionScreen, currentLang())!;
  const f = usePeriodCampusList({ pageSize: 50, registration: true });
  const { periodoAcademicoId } = f.choice;
  const query = periodoAcademicoId
    ? { periodoAcademicoId, sedeId: f.sedeId, value: f.query.value || undefined, page: f.query.page, pageSize: f.query.pageSize }
    : null;
  const list = useProyecciones(query);
  const columns: GridColumn<Proyeccion>[] = [
    {
      field: 'asignatura',
      headerName: t('sections.subject'),
      flex: 1,
      minWidth: 220,
      valueGetter: (_v, r) => `${r.asignaturaCodigo} ${r.asignaturaDescripcion}`,
    },
    { field: 'sedeDescripcion', headerName: t('sections.campus'), minWidth: 150 },
    { field: 'proyectados', headerName: t('projections.projected'), type: 'number', minWidth: 110 },
    { field: 'secciones', headerName: t('projections.sections'), type: 'number', minWidth: 90 },
    { field: 'cupo', headerName: t('seats.capacity'), type: 'number', minWidth: 80 },
    { field: 'inscritos', headerName: t('seats.taken'), type: 'number', minWidth: 90 },
    {
      field: 'faltan',
      headerName: t('projections.short'),
      minWidth: 170,
      renderCell: ({ row }) =>
        row.faltan > 0 ? (
          <Chip size="small" color="warning" label={t('projections.shortBy', { count: row.faltan, sections: row.seccionesSugeridas })} />
        ) : (
          <Chip size="small" variant="outlined" color="success" label={t('projections.enough')} />
        ),
    },
  ];
  return (
    <ListPage
      title={title}
      list={f}
      filters={<PeriodCampus f={f} />}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('projections.how')}
        </Typography>
      }
      rows={periodRows(f, list)}
      columns={columns}
      getRowId={(r) => `${r.sedeId}:${r.asignaturaId}`}
      sheet={query ? { name: title, download: () => callSheet(proyeccionApi.list, { query }) } : undefined}
    />
  );
}
