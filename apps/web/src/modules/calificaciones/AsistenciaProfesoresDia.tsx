import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { ReunionDelDia } from '@claustro/domain/calificaciones/asistencia.contract';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { DateInput } from '../../platform/DateInput.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useAsistenciaProfesoresDia } from './api.ts';
import { ListPage } from '../../platform/ListPage.tsx';

/** Staff's view of `/academicos/profesor-asistencia`: a day's meetings by time, each with its professor and whether they checked in. */
export function AsistenciaProfesoresDia({ title }: { title: string }) {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  const lista = useListState(50);
  const { query } = lista;
  // The day and the campus are in the address with the page: a reload shows the same day.
  // A day being typed, not yet a date, is `-`: not the default day put back under the typing.
  const escrita = lista.filter('fecha');
  const fecha = escrita === '-' ? null : escrita || new Date().toLocaleDateString('sv-SE');
  const sedeId = Number(lista.filter('sede')) || '';
  const valid = !!fecha && /^\d{4}-\d{2}-\d{2}$/.test(fecha);
  const list = useAsistenciaProfesoresDia(valid ? { fecha: fecha!, sedeId: sedeId || undefined, page: query.page, pageSize: query.pageSize } : null);
  const columns: GridColumn<ReunionDelDia>[] = [
    { field: 'horaInicio', headerName: t('attendance.hours'), minWidth: 120, valueGetter: (_v, r) => `${r.horaInicio}–${r.horaFin}` },
    { field: 'seccion', headerName: t('attendance.section'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.seccion} ${r.asignatura}` },
    { field: 'profesor', headerName: t('attendance.professor'), minWidth: 200, flex: 1 },
    { field: 'aula', headerName: t('attendance.room'), minWidth: 140, valueGetter: (_v, r) => [r.aula, r.sede].filter(Boolean).join(' · ') },
    {
      field: 'marca',
      headerName: t('attendance.checkInCol'),
      minWidth: 170,
      renderCell: ({ row }) =>
        row.marca ? (
          <Chip
            size="small"
            color={row.marca.estado === 'presente' ? 'success' : 'warning'}
            label={`${t(`attendance.states.${row.marca.estado}`)} · ${row.marca.hora}`}
          />
        ) : (
          <Chip size="small" variant="outlined" label={t('attendance.noCheckIn')} />
        ),
    },
  ];
  return (
    <ListPage
      title={title}
      list={lista}
      noSearch
      filters={
        <>
          <DateInput label={t('attendance.date')} value={fecha} onChange={(v) => lista.setFilter('fecha', v ?? '-')} sx={{ width: { sm: 200 } }} />
          <ChoiceField
            label={t('graduation.campus')}
            value={sedeId}
            onChange={(v) => lista.setFilter('sede', v)}
            options={sedes.options}
            empty={t('graduation.allCampuses')}
          />
        </>
      }
      rows={list}
      columns={columns}
      getRowId={(r) => `${r.seccionAsignaturaId}-${r.horaInicio}`}
    />
  );
}
