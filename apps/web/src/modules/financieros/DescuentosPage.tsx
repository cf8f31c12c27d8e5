import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Alert, FormControlLabel, FormGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { descuentoApi, descuentoIn, descuentoLabels, descuentoScreen, type Descuento, type DescuentoIn } from '@claustro/domain/financieros/descuento.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { api, ApiError } from '../../platform/api.ts';
import { FormAmount, FormCheckbox, FormDate, FormSelect, FormSwitch, FormText, messageAt } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { BuscarMatricula, useCuentas, VigenteChip } from './BuscarCuentas.tsx';
import { useBusqueda } from './busqueda.ts';
import { ListPage } from '../../platform/ListPage.tsx';

const keys = queryKeys('descuentos');
const afecta = ['dePaAfecta_Mensualidad', 'dePaAfecta_Inscripcion', 'dePaAfectaServicios', 'dePaAfectaServiciosInscripcion'] as const;

/**
 * `/financieros/ConsultaAsignacionesBecas`: the discounts and scholarships given to students, newest
 * first, found by matrícula or name (scholarships alone with a switch); a new one or a row opens the
 * form: how much (a percentage or an amount), what it affects, from which term, until when, why.
 */
export default function DescuentosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(descuentoScreen, lang)!;
  const lista = useListState();
  const soloBecas = lista.filter('becas') === 'si';
  const list = useBusqueda(keys.all, descuentoApi, lista.query, { soloBecas: soloBecas ? 'true' : undefined });
  const columns: GridColumn<Descuento>[] = [
    { field: 'matricula', headerName: t('registration.matricula'), minWidth: 120, valueGetter: (_v, r) => r.matricula ?? r.solicitud },
    { field: 'nombre', headerName: t('account.student'), minWidth: 200, flex: 1 },
    { field: 'tipo', headerName: descuentoLabels.tipoDescuentoId[lang], minWidth: 170 },
    {
      field: 'valor',
      headerName: t('discounts.value'),
      minWidth: 120,
      valueGetter: (_v, r) => (r.dePaPorcentaje ? `${Number(r.dePaPorcentaje_Monto)} %` : formatMoney(r.dePaPorcentaje_Monto)),
    },
    {
      field: 'alcance',
      headerName: t('authorisations.reach'),
      minWidth: 200,
      valueGetter: (_v, r) =>
        [
          r.dePaPermanente ? t('discounts.fromOn', { periodo: r.periodo }) : r.periodo,
          r.vence && r.fechaVencimiento && t('authorisations.until', { fecha: formatDate(r.fechaVencimiento, lang) }),
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      field: 'estatus',
      headerName: t('cashier.state'),
      minWidth: 100,
      renderCell: ({ row }) => <VigenteChip vigente={row.estatus} />,
    },
  ];
  return (
    <ListPage
      title={title}
      create={{ label: t('discounts.new'), form: (close) => <DescuentoDialog descuento={null} onClose={close} /> }}
      list={lista}
      filters={
        <FormControlLabel
          control={<Switch checked={soloBecas} onChange={(e) => lista.setFilter('becas', e.target.checked ? 'si' : '')} />}
          label={t('discounts.onlyScholarships')}
        />
      }
      rows={list}
      columns={columns}
      getRowId={(r) => r.estudianteDescuentoPagoId}
      detail={({ id, row, close }) => row && <DescuentoDialog key={id} descuento={row} onClose={close} />}
    ></ListPage>
  );
}

function DescuentoDialog({ descuento: d, onClose }: { descuento: Descuento | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const periodos = useLookup('periodoAcademico');
  const tipos = useLookup('tipoDescuento');
  const justificaciones = useLookup('descuentoJustificacion');
  const f = useCuentas();
  const cuentas = f.cuentas ?? [];
  // The record's career, else the one chosen among the student's, else their first.
  const [elegida, setElegida] = useState<number | null>(null);
  const ec = d?.estudianteCarreraId ?? elegida ?? cuentas[0]?.estudianteCarreraId ?? null;
  const form = useContractForm(descuentoIn, descuentoLabels, {
    estudianteCarreraId: d?.estudianteCarreraId ?? null,
    solicitudAdmisionId: d?.solicitudAdmisionId ?? null,
    monedaPagoId: d?.monedaPagoId ?? null,
    periodoAcademicoId: d?.periodoAcademicoId ?? ('' as unknown as number),
    tipoDescuentoId: d?.tipoDescuentoId ?? ('' as unknown as number),
    descuentoJustificacionId: d?.descuentoJustificacionId ?? null,
    dePaPorcentaje: d?.dePaPorcentaje ?? true,
    dePaPorcentaje_Monto: d?.dePaPorcentaje_Monto ?? '',
    dePaPermanente: d?.dePaPermanente ?? false,
    dePaAfecta_Inscripcion: d?.dePaAfecta_Inscripcion ?? false,
    dePaAfecta_Mensualidad: d?.dePaAfecta_Mensualidad ?? true,
    dePaAfectaServicios: d?.dePaAfectaServicios ?? false,
    dePaAfectaServiciosInscripcion: d?.dePaAfectaServiciosInscripcion ?? false,
    empresaId: d?.empresaId ?? null,
    vence: d?.vence ?? false,
    fechaVencimiento: d?.fechaVencimiento ?? null,
    estatus: d?.estatus ?? true,
  });
  const [porcentaje, vence] = useWatch({ control: form.control, name: ['dePaPorcentaje', 'vence'] });
  const [rnc, setRnc] = useState('');
  const [general, setGeneral] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: async (v: DescuentoIn) => {
      // A sponsor is a company of the DGII registry, found by its RNC.
      const empresaId = rnc.trim()
        ? (await api<{ id: number }>(`/api/generales/dgii-rnc/rnc/${encodeURIComponent(rnc.trim().replace(/-/g, ''))}`)).id
        : v.empresaId;
      const body = { ...v, empresaId, fechaVencimiento: v.vence ? v.fechaVencimiento : null };
      return d ? call(descuentoApi.update, { params: { id: d.estudianteDescuentoPagoId }, body }) : call(descuentoApi.create, { body });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) =>
      setGeneral(e instanceof ApiError && e.status === 404 ? t('discounts.notFound') : applyServerErrors(e, form.setError, ['estudianteCarreraId'])),
  });
  const submit = form.handleSubmit((v) => {
    setGeneral(null);
    guardar.mutate(v);
  });
  const label = (k: string) => descuentoLabels[k][lang];
  const named = (name: keyof DescuentoIn & string) => ({ control: form.control, name, label: label(name) });
  const afectaProblema = messageAt(form.formState.errors, 'dePaAfecta_Mensualidad');
  return (
    <FormDialog
      title={d ? `${d.tipo} · ${d.nombre}` : t('discounts.new')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => {
        if (!d) form.setValue('estudianteCarreraId', ec);
        void submit();
      }}
      busy={guardar.isPending}
      ready={!!ec}
      error={general}
    >
      {!d && (
        <Stack spacing={1}>
          <BuscarMatricula f={f} variant="outlined" />
          {cuentas.length > 1 && (
            <SelectField
              label={t('registration.career')}
              value={ec ?? ''}
              onChange={(v) => setElegida(Number(v))}
              options={cuentas.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrera} · ${c.sede}` }))}
              sx={{ minWidth: 240 }}
            />
          )}
        </Stack>
      )}
      {!d && cuentas[0] && <Typography sx={{ fontWeight: 600 }}>{`${cuentas[0].matricula} · ${cuentas[0].nombre}`}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect {...named('tipoDescuentoId')} options={tipos.options} required sx={{ flex: 1 }} />
        <FormSelect {...named('descuentoJustificacionId')} options={justificaciones.options} optional empty={t('discounts.none')} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormSwitch {...named('dePaPorcentaje')} />
        {porcentaje ? (
          <FormText
            {...named('dePaPorcentaje_Monto')}
            label={t('discounts.percent')}
            required
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ) : (
          <FormAmount {...named('dePaPorcentaje_Monto')} label={t('discounts.amount')} required sx={{ flex: 1 }} />
        )}
      </Stack>
      <FormGroup role="group" aria-label={t('discounts.affects')}>
        {afecta.map((k) => (
          <FormCheckbox key={k} {...named(k)} />
        ))}
      </FormGroup>
      {afectaProblema && <Alert severity="error">{afectaProblema}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormSelect {...named('periodoAcademicoId')} options={periodos.options} required sx={{ flex: 1 }} />
        <FormSwitch {...named('dePaPermanente')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormSwitch {...named('vence')} />
        {vence && <FormDate {...named('fechaVencimiento')} />}
      </Stack>
      <TextField label={t('discounts.sponsorRnc')} value={rnc} onChange={(e) => setRnc(e.target.value)} helperText={d?.empresa ?? t('discounts.sponsorHint')} />
      {d && <FormSwitch {...named('estatus')} />}
    </FormDialog>
  );
}
