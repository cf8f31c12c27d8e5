import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Link, Stack } from '@mui/material';
import { estudiantesApi } from '@claustro/domain/academicos/estudiante.contract';
import { callSheet } from '../../platform/contract-client.ts';
import { fichaOfStudent } from '@claustro/domain/academicos/estudiante-ficha.contract';
import { estudiantesKeys, useEstudiantes, type EstudianteFila } from './api.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';

const RegisterDialog = lazy(() => import('./RegistrarEstudianteDialog.tsx'));

/** `/academicos/estudiantes`: the students of the user's careers, searched on the server, and registration; a row opens the student's record. */
export default function EstudiantesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();
  const list = useEstudiantes(query);
  const columns: GridColumn<EstudianteFila>[] = [
    {
      field: 'matriculaId',
      headerName: t('students.matricula'),
      minWidth: 120,
      // A real link: it opens in a new tab, can be bookmarked, and is reached with the keyboard.
      renderCell: (p) => (
        <Link component={RouterLink} to={fichaOfStudent(p.row.estudianteId)} onClick={(e) => e.stopPropagation()}>
          {p.value}
        </Link>
      ),
    },
    { field: 'nombre', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
    { field: 'carrera', headerName: t('students.career'), flex: 1, minWidth: 160, valueGetter: (_v, r) => r.carreras[0]?.carrDescripcion },
    { field: 'sede', headerName: t('students.campus'), minWidth: 150, valueGetter: (_v, r) => r.carreras[0]?.sedeDescripcion },
    { field: 'estado', headerName: t('students.status'), minWidth: 120, valueGetter: (_v, r) => r.carreras[0]?.esEsDescripcion },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={t('students.title')}>
        <ListSearch list={t('students.title')} value={search} onChange={setSearch} />
        <Button variant="contained" onClick={() => setOpen(true)}>
          {t('students.new')}
        </Button>
      </ListHeader>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)}>
          {t('students.registered', { matricula: done })}
        </Alert>
      )}
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.estudianteId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={(r) => navigate(fichaOfStudent(r.estudianteId))}
        sheet={{ name: t('students.title'), download: () => callSheet(estudiantesApi.list, { query: { value: search } }) }}
        label={t('students.title')}
      />
      {open && (
        <Suspense fallback={null}>
          <RegisterDialog
            open
            onClose={(m) => {
              setOpen(false);
              if (m) {
                setDone(m);
                void qc.invalidateQueries({ queryKey: estudiantesKeys.all });
              }
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
