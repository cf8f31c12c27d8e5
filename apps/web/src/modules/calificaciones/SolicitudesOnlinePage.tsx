import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Button, Chip, Paper, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import {
  solicitudAdminScreen,
  solicitudIn,
  solicitudLabels,
  solicitudPropiaScreen,
  type SolicitudOnline,
} from '@claustro/domain/calificaciones/solicitud-online.contract';
import { esperaPago, estadosSolicitud, pidePago, siguientes, type EstadoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import { cents, formatMoney, fromCents } from '@claustro/domain/platform/money';
import { useWatch } from 'react-hook-form';
import type { ApiError } from '../../platform/api.ts';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useSeleccionPropia } from '../seleccion/api.ts';
import { useCambiarSolicitud, useCancelarSolicitud, useCrearSolicitud, useDocumentosSolicitables, useSolicitudes, useSolicitudesPropias } from './api.ts';
import { Retorno, usePagar } from '../financieros/public.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';

const color: Record<EstadoSolicitud, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  pendiente: 'warning',
  en_proceso: 'info',
  lista: 'success',
  entregada: 'default',
  rechazada: 'error',
  cancelada: 'default',
};

function EstadoChip({ estado }: { estado: EstadoSolicitud }) {
  const { t } = useTranslation();
  return <Chip size="small" color={color[estado]} label={t(`onlineRequests.states.${estado}`)} />;
}

/** Where a request's fee stands: what is left to pay, or paid (nothing for a request without one). */
function PagoChip({ s }: { s: SolicitudOnline }) {
  const { t } = useTranslation();
  if (s.saldo === null || !s.moneda) return null;
  return esperaPago(s.saldo) ? (
    <Chip size="small" variant="outlined" color="warning" label={t('onlineRequests.toPay', { saldo: formatMoney(s.saldo, s.moneda) })} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t('onlineRequests.paid')} />
  );
}

/** The fee of the document chosen: its price per copy, times the copies, and how long it takes. */
function Costo({ control }: { control: ReturnType<typeof useContractForm<typeof form>>['control'] }) {
  const { t } = useTranslation();
  const documentos = useDocumentosSolicitables().data ?? [];
  const [servicioContableId, copias] = useWatch({ control, name: ['servicioContableId', 'copias'] });
  const d = documentos.find((x) => x.servicioContableId === Number(servicioContableId));
  if (!d) return null;
  const p = d.precios[0];
  const n = Math.max(1, Math.min(5, Number(copias) || 1));
  const partes = [
    p && cents(p.precio) > 0n
      ? `${t('onlineRequests.fee', { monto: formatMoney(fromCents(cents(p.precio) * BigInt(n)), p.moneda) })} (${t('onlineRequests.feeLine', { precio: formatMoney(p.precio, p.moneda) })})`
      : t('onlineRequests.free'),
    d.dias ? t('onlineRequests.feeDays', { dias: d.dias }) : null,
  ];
  return <Typography color="text.secondary">{partes.filter(Boolean).join(' · ')}</Typography>;
}

/** Pays what is left of a request's fee online: to the provider's checkout, back to this screen. */
function PagarCargo({ s }: { s: SolicitudOnline }) {
  const { t } = useTranslation();
  const p = usePagar();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('onlineRequests.waitsPayment')}
      </Typography>
      {p.error && <Alert severity="error">{p.error.fields ? Object.values(p.error.fields)[0] : p.error.message}</Alert>}
      <Stack direction="row">
        <Button
          variant="contained"
          size="small"
          disabled={p.enviando}
          onClick={() => void p.pagar({ tipo: 'cargo', clave: p.clave, estudianteCarreraId: s.estudianteCarreraId, cargoEstudianteId: s.cargoEstudianteId! })}
        >
          {t('onlineRequests.payOnline', { saldo: formatMoney(s.saldo!, s.moneda!) })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Every step a request went through: its state, who and when, and the note the student was told. */
function Pasos({ s }: { s: SolicitudOnline }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Stepper orientation="vertical" activeStep={s.historial.length - 1} sx={{ mt: 1 }}>
      {s.historial.map((p, i) => (
        <Step key={i} completed>
          <StepLabel optional={<Typography variant="caption">{`${formatDateTime(p.en, lang)} · ${p.usuario}${p.nota ? ` · ${p.nota}` : ''}`}</Typography>}>
            {t(`onlineRequests.states.${p.estado}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

const form = tidiedFirst(blanksAsNull, solicitudIn);

/**
 * `/estudiantes/academicos/solicitudes-online`: the student asks for a document for one of their
 * careers and follows each request step by step; one nobody has taken yet may be cancelled.
 */
export default function SolicitudesPropiasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(solicitudPropiaScreen, lang)!;
  const carreras = useSeleccionPropia().data?.carreras ?? [];
  const mine = useSolicitudesPropias();
  const crear = useCrearSolicitud();
  const cancelar = useCancelarSolicitud();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const documentos = useDocumentosSolicitables().data ?? [];
  const orden = Number(useSearchParams()[0].get('orden')) || null;
  const { control, handleSubmit, setError, reset, getValues, setValue } = useContractForm(form, solicitudLabels, {
    estudianteCarreraId: '' as unknown as number,
    servicioContableId: '' as unknown as number,
    copias: 1,
    destinatario: '',
    observacion: '',
  });
  const label = (f: string) => solicitudLabels[f][lang];
  const submit = handleSubmit((body) => {
    setProblem(null);
    crear.mutate(body, {
      onSuccess: (s) => {
        setDone(
          esperaPago(s.saldo)
            ? t('onlineRequests.filedToPay', { numero: s.numero, monto: formatMoney(s.saldo!, s.moneda!) })
            : t('onlineRequests.filed', { numero: s.numero }),
        );
        reset({ ...body, destinatario: '', observacion: '' });
      },
      onError: (e) => setProblem(applyServerErrors(e, setError)),
    });
  });
  const career = carreras[0]?.estudianteCarreraId;
  // The student's first career is the one asked about unless they choose another.
  useEffect(() => {
    if (career && !getValues('estudianteCarreraId')) setValue('estudianteCarreraId', career);
  }, [career, getValues, setValue]);
  const primero = documentos[0]?.servicioContableId;
  useEffect(() => {
    if (primero && !getValues('servicioContableId')) setValue('servicioContableId', primero);
  }, [primero, getValues, setValue]);
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {orden && <Retorno pagoOnlineId={orden} />}
      <Paper variant="outlined" component="section" aria-label={t('onlineRequests.new')} sx={{ p: 2 }}>
        <Stack spacing={2} component="form" noValidate onSubmit={submit}>
          <Typography variant="subtitle1" component="h2">
            {t('onlineRequests.new')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {career !== undefined && (
              <FormSelect
                control={control}
                name="estudianteCarreraId"
                label={label('estudianteCarreraId')}
                options={carreras.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrDescripcion} · ${c.sedeDescripcion}` }))}
                required
                sx={{ flex: 1 }}
              />
            )}
            <FormSelect
              control={control}
              name="servicioContableId"
              label={label('servicioContableId')}
              options={documentos.map((d) => ({ id: d.servicioContableId, label: d.descripcion }))}
              required
              sx={{ flex: 1 }}
            />
            <FormText control={control} name="copias" label={label('copias')} type="number" sx={{ width: { md: 120 } }} />
          </Stack>
          <Costo control={control} />
          <FormText control={control} name="destinatario" label={label('destinatario')} helperText={t('onlineRequests.toHint')} />
          <FormText control={control} name="observacion" label={label('observacion')} multiline minRows={2} />
          {problem && <Alert severity="error">{problem}</Alert>}
          {done && (
            <Alert severity="success" onClose={() => setDone(null)}>
              {done}
            </Alert>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={crear.isPending}>
              {t('onlineRequests.ask')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Typography variant="subtitle1" component="h2">
        {t('onlineRequests.mine')}
      </Typography>
      {mine.data?.length === 0 && <Alert severity="info">{t('onlineRequests.none')}</Alert>}
      {mine.data?.map((s) => (
        <Paper key={s.solicitudId} variant="outlined" component="article" aria-label={s.numero} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {s.documento} · {s.numero}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('onlineRequests.line', { count: s.copias, copias: s.copias, carrera: s.carrera })}
                {s.destinatario ? ` · ${s.destinatario}` : ''}
              </Typography>
            </div>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <EstadoChip estado={s.estado} />
              <PagoChip s={s} />
            </Stack>
          </Stack>
          <Pasos s={s} />
          {s.estado === 'pendiente' && esperaPago(s.saldo) && <PagarCargo s={s} />}
          {s.estado === 'pendiente' && (
            <Button size="small" color="error" disabled={cancelar.isPending} onClick={() => cancelar.mutate(s.solicitudId)} sx={{ mt: 1 }}>
              {t('onlineRequests.cancel')}
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * `/solicitudes-online/admin`: the registry's queue, oldest waiting first, opening on those pending; a
 * request opens to move it on or reject it (the student is told). `/solicitudes-online/estadosolicitud`:
 * the same list to answer "where is my request?", each with its steps, without changing anything.
 */
export function SolicitudesAdminPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const path = useLocation().pathname;
  const gestiona = path.toLowerCase() === solicitudAdminScreen;
  const title = screenTitle(path, lang)!;
  const lista = useListState();
  const estado = useStateFilter<EstadoSolicitud>(lista, estadosSolicitud, gestiona ? 'pendiente' : '');
  const { query } = lista;
  const list = useSolicitudes({ estado: estado.value || undefined, value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const columns: GridColumn<SolicitudOnline>[] = [
    { field: 'numero', headerName: t('onlineRequests.number'), minWidth: 120 },
    {
      field: 'documento',
      headerName: solicitudLabels.documento[lang],
      minWidth: 190,
      valueGetter: (_v, r) => `${r.documento} × ${r.copias}`,
    },
    { field: 'nombre', headerName: t('onlineRequests.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.nombre} · ${r.matricula}` },
    { field: 'estado', headerName: solicitudLabels.estado[lang], minWidth: 120, renderCell: ({ row }) => <EstadoChip estado={row.estado} /> },
    { field: 'saldo', headerName: t('onlineRequests.payment'), minWidth: 150, sortable: false, renderCell: ({ row }) => <PagoChip s={row} /> },
    { field: 'creadaEn', headerName: t('onlineRequests.filedOn'), minWidth: 160, valueGetter: (_v, r) => formatDateTime(r.creadaEn, lang) },
  ];
  return (
    <ListPage
      title={title}
      list={lista}
      state={{ filter: estado, label: solicitudLabels.estado[lang], labelOf: (e) => t(`onlineRequests.states.${e}`), all: t('onlineRequests.all') }}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudId}
      detail={({ id, row, close }) => row && <SolicitudDialog key={id} s={row} gestiona={gestiona} onClose={close} />}
    />
  );
}

/** A request in full with its steps; for the registry, where it may go next (a rejection says why). */
function SolicitudDialog({ s, gestiona, onClose }: { s: SolicitudOnline; gestiona: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const cambiar = useCambiarSolicitud();
  const [nota, setNota] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const next = gestiona ? siguientes(s.estado) : [];
  return (
    <RecordDialog
      title={`${s.documento} · ${s.numero}`}
      onClose={onClose}
      primary={next.map((a) => (
        <Button
          key={a}
          variant={a === 'rechazada' ? 'text' : 'contained'}
          color={a === 'rechazada' ? 'error' : 'primary'}
          disabled={cambiar.isPending || (pidePago(a) && esperaPago(s.saldo))}
          onClick={() =>
            cambiar.mutate(
              { solicitudId: s.solicitudId, body: { estado: a, nota: nota.trim() || null } },
              { onSuccess: onClose, onError: (e) => setError(e as ApiError) },
            )
          }
        >
          {t(`onlineRequests.to.${a}`)}
        </Button>
      ))}
    >
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>
          {s.nombre} · {s.matricula}
        </Typography>
        <Typography>{t('onlineRequests.line', { count: s.copias, copias: s.copias, carrera: s.carrera })}</Typography>
        <div>
          <PagoChip s={s} />
        </div>
        {gestiona && next.some(pidePago) && esperaPago(s.saldo) && (
          <Alert severity="info">{t('onlineRequests.takeWhenPaid', { saldo: formatMoney(s.saldo!, s.moneda!) })}</Alert>
        )}
        {s.destinatario && <Typography>{`${solicitudLabels.destinatario[lang]}: ${s.destinatario}`}</Typography>}
        {s.observacion && <Typography color="text.secondary">{`${solicitudLabels.observacion[lang]}: ${s.observacion}`}</Typography>}
        <Pasos s={s} />
        {next.length > 0 && (
          <TextField
            label={solicitudLabels.nota[lang]}
            helperText={t('onlineRequests.noteHint')}
            value={nota}
            onChange={(e) => setNota(e.target.value)}
            multiline
            minRows={2}
          />
        )}
        {error && <Alert severity="error">{error.fields?.nota ?? error.message}</Alert>}
      </Stack>
    </RecordDialog>
  );
}
