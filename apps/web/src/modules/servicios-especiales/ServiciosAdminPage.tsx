import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  estadoServicioLabels,
  servicioAdminScreen,
  cambioIn,
  servicioApi,
  servicioLabels,
  tipoServicioLabels,
  tiposServicio,
  type ServicioFila,
} from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import { estadosServicio, pideNota, siguientesEstados, type EstadoServicio } from '@claustro/domain/servicios-especiales/servicio-especial.rules';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { StateFilter } from '../../platform/StateFilter.tsx';
import { CursoSolicitud, EstadoChip } from './CursoSolicitud.tsx';

const keys = queryKeys('servicios-especiales');

/**
 * `/solicitud-servicios-especiales/admin`: the public's special-services requests, newest first, by
 * state and kind; one opened shows what was asked and its course, and moves to its next state with a
 * note the requester receives by mail.
 */
export default function ServiciosAdminPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const estado = useStateFilter(lista, estadosServicio);
  const tipo = useStateFilter(lista, tiposServicio, '', 'tipo');
  const query = { ...lista.query, estado: estado.value || undefined, tipo: tipo.value || undefined };
  const list = useQuery({ queryKey: keys.list(query), placeholderData: keepPreviousData, queryFn: () => callPaged(servicioApi.list, { query }) });
  const columns: GridColumn<ServicioFila>[] = [
    { field: 'creadaEn', headerName: t('specialServices.date'), minWidth: 110, valueGetter: (_v, r) => formatDate(r.creadaEn.slice(0, 10), lang) },
    {
      field: 'nombre',
      headerName: t('specialServices.requester'),
      minWidth: 200,
      flex: 1,
      valueGetter: (_v, r) => (r.organizacion ? `${r.nombre} · ${r.organizacion}` : r.nombre),
    },
    { field: 'tipo', headerName: t('specialServices.kind'), minWidth: 220, valueGetter: (_v, r) => tipoServicioLabels[r.tipo][lang] },
    { field: 'estado', headerName: t('specialServices.state'), minWidth: 120, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
    { field: 'codigo', headerName: t('specialServices.code'), minWidth: 150 },
  ];
  return (
    <ListPage
      title={screenTitle(servicioAdminScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('specialServices.adminIntro')}
        </Typography>
      }
      state={{ filter: estado, label: t('specialServices.state'), labelOf: (e) => estadoServicioLabels[e][lang], all: t('specialServices.allStates') }}
      filters={
        <StateFilter
          label={t('specialServices.kind')}
          value={tipo.value}
          onChange={tipo.set}
          states={tiposServicio}
          labelOf={(k) => tipoServicioLabels[k][lang]}
          all={t('specialServices.allKinds')}
        />
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudServicioId}
      detail={({ id, close }) => <SolicitudDialog id={id} onClose={close} />}
    />
  );
}

/** A request: what was asked, by whom, its course; moved to its next state with a note. */
function SolicitudDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const s = useQuery({ queryKey: keys.detail(id), queryFn: () => call(servicioApi.one, { params: { solicitudServicioId: id } }) });
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const d = s.data;
  const siguientes = d ? siguientesEstados(d.estado) : [];
  return (
    <RecordDialog title={d ? `${d.codigo} · ${d.nombre}` : '…'} onClose={onClose} maxWidth="md">
      {s.error && <Alert severity="error">{s.error.message}</Alert>}
      {d && (
        <>
          <Stack spacing={0.5}>
            <Typography variant="body2">
              <strong>{t('specialServices.kind')}:</strong> {tipoServicioLabels[d.tipo][lang]}
            </Typography>
            <Typography variant="body2">
              <strong>{t('specialServices.requester')}:</strong> {[d.nombre, d.organizacion, d.email, d.telefono].filter(Boolean).join(' · ')}
            </Typography>
            {d.fechaDeseada && (
              <Typography variant="body2">
                <strong>{t('specialServices.wished')}:</strong> {formatDate(d.fechaDeseada, lang)}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{d.descripcion}</Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('specialServices.course')} · {formatDateTime(d.creadaEn, lang)}
          </Typography>
          <CursoSolicitud pasos={d.historial} />
          {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
          {siguientes.length ? (
            <CambioEstado
              solicitudServicioId={id}
              siguientes={siguientes}
              alCambiar={(ok, text) => {
                setAviso({ ok, text });
                if (ok) void qc.invalidateQueries({ queryKey: keys.all });
              }}
            />
          ) : (
            <Alert severity="info">{t('specialServices.closed')}</Alert>
          )}
        </>
      )}
    </RecordDialog>
  );
}

/** Moves a request to one of its next states with the note its requester reads (required to reject or cancel): the contract's form, its problems on their fields. */
function CambioEstado(p: { solicitudServicioId: number; siguientes: readonly EstadoServicio[]; alCambiar: (ok: boolean, text: string) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const form = useContractForm(cambioIn, servicioLabels, { estado: '' as EstadoServicio, nota: '' });
  const nuevo = form.watch('estado');
  const cambiar = form.handleSubmit(async (body) => {
    try {
      await call(servicioApi.cambiar, { params: { solicitudServicioId: p.solicitudServicioId }, body });
      form.reset({ estado: '' as EstadoServicio, nota: '' });
      p.alCambiar(true, t('specialServices.changed'));
    } catch (e) {
      p.alCambiar(false, applyServerErrors(e, form.setError));
    }
  });
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => void cambiar(e)}>
      <FormSelect
        control={form.control}
        name="estado"
        label={t('specialServices.change')}
        options={p.siguientes.map((e) => ({ id: e, label: estadoServicioLabels[e][lang] }))}
      />
      <FormText
        control={form.control}
        name="nota"
        label={servicioLabels.nota![lang]}
        multiline
        minRows={2}
        required={!!nuevo && pideNota(nuevo)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'end' }} disabled={!nuevo || form.formState.isSubmitting}>
        {t('specialServices.change')}
      </Button>
    </Stack>
  );
}
