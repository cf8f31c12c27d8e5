import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  avalApi,
  avalAcademicoScreen,
  avalIn,
  avalLabels,
  decisionAvalIn,
  estadoAvalLabels,
  procesarAvalScreen,
  retirarAvalScreen,
  retiroAvalIn,
  solicitudesAvalScreen,
  type AvalFila,
} from '@claustro/domain/educacion-continuada/aval.contract';
import { estadosAval, siguientesAval, type EstadoAval } from '@claustro/domain/educacion-continuada/aval.rules';
import { call } from '../../platform/contract-client.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { avalKeys as keys, useAvales } from './api.ts';

type Modo = 'solicitudes' | 'procesar' | 'aval' | 'retirar';
const pantalla: Record<Modo, string> = {
  solicitudes: solicitudesAvalScreen,
  procesar: procesarAvalScreen,
  aval: avalAcademicoScreen,
  retirar: retirarAvalScreen,
};
const colores: Record<EstadoAval, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  recibida: 'default',
  en_revision: 'info',
  aprobada: 'success',
  rechazada: 'error',
  retirada: 'warning',
};
const EstadoChip = ({ estado }: { estado: EstadoAval }) => <Chip size="small" color={colores[estado]} label={estadoAvalLabels[estado][currentLang()]} />;

/**
 * Academic endorsements, one page for each of their four screens: the requests registered
 * (`solicitudesAval`, where a new one is registered), their processing (`solicitudesAvalProcesar`:
 * review, approve — numbered — or reject with a note), the endorsements granted (`avalAcademico`) and
 * withdrawal (`retirar-solicitud-aval`); each request opens with its steps, who took each and why.
 */
export function AvalPage({ modo }: { modo: Modo }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const estado = useStateFilter(lista, estadosAval, modo === 'procesar' ? 'recibida' : '');
  const query = { ...lista.query, estado: modo === 'aval' ? 'aprobada' : estado.value || undefined };
  const list = useAvales(query);
  const columns: GridColumn<AvalFila>[] = [
    ...(modo === 'aval' ? [{ field: 'numero', headerName: t('contedu.endorsementNumber'), minWidth: 150 } as GridColumn<AvalFila>] : []),
    { field: 'organizacion', headerName: avalLabels.organizacion[lang], minWidth: 200, flex: 1 },
    { field: 'titulo', headerName: avalLabels.titulo[lang], minWidth: 220, flex: 1 },
    { field: 'fechaInicio', headerName: avalLabels.fechaInicio[lang], minWidth: 110, valueGetter: (_v, r) => formatDate(r.fechaInicio, lang) },
    { field: 'horas', headerName: avalLabels.horas[lang], minWidth: 80 },
    { field: 'estado', headerName: t('contedu.status'), minWidth: 120, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
  ];
  return (
    <ListPage
      title={screenTitle(pantalla[modo], lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t(`contedu.aval.${modo}Intro`)}
        </Typography>
      }
      create={modo === 'solicitudes' ? { label: t('contedu.aval.new'), form: (close) => <NuevaDialog onClose={close} /> } : undefined}
      state={
        modo === 'aval' ? undefined : { filter: estado, label: t('contedu.status'), labelOf: (e) => estadoAvalLabels[e][lang], all: t('contedu.allStates') }
      }
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudAvalId}
      detail={({ id, close }) => <AvalDialog id={id} modo={modo} onClose={close} />}
    />
  );
}

export const SolicitudesAvalPage = () => <AvalPage modo="solicitudes" />;
export const ProcesarAvalPage = () => <AvalPage modo="procesar" />;
export const AvalAcademicoPage = () => <AvalPage modo="aval" />;
export const RetirarAvalPage = () => <AvalPage modo="retirar" />;

/** Registers an organisation's request. */
function NuevaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(avalIn, avalLabels, {
    organizacion: '',
    rnc: '',
    contacto: '',
    email: '',
    telefono: '',
    titulo: '',
    descripcion: '',
    horas: '' as never,
    fechaInicio: '',
    fechaFin: '',
    participantes: '' as never,
  });
  const [error, setError] = useState<string | null>(null);
  const enviar = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await call(avalApi.crear, { body });
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  const l = avalLabels;
  const c = form.control;
  return (
    <FormDialog
      title={t('contedu.aval.new')}
      onClose={onClose}
      onSubmit={() => void enviar()}
      action={t('contedu.aval.register')}
      busy={form.formState.isSubmitting}
      error={error}
      maxWidth="md"
    >
      <FormText control={c} name="organizacion" label={l.organizacion[lang]} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={c} name="rnc" label={l.rnc[lang]} sx={{ flex: 1 }} />
        <FormText control={c} name="contacto" label={l.contacto[lang]} required sx={{ flex: 2 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={c} name="email" label={l.email[lang]} type="email" required sx={{ flex: 1 }} />
        <FormText control={c} name="telefono" label={l.telefono[lang]} sx={{ flex: 1 }} />
      </Stack>
      <FormText control={c} name="titulo" label={l.titulo[lang]} required />
      <FormText control={c} name="descripcion" label={l.descripcion[lang]} multiline rows={4} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDate control={c} name="fechaInicio" label={l.fechaInicio[lang]} required sx={{ flex: 1 }} />
        <FormDate control={c} name="fechaFin" label={l.fechaFin[lang]} required sx={{ flex: 1 }} />
        <FormText control={c} name="horas" label={l.horas[lang]} type="number" required sx={{ flex: 1 }} />
        <FormText control={c} name="participantes" label={l.participantes[lang]} type="number" required sx={{ flex: 1 }} />
      </Stack>
    </FormDialog>
  );
}

/** A request with its steps; the page's own act on it (decide, withdraw) below. */
function AvalDialog({ id, modo, onClose }: { id: number; modo: Modo; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const a = useQuery({ queryKey: keys.detail(id), queryFn: () => call(avalApi.one, { params: { solicitudAvalId: id } }) });
  const d = a.data;
  const siguientes = d ? siguientesAval(d.estado) : [];
  const decidibles = siguientes.filter((e): e is 'en_revision' | 'aprobada' | 'rechazada' => e !== 'retirada');
  return (
    <RecordDialog title={d ? `${d.numero ?? ''} ${d.organizacion}`.trim() : '…'} onClose={onClose} maxWidth="md">
      {a.error && <Alert severity="error">{a.error.message}</Alert>}
      {d && (
        <>
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }}>{d.titulo}</Typography>
            <Typography variant="body2">
              {formatDate(d.fechaInicio, lang)} – {formatDate(d.fechaFin, lang)} ·{' '}
              {t('contedu.aval.hoursPeople', { horas: d.horas, participantes: d.participantes })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[d.contacto, d.email, d.telefono, d.rnc && `RNC ${d.rnc}`].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {d.descripcion}
            </Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('contedu.steps')}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {d.historial.map((p, i) => (
              <Stack key={i} component="li" spacing={0.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <EstadoChip estado={p.estado} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(p.en, lang)} · {p.usuario}
                  </Typography>
                </Stack>
                {p.nota && <Typography variant="body2">{p.nota}</Typography>}
              </Stack>
            ))}
          </Stack>
          {modo === 'procesar' && decidibles.length > 0 && <Decidir id={id} opciones={decidibles} />}
          {modo === 'retirar' && siguientes.includes('retirada') && <Retirar id={id} />}
          {((modo === 'procesar' && !decidibles.length) || (modo === 'retirar' && !siguientes.includes('retirada'))) && (
            <Alert severity="info">{t('contedu.aval.nothingToDo', { estado: estadoAvalLabels[d.estado][lang] })}</Alert>
          )}
        </>
      )}
    </RecordDialog>
  );
}

function Decidir({ id, opciones }: { id: number; opciones: ('en_revision' | 'aprobada' | 'rechazada')[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(decisionAvalIn, avalLabels, { estado: '' as never, nota: '' });
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const enviar = form.handleSubmit(async (body) => {
    try {
      await call(avalApi.decidir, { params: { solicitudAvalId: id }, body });
      form.reset({ estado: '' as never, nota: '' });
      setAviso({ ok: true, text: t('contedu.aval.moved') });
      void qc.invalidateQueries({ queryKey: keys.all });
    } catch (e) {
      setAviso({ ok: false, text: applyServerErrors(e, form.setError) });
    }
  });
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => void enviar(e)}>
      <FormSelect
        control={form.control}
        name="estado"
        label={avalLabels.estado[lang]}
        options={opciones.map((e) => ({ id: e, label: estadoAvalLabels[e][lang] }))}
        required
      />
      <FormText control={form.control} name="nota" label={avalLabels.nota[lang]} multiline rows={2} />
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('contedu.aval.decide')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Retirar({ id }: { id: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useContractForm(retiroAvalIn, avalLabels, { nota: '' });
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const enviar = form.handleSubmit(async (body) => {
    try {
      await call(avalApi.retirar, { params: { solicitudAvalId: id }, body });
      setAviso({ ok: true, text: t('contedu.aval.withdrawn') });
      void qc.invalidateQueries({ queryKey: keys.all });
    } catch (e) {
      setAviso({ ok: false, text: applyServerErrors(e, form.setError) });
    }
  });
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => void enviar(e)}>
      <FormText control={form.control} name="nota" label={t('contedu.aval.withdrawReason')} multiline rows={2} required />
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      <Stack direction="row">
        <Button type="submit" variant="contained" color="error" disabled={form.formState.isSubmitting}>
          {t('contedu.aval.withdraw')}
        </Button>
      </Stack>
    </Stack>
  );
}
