import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { procesarScreen, type SolicitudPorProcesar } from '@claustro/domain/educacion-continuada/procesar.contract';
import { estadoSolicitudInscripcion } from '@claustro/domain/educacion-continuada/estado-solicitud-inscripcion.resource';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { procesarSolicitud, solicitudesKeys, usePendientes } from './api.ts';

/**
 * `/educacion-continuada/procesar-solicitud`: the enrolment requests still waiting, oldest first, by
 * course; choosing one and a status moves it there (accepting takes one of the course's seats, refused
 * when none is left). Requests already processed are edited from `/educacion-continuada/SolicitudesInscripcion`.
 */
export default function ProcesarSolicitudesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(procesarScreen, lang)!;
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const [cursoId, setCursoId] = useState<number | ''>('');
  const cursos = useLookup('curso');
  // The statuses a waiting request moves to: every active one but the new requests'.
  const estados = (useCatalogueRows(estadoSolicitudInscripcion).data ?? [])
    .filter((e) => e.estSolActivo && !e.estSolInicial)
    .map((e) => ({ id: e.estadoSolicitudAdmisionId, label: e.estSolNombre ?? '' }));
  const list = usePendientes({ cursoId: cursoId || undefined, value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const [elegida, setElegida] = useState<SolicitudPorProcesar | null>(null);
  const [estado, setEstado] = useState<number | ''>('');
  const qc = useQueryClient();
  const procesar = useMutation({
    mutationFn: () => procesarSolicitud(elegida!.solicitudInscripcionId, Number(estado)),
    onSuccess: () => {
      setElegida(null);
      setEstado('');
      void qc.invalidateQueries({ queryKey: solicitudesKeys.all });
    },
  });
  const columns: GridColumn<SolicitudPorProcesar>[] = [
    { field: 'nombre', headerName: t('ecProcess.person'), minWidth: 200, flex: 1 },
    { field: 'identificacion', headerName: t('ecPublic.identification'), minWidth: 130 },
    { field: 'curso', headerName: t('ecProcess.course'), minWidth: 200, flex: 1 },
    { field: 'inicio', headerName: t('ecProcess.starts'), minWidth: 110, valueGetter: (_v, r) => formatDate(r.inicio, lang) },
    { field: 'disponibles', headerName: t('ecProcess.seats'), minWidth: 110 },
    { field: 'email', headerName: t('ecPublic.fields.email'), minWidth: 200 },
    { field: 'celular', headerName: t('ecPublic.fields.mobile'), minWidth: 130 },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {t('ecProcess.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ListSearch list={title} value={search} onChange={setSearch} />
        <ChoiceField
          label={t('ecProcess.course')}
          value={cursoId}
          onChange={(v) => (setCursoId(v), setPagination({ ...pagination, page: 0 }))}
          options={cursos.options}
          empty={t('ecProcess.allCourses')}
        />
      </Stack>
      {elegida && (
        <Stack component="section" aria-label={elegida.nombre} spacing={1.5} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {elegida.nombre} · {elegida.curso}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[elegida.identificacion, elegida.email, elegida.celular, elegida.profesion, elegida.empresa, elegida.codigo].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ChoiceField label={t('ecProcess.newStatus')} value={estado} onChange={setEstado} options={estados} required />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!estado || procesar.isPending} onClick={() => procesar.mutate()}>
                {t('ecProcess.process')}
              </Button>
              <Button onClick={() => (setElegida(null), procesar.reset())}>{t('app.cancel')}</Button>
            </Stack>
          </Stack>
          {procesar.error && <Alert severity="error">{(procesar.error as ApiError).message}</Alert>}
        </Stack>
      )}
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.solicitudInscripcionId}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={(r) => (setElegida(r), setEstado(''), procesar.reset())}
        label={title}
      />
    </Stack>
  );
}
