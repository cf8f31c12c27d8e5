import { CajaSinAbrir } from './CajaSinAbrir.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { cobroScreen } from '@claustro/domain/financieros/caja.contract';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  cobroLabels,
  tiposPagador,
  type CandidatoPagador,
  type Pagador,
  type ReciboCompleto,
  type ServicioACobrar,
  type TipoPagador,
} from '@claustro/domain/financieros/cobro.contract';
import { cajaYSede } from '@claustro/domain/financieros/caja.rules';
import { liquidarCobro } from '@claustro/domain/financieros/cobro.rules';
import { monedaPago } from '@claustro/domain/financieros/moneda-pago.resource';
import { tipoFormaPago } from '@claustro/domain/financieros/tipo-forma-pago.resource';
import { tipoNcf } from '@claustro/domain/financieros/tipo-ncf.resource';
import { enPesos, formatMoney, fromCents, typedCents } from '@claustro/domain/platform/money';
import { consumoIdentificaComprador } from '@claustro/domain/financieros/dgii.rules';
import { ApiError } from '../../platform/api.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormAmount, FormSelect, FormText, messageAt } from '../../platform/form-fields.tsx';
import { cobroForm, enFilas, metodosUsados, type CobroForm } from './cobro-form.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { buscarPagador, buscarPagadores, cuentasPorMatricula, imprimirEstadoCuenta, imprimirRecibo, useCobrar, useMiCaja, useServiciosACobrar } from './api.ts';

/** A fresh idempotency key for one payment: a retried or double-clicked submit sends the same one. */
const nuevaClave = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const pagoVacio = (tipoFormaPagoId: number | '') => ({ tipoFormaPagoId, monto: '', referencia: '', bancoId: null, tipoTarjetaCreditoId: null });

/**
 * `/financieros/cobros-servicios`: find who pays, add services (priced by the institution in the
 * chosen currency), choose the receipt type (fiscal credit asks for the RNC), take one or more payment
 * methods — the total, what is missing and the change are worked out as you type, to the cent — and
 * collect: the receipt comes back with its NCF, ready to print on paper or on the POS roll.
 */
export default function CobroPage() {
  const title = screenTitle(cobroScreen, currentLang())!;
  const mia = useMiCaja();
  const monedas = useCatalogueRows(monedaPago).data;
  const formas = useCatalogueRows(tipoFormaPago).data;
  const tiposNcf = useCatalogueRows(tipoNcf).data;
  // Another screen can send the payer (`?pagador=participante&codigo=…`): they are looked up at once.
  const [params] = useSearchParams();
  /** Each collection is a fresh form (and a fresh key); only the first takes the payer sent. */
  const [ronda, setRonda] = useState(0);

  if (mia.data && !mia.data.apertura)
    return (
      <Stack spacing={2}>
        <ListHeader title={title} />
        <CajaSinAbrir cajero={!!mia.data.cajero} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {mia.data?.apertura && <CajaAbierta apertura={mia.data.apertura} />}
      {monedas && formas && tiposNcf && mia.data ? (
        <CobroForm
          key={ronda}
          cajero={mia.data.cajero}
          monedas={monedas.filter((x) => x.estatus)}
          formas={formas.filter((f) => f.sePuedeSeleccionar && f.estatus)}
          tiposNcf={tiposNcf.filter((x) => x.estatus)}
          enviado={ronda === 0 ? { tipo: params.get('pagador'), codigo: params.get('codigo') } : null}
          onNext={() => setRonda((r) => r + 1)}
        />
      ) : (
        <LinearProgress aria-label={title} />
      )}
    </Stack>
  );
}

function CajaAbierta({ apertura }: { apertura: { caja: string; sede: string } }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('collect.on', { caja: cajaYSede(apertura.caja, apertura.sede) })}
    </Typography>
  );
}

type Catalogo<R extends Parameters<typeof useCatalogueRows>[0]> = NonNullable<ReturnType<typeof useCatalogueRows<R>>['data']>;

function CobroForm(props: {
  cajero: { tipoNcfId: number | null; sinNcf: boolean } | null;
  monedas: Catalogo<typeof monedaPago>;
  formas: Catalogo<typeof tipoFormaPago>;
  tiposNcf: Catalogo<typeof tipoNcf>;
  enviado: { tipo: string | null; codigo: string | null } | null;
  onNext: () => void;
}) {
  const { monedas, formas, tiposNcf } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const bancos = useLookup('banco');
  const tarjetas = useLookup('tipoTarjetaCredito');
  const cobrar = useCobrar();
  const efectivo = formas.find((f) => !f.tiFpValidarReferencia);
  const formaDe = (id: unknown) => formas.find((f) => f.tipoFormaPagoContableId === id);

  const form = useContractForm(
    cobroForm,
    cobroLabels,
    {
      clave: nuevaClave(),
      pagador: { tipo: 'estudiante', codigo: null, nombre: null },
      monedaPagoId: monedas.find((m) => m.moPaDefault)?.monedaPagoId ?? monedas[0]?.monedaPagoId ?? '',
      // The register's type unless the cashier chooses another.
      tipoNcfId: props.cajero?.tipoNcfId ?? '',
      sinNcf: null,
      rnc: null,
      servicios: [],
      cargos: [],
      formasPago: [pagoVacio(efectivo?.tipoFormaPagoContableId ?? '')],
      comentario: '',
      abonoBalance: '',
    },
    'onTouched',
  );
  const { control, setValue, getValues } = form;
  const lineas = useFieldArray({ control, name: 'servicios' });
  const abonos = useFieldArray({ control, name: 'cargos' });
  const pagos = useFieldArray({ control, name: 'formasPago' });
  const v = useWatch({ control }) as CobroForm;

  // The payer is looked up, not typed into the receipt: what was found goes into the form.
  const [tipo, setTipo] = useState<TipoPagador>(() => tiposPagador.find((x) => x === props.enviado?.tipo) ?? 'estudiante');
  const [codigo, setCodigo] = useState(() => props.enviado?.codigo ?? '');
  const [pagador, setPagador] = useState<Pagador | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [noEncontrado, setNoEncontrado] = useState<string | null>(null);
  const [candidatos, setCandidatos] = useState<CandidatoPagador[]>([]);
  const [buscaServicio, setBuscaServicio] = useState('');
  const [general, setGeneral] = useState<string | null>(null);
  const [recibo, setRecibo] = useState<ReciboCompleto | null>(null);

  const moneda = Number(v.monedaPagoId) || '';
  const codigoMoneda = monedas.find((m) => m.monedaPagoId === moneda)?.moPaCodigo ?? '';
  const servicios = useServiciosACobrar(moneda, buscaServicio);
  const fiscal = !!tiposNcf.find((x) => x.tipoNcfId === v.tipoNcfId)?.tiNcEsFiscal;
  const balance = typeof v.abonoBalance === 'string' && !!v.abonoBalance.trim();

  // Fiscal credit names the buyer: the payer's RNC unless the cashier types another; other receipts name none.
  useEffect(() => {
    if (!fiscal) setValue('rnc', null);
    else if (!getValues('rnc') && pagador?.rnc) setValue('rnc', pagador.rnc);
  }, [fiscal, pagador, setValue, getValues]);

  // What the screen shows as totals: the same rule the server applies, on the same cents.
  const leer = (x: unknown) => typedCents(String(x ?? '').trim() || '0') ?? 0n;
  const cuenta = (() => {
    const ls = [
      // A payment towards the balance is a receipt of its own: services and charges wait for the next one.
      ...(balance ? [] : (v.servicios ?? [])).map((l) => ({ precio: leer(l.precio), cantidad: Number(l.cantidad) || 0, descuento: leer(l.descuento) })),
      ...(balance
        ? [{ precio: leer(v.abonoBalance), cantidad: 1, descuento: 0n }]
        : (v.cargos ?? []).map((c) => ({ precio: leer(c.monto), cantidad: 1, descuento: 0n }))),
    ];
    const total = ls.reduce((a, l) => a + l.precio * BigInt(l.cantidad) - l.descuento, 0n);
    const formasPago = (v.formasPago ?? []).map((p) => ({ monto: leer(p.monto), efectivo: !formaDe(p.tipoFormaPagoId)?.tiFpValidarReferencia }));
    const recibido = formasPago.reduce((a, p) => a + p.monto, 0n);
    return { total, recibido, r: liquidarCobro(ls, formasPago) };
  })();

  const buscar = async () => {
    setNoEncontrado(null);
    setCandidatos([]);
    setPagador(null);
    abonos.replace([]);
    setValue('abonoBalance', '');
    if (tipo === 'externo') {
      const p = {
        tipo,
        codigo: null,
        nombre: codigo.trim(),
        estatus: null,
        area: null,
        estudianteId: null,
        empresaId: null,
        rnc: null,
        identificacion: null,
        cargos: [],
      };
      setPagador(p);
      setValue('pagador', { tipo, codigo: null, nombre: p.nombre });
      return;
    }
    setBuscando(true);
    try {
      await usar(tipo, codigo.trim());
    } catch (e) {
      // Not a code of that kind: whoever it may name (a name, a cédula, an RNC), to choose from — one is taken at once.
      const encontrados = codigo.trim().length >= 2 && e instanceof ApiError && e.status === 404 ? await buscarPagadores(codigo.trim()).catch(() => []) : [];
      if (encontrados.length === 1) await usar(encontrados[0].tipo, encontrados[0].codigo).catch((x: ApiError) => setNoEncontrado(x.message));
      else if (encontrados.length) setCandidatos(encontrados);
      else setNoEncontrado(e instanceof ApiError && e.status === 404 ? t('collect.noMatches', { value: codigo.trim() }) : (e as ApiError).message);
    } finally {
      setBuscando(false);
    }
  };
  /** Looks a payer up by their kind and code, and collects from them. */
  const usar = async (clase: TipoPagador, c: string) => {
    const p = await buscarPagador(clase, c);
    setCandidatos([]);
    setTipo(p.tipo);
    setCodigo(p.codigo ?? c);
    setPagador(p);
    setValue('pagador', { tipo: p.tipo, codigo: p.codigo, nombre: null });
  };
  const enviado = useRef(!!props.enviado?.codigo);
  useEffect(() => {
    if (!enviado.current) return;
    enviado.current = false;
    void buscar();
  });

  const agregar = (s: ServicioACobrar | null) => {
    if (s) lineas.append({ servicioContableId: s.servicioContableId, descripcion: s.descripcion, precio: s.precio, cantidad: '1', descuento: '' });
  };
  const completar = (i: number) => {
    // The rest of the total on this method: what the others leave.
    const otros = (v.formasPago ?? []).reduce((a, p, j) => (j === i ? a : a + leer(p.monto)), 0n);
    const falta = cuenta.total - otros;
    if (falta > 0n) setValue(`formasPago.${i}.monto`, fromCents(falta), { shouldDirty: true, shouldValidate: true });
  };

  const submit = form.handleSubmit(async (x) => {
    setGeneral(null);
    const { formasPago, filas } = metodosUsados(x.formasPago);
    const body = {
      clave: x.clave,
      pagador: x.pagador,
      monedaPagoId: x.monedaPagoId,
      tipoNcfId: x.sinNcf ? null : x.tipoNcfId,
      sinNcf: x.sinNcf,
      rnc: (fiscal || grande) && !x.sinNcf ? x.rnc : null,
      servicios: x.abonoBalance ? [] : x.servicios.map((l) => ({ servicioContableId: l.servicioContableId, cantidad: l.cantidad, descuento: l.descuento })),
      cargos: x.abonoBalance ? [] : x.cargos,
      formasPago,
      comentario: x.comentario,
    };
    try {
      setRecibo(await cobrar.mutateAsync({ balance: x.abonoBalance ?? undefined, body }));
    } catch (e) {
      const err = enFilas(e, filas);
      if (err instanceof ApiError && (err.code === 'rnc_requerido' || err.code === 'rnc_no_registrado'))
        form.setError('rnc', { type: 'server', message: err.message }, { shouldFocus: true });
      else setGeneral(applyServerErrors(err, form.setError, ['pagador.nombre', 'pagador.codigo', 'clave', 'servicios', 'cargos', 'formasPago']));
    }
  });

  const m = (c: bigint) => formatMoney(c, codigoMoneda);
  const grande = !fiscal && consumoIdentificaComprador(enPesos(cuenta.total, String(monedas.find((x) => x.monedaPagoId === moneda)?.moPaTasa ?? '1')));
  const nombreExterno = messageAt(form.formState.errors, 'pagador.nombre');
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {t('collect.payer')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void buscar())}>
              <SelectField
                label={t('collect.payerType')}
                value={tipo}
                onChange={(x) => (setTipo(x as TipoPagador), setPagador(null))}
                sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
                options={tiposPagador.map((x) => ({ id: x, label: t(`collect.payerTypes.${x}`) }))}
              />
              <TextField
                label={t(`collect.codeOf.${tipo}`)}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value)}
                sx={{ flex: 1, minWidth: 0 }}
                error={!!noEncontrado || !!nombreExterno}
                helperText={noEncontrado ?? nombreExterno}
              />
              <Button type="submit" variant="outlined" disabled={!codigo.trim() || buscando} sx={{ alignSelf: { sm: 'center' } }}>
                {tipo === 'externo' ? t('collect.use') : t('collect.find')}
              </Button>
            </Stack>
            {candidatos.length > 0 && (
              <div>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {t('collect.candidates')}
                </Typography>
                <List dense disablePadding aria-label={t('collect.candidates')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {candidatos.map((c) => (
                    <ListItemButton
                      key={`${c.tipo}-${c.codigo}`}
                      onClick={() => void usar(c.tipo, c.codigo).catch((x: ApiError) => setNoEncontrado(x.message))}
                    >
                      <ListItemText primary={c.nombre} secondary={[t(`collect.payerTypes.${c.tipo}`), c.codigo, c.detalle].filter(Boolean).join(' · ')} />
                    </ListItemButton>
                  ))}
                </List>
              </div>
            )}
            {pagador && (
              <Alert severity="success" icon={false}>
                <Typography sx={{ fontWeight: 600 }}>{pagador.nombre}</Typography>
                <Typography variant="body2">{[pagador.codigo, pagador.area, pagador.estatus].filter(Boolean).join(' · ')}</Typography>
                {pagador.tipo === 'estudiante' && pagador.codigo && (
                  <Box sx={{ mt: 1 }}>
                    <FileButton
                      label={t('account.printStatement')}
                      run={async () => {
                        // One statement per career the student has (most have one).
                        for (const c of await cuentasPorMatricula(pagador.codigo!)) await imprimirEstadoCuenta(c.estudianteCarreraId);
                      }}
                    />
                  </Box>
                )}
              </Alert>
            )}
            {pagador && pagador.cargos.length > 0 && (
              <Stack spacing={1} component="section" aria-label={t('collect.pending')}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>{t('collect.pending')}</Typography>
                  {/* A payment spread over what is owed is a student's or a participant's; a sponsor pays its charges one by one. */}
                  {(pagador.tipo === 'estudiante' || pagador.tipo === 'participante') && (
                    <FormAmount
                      control={control}
                      name="abonoBalance"
                      size="small"
                      label={t('collect.towardsBalance')}
                      helperText={t('collect.towardsBalanceHint')}
                      sx={{ width: { xs: '100%', sm: 300 } }}
                    />
                  )}
                </Stack>
                {pagador.cargos.map((c) => {
                  const at = abonos.fields.findIndex((a) => a.cargoEstudianteId === c.cargoEstudianteId);
                  return (
                    <Stack key={c.cargoEstudianteId} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <FormControlLabel
                        sx={{ flex: 1, minWidth: 0 }}
                        control={
                          <Checkbox
                            checked={at >= 0}
                            disabled={balance}
                            onChange={(e) =>
                              e.target.checked ? abonos.append({ cargoEstudianteId: c.cargoEstudianteId, monto: c.pendiente }) : abonos.remove(at)
                            }
                          />
                        }
                        label={
                          <span>
                            {c.concepto} · {t('account.due')} {formatDate(c.fechaVence, lang)}
                            {c.vencido && <Chip size="small" color="error" label={t('account.overdue')} sx={{ ml: 1 }} />}
                          </span>
                        }
                      />
                      {at >= 0 ? (
                        <FormAmount
                          key={abonos.fields[at].id}
                          control={control}
                          name={`cargos.${at}.monto`}
                          size="small"
                          label={t('collect.payNow', { pendiente: formatMoney(c.pendiente, c.moneda) })}
                          disabled={balance}
                          sx={{ width: { xs: '100%', sm: 240 } }}
                        />
                      ) : (
                        <TextField
                          size="small"
                          label={t('collect.payNow', { pendiente: formatMoney(c.pendiente, c.moneda) })}
                          value=""
                          disabled
                          sx={{ width: { xs: '100%', sm: 240 } }}
                        />
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, flex: 1 }}>
                {t('collect.services')}
              </Typography>
              <ChoiceField
                label={t('cashier.currency')}
                value={moneda}
                // Prices are the institution's in each currency: a new currency starts the services over.
                onChange={(x) => (setValue('monedaPagoId', x, { shouldDirty: true }), lineas.replace([]))}
                options={monedas.map((x) => ({ id: x.monedaPagoId, label: `${x.moPaCodigo} · ${x.moPaDescripcion}` }))}
              />
            </Stack>
            <Autocomplete
              options={servicios.data?.rows ?? []}
              getOptionLabel={(s) => `${s.descripcion} — ${formatMoney(s.precio, codigoMoneda)}`}
              groupBy={(s) => s.grupo ?? ''}
              filterOptions={(x) => x}
              onInputChange={(_e, x, reason) => reason === 'input' && setBuscaServicio(x)}
              onChange={(_e, s) => agregar(s)}
              value={null}
              blurOnSelect
              renderInput={(p) => (
                <TextField
                  {...p}
                  label={t('collect.addService')}
                  error={!!messageAt(form.formState.errors, 'servicios')}
                  helperText={messageAt(form.formState.errors, 'servicios')}
                />
              )}
              noOptionsText={t('collect.noServices')}
            />
            {lineas.fields.map((l, i) => {
              const linea = v.servicios?.[i] ?? l;
              const neto = leer(l.precio) * BigInt(Number(linea.cantidad) || 0) - leer(linea.descuento);
              return (
                <Stack key={l.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <Typography sx={{ flex: 1, minWidth: 0 }}>{l.descripcion}</Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }}>
                    <FormText
                      control={control}
                      name={`servicios.${i}.cantidad`}
                      size="small"
                      label={t('collect.quantity')}
                      transform={(x) => x.replace(/\D/g, '')}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      sx={{ width: { xs: 'auto', sm: 90 }, flex: { xs: 1, sm: 'none' } }}
                    />
                    <FormAmount
                      control={control}
                      name={`servicios.${i}.descuento`}
                      size="small"
                      label={t('collect.discount')}
                      sx={{ width: { xs: 'auto', sm: 120 }, flex: { xs: 1, sm: 'none' } }}
                    />
                    <Typography sx={{ width: { xs: 'auto', sm: 130 }, pt: 1, textAlign: 'right', whiteSpace: 'nowrap' }}>{m(neto)}</Typography>
                    <IconButton aria-label={t('collect.remove', { servicio: l.descripcion })} onClick={() => lineas.remove(i)}>
                      ×
                    </IconButton>
                  </Stack>
                </Stack>
              );
            })}
            <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{t('collect.total', { monto: m(cuenta.total) })}</Typography>
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {t('collect.payment')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                control={control}
                name="tipoNcfId"
                label={t('collect.receiptType')}
                required
                disabled={!!v.sinNcf}
                options={tiposNcf.map((x) => ({ id: x.tipoNcfId, label: x.tiNcDescripcion ?? '' }))}
                sx={{ flex: 1 }}
              />
              {/* Fiscal credit names the buyer; so does a large consumer sale (the DGII's rule, `consumoIdentificaComprador`). */}
              {(fiscal || grande) && !v.sinNcf && (
                <FormText control={control} name="rnc" required label={t('collect.rnc')} helperText={t('collect.rncHint')} sx={{ flex: 1 }} />
              )}
            </Stack>
            {/* Only where the institution allows it, and only this cashier's: a receipt without a fiscal number says why. */}
            {props.cajero?.sinNcf && (
              <Stack spacing={1}>
                <FormControlLabel
                  control={
                    <Checkbox checked={!!v.sinNcf} onChange={(e) => setValue('sinNcf', e.target.checked ? { motivo: '' } : null, { shouldDirty: true })} />
                  }
                  label={t('collect.noFiscal')}
                />
                {v.sinNcf && <FormText control={control} name="sinNcf.motivo" required multiline minRows={2} label={t('collect.noFiscalReason')} />}
              </Stack>
            )}
            {pagos.fields.map((p, i) => {
              const f = formaDe(v.formasPago?.[i]?.tipoFormaPagoId);
              const tarjeta = !!f?.formaPagoCompletoTarjeta;
              return (
                <Stack key={p.id} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                  <FormSelect
                    control={control}
                    name={`formasPago.${i}.tipoFormaPagoId`}
                    label={t('collect.method')}
                    options={formas.map((x) => ({ id: x.tipoFormaPagoContableId, label: x.tiFpDescripcion ?? '' }))}
                    sx={{ flex: 1 }}
                  />
                  <FormAmount
                    control={control}
                    name={`formasPago.${i}.monto`}
                    label={t('cashier.amount')}
                    slotProps={{
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <Button size="small" onClick={() => completar(i)} aria-label={t('collect.restOn', { n: i + 1 })}>
                              {t('collect.rest')}
                            </Button>
                          </InputAdornment>
                        ),
                      },
                    }}
                    sx={{ flex: 1 }}
                  />
                  {f?.tiFpValidarReferencia && (
                    <FormText control={control} name={`formasPago.${i}.referencia`} required label={t('collect.reference')} sx={{ flex: 1 }} />
                  )}
                  {tarjeta && (
                    <FormSelect
                      control={control}
                      name={`formasPago.${i}.tipoTarjetaCreditoId`}
                      optional
                      label={t('collect.cardType')}
                      options={tarjetas.options}
                      sx={{ flex: 1 }}
                    />
                  )}
                  {f?.tiFpValidarReferencia && !tarjeta && (
                    <FormSelect
                      control={control}
                      name={`formasPago.${i}.bancoId`}
                      optional
                      label={t('collect.bank')}
                      options={bancos.options}
                      sx={{ flex: 1 }}
                    />
                  )}
                  {pagos.fields.length > 1 && (
                    <IconButton aria-label={t('collect.removeMethod')} onClick={() => pagos.remove(i)} sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
                      ×
                    </IconButton>
                  )}
                </Stack>
              );
            })}
            <div>
              <Button onClick={() => pagos.append(pagoVacio(''))} disabled={pagos.fields.length >= 10}>
                {t('collect.addMethod')}
              </Button>
            </div>
            <FormText control={control} name="comentario" label={t('collect.comment')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end', textAlign: 'right' }} aria-live="polite">
              <Typography>{t('collect.received', { monto: m(cuenta.recibido) })}</Typography>
              {cuenta.r.ok ? (
                <Typography sx={{ fontWeight: 700 }}>{t('collect.change', { monto: m(cuenta.r.devuelto) })}</Typography>
              ) : cuenta.r.motivo === 'pago_incompleto' ? (
                <Typography color="warning.main" sx={{ fontWeight: 700 }}>
                  {t('collect.missing', { monto: m(cuenta.r.falta) })}
                </Typography>
              ) : cuenta.r.motivo === 'cambio_sin_efectivo' ? (
                <Typography color="error" sx={{ fontWeight: 700 }}>
                  {t('collect.cardOver', { monto: m(cuenta.r.excede) })}
                </Typography>
              ) : null}
            </Stack>
            {general && <Alert severity="error">{general}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={props.onNext}>{t('collect.clear')}</Button>
              <Button
                variant="contained"
                size="large"
                onClick={() => void submit()}
                disabled={!pagador || cuenta.total <= 0n || !cuenta.r.ok || cobrar.isPending}
              >
                {t('collect.charge', { monto: m(cuenta.total) })}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {recibo && <ReciboHecho recibo={recibo} onNext={props.onNext} />}
    </>
  );
}

/** The receipt just issued: its number, NCF and change, to print on paper or the POS roll. */
function ReciboHecho({ recibo: r, onNext }: { recibo: ReciboCompleto; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onNext} fullWidth maxWidth="xs" aria-labelledby="recibo-hecho-title">
      <DialogTitle id="recibo-hecho-title">{t('collect.done', { numero: r.numero })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{r.nombrePersona}</Typography>
          <Typography>{r.ncf ? t('collect.ncfIs', { ncf: r.ncf, tipo: r.tipoNcf }) : t('collect.noFiscal')}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{t('collect.total', { monto: formatMoney(r.total, r.moneda) })}</Typography>
          <Typography component="p" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
            {t('collect.change', { monto: formatMoney(r.devuelto, r.moneda) })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FileButton label={t('receipts.printLetter')} run={() => imprimirRecibo(r.documentoContableId, 'carta')} />
        <FileButton label={t('receipts.printPos')} run={() => imprimirRecibo(r.documentoContableId, 'pos')} />
        <Button variant="contained" onClick={onNext}>
          {t('collect.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
