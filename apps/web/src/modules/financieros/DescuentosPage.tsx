import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { descuentoApi, descuentoLabels, descuentoScreen, type Descuento, type DescuentoIn } from '@claustro/domain/financieros/descuento.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { api, type ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { DateInput } from '../../platform/DateInput.tsx';
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
  const [nuevo, setNuevo] = useState(false);
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
      actions={
        <Button variant="contained" onClick={() => setNuevo(true)}>
          {t('discounts.new')}
        </Button>
      }
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
    >
      {nuevo && <DescuentoDialog descuento={null} onClose={() => setNuevo(false)} />}
    </ListPage>
  );
}

function DescuentoDialog({ descuento: d, onClose }: { descuento: Descuento | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const qc = useQueryClient();
  const periodos = useLookup('periodoAcademico');
  const tipos = useLookup('tipoDescuento');
  const justificaciones = useLookup('descuentoJustificacion');
  const f = useCuentas();
  const cuentas = f.cuentas ?? [];
  // The record's career, else the one chosen among the student's, else their first.
  const [elegida, setElegida] = useState<number | null>(null);
  const ec = d?.estudianteCarreraId ?? elegida ?? cuentas[0]?.estudianteCarreraId ?? null;
  const [v, setV] = useState({
    periodoAcademicoId: (d?.periodoAcademicoId ?? '') as number | '',
    tipoDescuentoId: (d?.tipoDescuentoId ?? '') as number | '',
    descuentoJustificacionId: (d?.descuentoJustificacionId ?? '') as number | '',
    dePaPorcentaje: d?.dePaPorcentaje ?? true,
    dePaPorcentaje_Monto: d?.dePaPorcentaje_Monto ?? '',
    dePaPermanente: d?.dePaPermanente ?? false,
    dePaAfecta_Inscripcion: d?.dePaAfecta_Inscripcion ?? false,
    dePaAfecta_Mensualidad: d?.dePaAfecta_Mensualidad ?? true,
    dePaAfectaServicios: d?.dePaAfectaServicios ?? false,
    dePaAfectaServiciosInscripcion: d?.dePaAfectaServiciosInscripcion ?? false,
    vence: d?.vence ?? false,
    fechaVencimiento: d?.fechaVencimiento ?? null,
    estatus: d?.estatus ?? true,
  });
  const [rnc, setRnc] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV({ ...v, [k]: value });
  const field = (k: string) => error?.fields?.[k];
  const guardar = useMutation({
    mutationFn: async () => {
      // A sponsor is a company of the DGII registry, found by its RNC.
      const empresaId = rnc.trim()
        ? (await api<{ id: number }>(`/api/generales/dgii-rnc/rnc/${encodeURIComponent(rnc.trim().replace(/-/g, ''))}`)).id
        : (d?.empresaId ?? null);
      const body: DescuentoIn = {
        ...v,
        estudianteCarreraId: ec,
        solicitudAdmisionId: d?.solicitudAdmisionId ?? null,
        monedaPagoId: d?.monedaPagoId ?? null,
        periodoAcademicoId: Number(v.periodoAcademicoId),
        tipoDescuentoId: Number(v.tipoDescuentoId),
        descuentoJustificacionId: v.descuentoJustificacionId || null,
        empresaId,
        fechaVencimiento: v.vence ? v.fechaVencimiento : null,
      };
      return d ? call(descuentoApi.update, { params: { id: d.estudianteDescuentoPagoId }, body }) : call(descuentoApi.create, { body });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setError(e as ApiError),
  });
  const label = (k: string) => descuentoLabels[k][lang];
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="descuento-title">
      <DialogTitle id="descuento-title">{d ? `${d.tipo} · ${d.nombre}` : t('discounts.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
            <ChoiceField
              label={label('tipoDescuentoId')}
              value={v.tipoDescuentoId}
              onChange={(x) => set('tipoDescuentoId', x)}
              options={tipos.options}
              required
            />
            <ChoiceField
              label={label('descuentoJustificacionId')}
              value={v.descuentoJustificacionId}
              onChange={(x) => set('descuentoJustificacionId', x)}
              options={justificaciones.options}
              empty={t('discounts.none')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={<Switch checked={v.dePaPorcentaje} onChange={(e) => set('dePaPorcentaje', e.target.checked)} />}
              label={label('dePaPorcentaje')}
            />
            <TextField
              required
              label={v.dePaPorcentaje ? t('discounts.percent') : t('discounts.amount')}
              value={v.dePaPorcentaje_Monto}
              onChange={(e) => set('dePaPorcentaje_Monto', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={!!field('dePaPorcentaje_Monto')}
              helperText={field('dePaPorcentaje_Monto')}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormGroup role="group" aria-label={t('discounts.affects')}>
            {afecta.map((k) => (
              <FormControlLabel key={k} control={<Checkbox checked={v[k]} onChange={(e) => set(k, e.target.checked)} />} label={label(k)} />
            ))}
          </FormGroup>
          {field('dePaAfecta_Mensualidad') && <Alert severity="error">{field('dePaAfecta_Mensualidad')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ChoiceField
              label={label('periodoAcademicoId')}
              value={v.periodoAcademicoId}
              onChange={(x) => set('periodoAcademicoId', x)}
              options={periodos.options}
              required
            />
            <FormControlLabel
              control={<Switch checked={v.dePaPermanente} onChange={(e) => set('dePaPermanente', e.target.checked)} />}
              label={label('dePaPermanente')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel control={<Switch checked={v.vence} onChange={(e) => set('vence', e.target.checked)} />} label={label('vence')} />
            {v.vence && (
              <DateInput
                label={label('fechaVencimiento')}
                value={v.fechaVencimiento}
                onChange={(x) => set('fechaVencimiento', x)}
                error={!!field('fechaVencimiento')}
                helperText={field('fechaVencimiento')}
              />
            )}
          </Stack>
          <TextField
            label={t('discounts.sponsorRnc')}
            value={rnc}
            onChange={(e) => setRnc(e.target.value)}
            helperText={d?.empresa ?? t('discounts.sponsorHint')}
          />
          {d && <FormControlLabel control={<Switch checked={v.estatus} onChange={(e) => set('estatus', e.target.checked)} />} label={label('estatus')} />}
          {error && <Alert severity="error">{error.status === 404 ? t('discounts.notFound') : (Object.values(error.fields ?? {})[0] ?? error.message)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={!ec || guardar.isPending} onClick={() => guardar.mutate()}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
