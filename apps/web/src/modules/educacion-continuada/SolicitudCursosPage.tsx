import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aceptarIn,
  cotizarIn,
  estadoSolicitudCursoLabels,
  estadosSolicitudCurso,
  solicitudCursoApi,
  solicitudCursoIn,
  solicitudCursoLabels,
  solicitudCursosScreen,
  type EstadoSolicitudCurso,
  type SolicitudCursoFila,
} from '@claustro/domain/educacion-continuada/solicitud-curso.contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { MotivoDialog } from '../../platform/MotivoDialog.tsx';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { CotizacionCursoResumen } from '../financieros/api.ts';

const keys = queryKeys('ec-solicitud-cursos');
const colores: Record<EstadoSolicitudCurso, 'default' | 'info' | 'success' | 'error'> = {
  recibida: 'default',
  cotizada: 'info',
  aceptada: 'success',
  rechazada: 'error',
};

/**
 * `/educacion-continuada/solicitud_cursos`: companies asking for a course of a template for a closed
 * group; each is quoted (a discount: the quote, printable, is finance's company quote), then accepted —
 * its course made for the group — or rejected with why.
 */
export default function SolicitudCursosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const lista = useListState();
  const estado = useStateFilter(lista, estadosSolicitudCurso);
  const query = { ...lista.query, estado: estado.value || undefined };
  const list = useQuery({ queryKey: keys.list(query), placeholderData: keepPreviousData, queryFn: () => callPaged(solicitudCursoApi.list, { query }) });
  const columns: GridColumn<SolicitudCursoFila>[] = [
    { field: 'creadaEn', headerName: t('contedu.date'), minWidth: 110, valueGetter: (_v, r) => formatDate(r.creadaEn.slice(0, 10), lang) },
    { field: 'empresa', headerName: solicitudCursoLabels.empresaId[lang], minWidth: 200, flex: 1 },
    { field: 'plantilla', headerName: solicitudCursoLabels.cursoPlantillaId[lang], minWidth: 200, flex: 1 },
    { field: 'participantes', headerName: solicitudCursoLabels.participantes[lang], minWidth: 110 },
    {
      field: 'estado',
      headerName: t('contedu.status'),
      minWidth: 120,
      renderCell: ({ row }) => <Chip size="small" color={colores[row.estado]} label={estadoSolicitudCursoLabels[row.estado][lang]} />,
    },
  ];
  return (
    <ListPage
      title={screenTitle(solicitudCursosScreen, lang)!}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('contedu.companyRequestsIntro')}
        </Typography>
      }
      create={{ label: t('contedu.companyRequestNew'), form: (close) => <NuevaDialog onClose={close} /> }}
      state={{ filter: estado, label: t('contedu.status'), labelOf: (e) => estadoSolicitudCursoLabels[e][lang], all: t('contedu.allStates') }}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.solicitudCursoId}
      detail={({ row, close }) => (row ? <SolicitudDialog s={row} onClose={close} /> : null)}
    />
  );
}

function NuevaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const empresas = useLookup('empresa');
  const plantillas = useLookup('cursoPlantilla');
  const form = useContractForm(solicitudCursoIn, solicitudCursoLabels, {
    empresaId: '' as never,
    cursoPlantillaId: '' as never,
    participantes: '' as never,
    fechaDeseada: null,
    contacto: '',
    email: '',
    telefono: '',
    notas: '',
  });
  const [error, setError] = useState<string | null>(null);
  const enviar = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await call(solicitudCursoApi.crear, { body });
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  const l = solicitudCursoLabels;
  const c = form.control;
  return (
    <FormDialog
      title={t('contedu.companyRequestNew')}
      onClose={onClose}
      onSubmit={() => void enviar()}
      busy={form.formState.isSubmitting}
      error={error}
      maxWidth="md"
    >
      <FormSelect control={c} name="empresaId" label={l.empresaId[lang]} options={empresas.options} required />
      <FormSelect control={c} name="cursoPlantillaId" label={l.cursoPlantillaId[lang]} options={plantillas.options} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={c} name="participantes" label={l.participantes[lang]} type="number" required sx={{ flex: 1 }} />
        <FormDate control={c} name="fechaDeseada" label={l.fechaDeseada[lang]} sx={{ flex: 1 }} />
      </Stack>
      <FormText control={c} name="contacto" label={l.contacto[lang]} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={c} name="email" label={l.email[lang]} type="email" required sx={{ flex: 1 }} />
        <FormText control={c} name="telefono" label={l.telefono[lang]} sx={{ flex: 1 }} />
      </Stack>
      <FormText control={c} name="notas" label={l.notas[lang]} multiline rows={3} />
    </FormDialog>
  );
}

/** A request with its quote (printable); quoted again, accepted (its course made) or rejected, while it is open. */
function SolicitudDialog({ s, onClose }: { s: SolicitudCursoFila; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const sedes = useLookup('sede');
  const [rechazar, setRechazar] = useState(false);
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const cotizar = useContractForm(cotizarIn, solicitudCursoLabels, { descuento: Number(s.descuento) });
  const aceptar = useContractForm(aceptarIn, solicitudCursoLabels, { curFechaInicio: s.fechaDeseada ?? '', curFechaFinal: '', sedeId: '' as never });
  const hecho = (text: string) => {
    setAviso({ ok: true, text });
    void qc.invalidateQueries({ queryKey: keys.all });
  };
  const enviarCotizacion = cotizar.handleSubmit(async (body) => {
    try {
      await call(solicitudCursoApi.cotizar, { params: { solicitudCursoId: s.solicitudCursoId }, body });
      hecho(t('contedu.companyQuoted'));
    } catch (e) {
      setAviso({ ok: false, text: applyServerErrors(e, cotizar.setError) });
    }
  });
  const enviarAceptacion = aceptar.handleSubmit(async (body) => {
    try {
      await call(solicitudCursoApi.aceptar, { params: { solicitudCursoId: s.solicitudCursoId }, body });
      hecho(t('contedu.companyAccepted'));
    } catch (e) {
      setAviso({ ok: false, text: applyServerErrors(e, aceptar.setError) });
    }
  });
  const descuento = Number(cotizar.watch('descuento')) || 0;
  const abierta = s.estado === 'recibida' || s.estado === 'cotizada';
  const l = solicitudCursoLabels;
  return (
    <RecordDialog
      title={`${s.empresa} · ${s.plantilla}`}
      onClose={onClose}
      maxWidth="md"
      actions={
        abierta ? (
          <Button color="error" onClick={() => setRechazar(true)}>
            {t('contedu.companyReject')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <strong>{estadoSolicitudCursoLabels[s.estado][lang]}</strong> · {t('contedu.companyBy', { usuario: s.usuario, en: formatDateTime(s.creadaEn, lang) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[s.contacto, s.email, s.telefono, s.rnc && `RNC ${s.rnc}`, s.fechaDeseada && `${l.fechaDeseada[lang]}: ${formatDate(s.fechaDeseada, lang)}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {s.notas && <Typography variant="body2">{s.notas}</Typography>}
        {s.motivo && <Alert severity="info">{s.motivo}</Alert>}
        {s.curso && (
          <Alert severity="success">
            {t('contedu.companyCourse', { curso: s.curso })}{' '}
            <Link component={RouterLink} to="/educacion-continuada/cursos">
              {t('contedu.openCourses')}
            </Link>
          </Alert>
        )}
      </Stack>
      <CotizacionCursoResumen
        pedido={{
          cursoPlantillaId: s.cursoPlantillaId,
          participantes: s.participantes,
          descuento: abierta ? descuento : Number(s.descuento),
          empresaId: s.empresaId,
          inicio: s.fechaDeseada,
        }}
      />
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      {abierta && (
        <Stack
          spacing={1.5}
          component="form"
          onSubmit={(e) => void enviarCotizacion(e)}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormText control={cotizar.control} name="descuento" label={l.descuento[lang]} type="number" />
          <Button type="submit" variant="outlined" disabled={cotizar.formState.isSubmitting}>
            {t('contedu.companyQuote')}
          </Button>
        </Stack>
      )}
      {s.estado === 'cotizada' && (
        <Stack spacing={1.5} component="form" onSubmit={(e) => void enviarAceptacion(e)}>
          <Typography variant="subtitle2" component="h3">
            {t('contedu.companyAcceptTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDate control={aceptar.control} name="curFechaInicio" label={l.curFechaInicio[lang]} required sx={{ flex: 1 }} />
            <FormDate control={aceptar.control} name="curFechaFinal" label={l.curFechaFinal[lang]} required sx={{ flex: 1 }} />
            <FormSelect control={aceptar.control} name="sedeId" label={l.sedeId[lang]} options={sedes.options} required sx={{ flex: 1 }} />
          </Stack>
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={aceptar.formState.isSubmitting}>
              {t('contedu.companyAccept')}
            </Button>
          </Stack>
        </Stack>
      )}
      {rechazar && (
        <MotivoDialog
          title={t('contedu.companyReject')}
          hint={t('contedu.companyRejectHint')}
          confirm={t('contedu.companyReject')}
          pending={false}
          onClose={() => setRechazar(false)}
          onConfirm={async (motivo) => {
            await call(solicitudCursoApi.rechazar, { params: { solicitudCursoId: s.solicitudCursoId }, body: { motivo } });
            void qc.invalidateQueries({ queryKey: keys.all });
            onClose();
          }}
        />
      )}
    </RecordDialog>
  );
}
