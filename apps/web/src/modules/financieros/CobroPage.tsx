import { CajaSinAbrir } from './CajaSinAbrir.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Autocomplete,
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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { cobroScreen } from '@claustro/domain/financieros/caja.contract';
import { tiposPagador, type Pagador, type ReciboCompleto, type ServicioACobrar, type TipoPagador } from '@claustro/domain/financieros/cobro.contract';
import { cajaYSede } from '@claustro/domain/financieros/caja.rules';
import { liquidarCobro } from '@claustro/domain/financieros/cobro.rules';
import { monedaPago } from '@claustro/domain/financieros/moneda-pago.resource';
import { tipoFormaPago } from '@claustro/domain/financieros/tipo-forma-pago.resource';
import { tipoNcf } from '@claustro/domain/financieros/tipo-ncf.resource';
import { formatMoney, fromCents, typedCents } from '@claustro/domain/platform/money';
import type { ApiError } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { buscarPagador, imprimirRecibo, useCobrar, useMiCaja, useServiciosACobrar } from './api.ts';

interface Linea {
  servicioContableId: number;
  descripcion: string;
  precio: string;
  cantidad: string;
  descuento: string;
}
interface Pago {
  tipoFormaPagoId: number | '';
  monto: string;
  referencia: string;
  bancoId: number | '';
  tipoTarjetaCreditoId: number | '';
}
const pagoVacio = (tipoFormaPagoId: number | ''): Pago => ({ tipoFormaPagoId, monto: '', referencia: '', bancoId: '', tipoTarjetaCreditoId: '' });

/** A fresh idempotency key for one payment: a retried or double-clicked submit sends the same one. */
const nuevaClave = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `/financieros/cobros-servicios`: find who pays, add services (priced by the institution in the
 * chosen currency), choose the receipt type (fiscal credit asks for the RNC), take one or more payment
 * methods — the total, what is missing and the change are worked out as you type, to the cent — and
 * collect: the receipt comes back with its NCF, ready to print on paper or on the POS roll.
 */
export default function CobroPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(cobroScreen, lang)!;
  const mia = useMiCaja();
  const monedas = useCatalogueRows(monedaPago).data ?? [];
  const formas = (useCatalogueRows(tipoFormaPago).data ?? []).filter((f) => f.sePuedeSeleccionar && f.estatus);
  const tiposNcf = (useCatalogueRows(tipoNcf).data ?? []).filter((x) => x.estatus);
  const bancos = useLookup('banco');
  const tarjetas = useLookup('tipoTarjetaCredito');
  const cobrar = useCobrar();

  // Another screen can send the payer (`?pagador=participante&codigo=…`): they are looked up at once.
  const [params] = useSearchParams();
  const [tipo, setTipo] = useState<TipoPagador>(() => tiposPagador.find((x) => x === params.get('pagador')) ?? 'estudiante');
  const [codigo, setCodigo] = useState(() => params.get('codigo') ?? '');
  const [pagador, setPagador] = useState<Pagador | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [monedaElegida, setMoneda] = useState<number | ''>('');
  const [lineas, setLineas] = useState<Linea[]>([]);
  /** What is paid of each of the student's pending charges, by charge ('' or absent: not paid now). */
  const [abonos, setAbonos] = useState<Record<number, string>>({});
  /** An amount towards the whole balance instead (the server spreads it, the oldest owed first). */
  const [abonoBalance, setAbonoBalance] = useState('');
  const [buscaServicio, setBuscaServicio] = useState('');
  const [ncfElegido, setNcf] = useState<number | '' | null>(null);
  const [rnc, setRnc] = useState('');
  const [pagos, setPagos] = useState<Pago[]>([pagoVacio('')]);
  const [comentario, setComentario] = useState('');
  const [clave, setClave] = useState(nuevaClave);
  const [error, setError] = useState<ApiError | null>(null);
  const [recibo, setRecibo] = useState<ReciboCompleto | null>(null);

  const moneda = monedaElegida || monedas.find((m) => m.moPaDefault)?.monedaPagoId || '';
  const codigoMoneda = monedas.find((m) => m.monedaPagoId === moneda)?.moPaCodigo ?? '';
  const servicios = useServiciosACobrar(moneda, buscaServicio);
  const efectivo = formas.find((f) => !f.tiFpValidarReferencia);
  const formaDe = (id: number | '') => formas.find((f) => f.tipoFormaPagoContableId === id);
  // Consumer final (the first non-fiscal type) unless the cashier chose; '' is a receipt without fiscal value.
  const ncf = ncfElegido ?? tiposNcf.find((x) => !x.tiNcEsFiscal)?.tipoNcfId ?? '';
  const fiscal = !!tiposNcf.find((x) => x.tipoNcfId === ncf)?.tiNcEsFiscal;

  // What the screen shows as totals: the same rule the server applies, on the same cents.
  const cuenta = (() => {
    const ls = [
      // A payment towards the balance is a receipt of its own: services wait for the next one.
      ...(abonoBalance.trim() ? [] : lineas).map((l) => ({
        precio: typedCents(l.precio) ?? 0n,
        cantidad: Number(l.cantidad) || 0,
        descuento: typedCents(l.descuento || '0') ?? 0n,
      })),
      ...(abonoBalance.trim()
        ? [{ precio: typedCents(abonoBalance) ?? 0n, cantidad: 1, descuento: 0n }]
        : Object.values(abonos).map((v) => ({ precio: typedCents(v || '0') ?? 0n, cantidad: 1, descuento: 0n }))),
    ];
    const total = ls.reduce((a, l) => a + l.precio * BigInt(l.cantidad) - l.descuento, 0n);
    const recibido = pagos.reduce((a, p) => a + (typedCents(p.monto || '0') ?? 0n), 0n);
    const r = liquidarCobro(
      ls,
      pagos.map((p) => ({ monto: typedCents(p.monto || '0') ?? 0n, efectivo: !formaDe(p.tipoFormaPagoId)?.tiFpValidarReferencia })),
    );
    return { total, recibido, r };
  })();

  const buscar = async () => {
    setError(null);
    setPagador(null);
    setAbonos({});
    setAbonoBalance('');
    if (tipo === 'externo') {
      setPagador({
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
      });
      return;
    }
    setBuscando(true);
    try {
      const p = await buscarPagador(tipo, codigo.trim());
      setPagador(p);
      if (p.rnc) setRnc(p.rnc);
    } catch (e) {
      setError(e as ApiError);
    } finally {
      setBuscando(false);
    }
  };
  const enviado = useRef(!!params.get('codigo'));
  useEffect(() => {
    if (!enviado.current) return;
    enviado.current = false;
    void buscar();
  });
  const agregar = (s: ServicioACobrar | null) => {
    if (!s) return;
    setLineas([...lineas, { servicioContableId: s.servicioContableId, descripcion: s.descripcion, precio: s.precio, cantidad: '1', descuento: '' }]);
    if (pagos.length === 1 && !pagos[0].tipoFormaPagoId && efectivo) setPagos([pagoVacio(efectivo.tipoFormaPagoContableId)]);
  };
  const cambiarLinea = (i: number, patch: Partial<Linea>) => setLineas(lineas.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const cambiarPago = (i: number, patch: Partial<Pago>) => setPagos(pagos.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const completar = (i: number) => {
    // The rest of the total on this method: what the others leave.
    const otros = pagos.reduce((a, p, j) => (j === i ? a : a + (typedCents(p.monto || '0') ?? 0n)), 0n);
    const falta = cuenta.total - otros;
    if (falta > 0n) cambiarPago(i, { monto: fromCents(falta) });
  };
  const reiniciar = () => {
    setRecibo(null);
    setPagador(null);
    setAbonos({});
    setAbonoBalance('');
    setCodigo('');
    setLineas([]);
    setPagos([pagoVacio(efectivo?.tipoFormaPagoContableId ?? '')]);
    setComentario('');
    setNcf(null);
    setRnc('');
    setClave(nuevaClave());
  };
  const submit = () => {
    if (!pagador) return;
    setError(null);
    const balance = abonoBalance.trim() || undefined;
    cobrar.mutate(
      {
        balance,
        body: {
          clave,
          pagador: { tipo: pagador.tipo, codigo: pagador.codigo, nombre: pagador.tipo === 'externo' ? pagador.nombre : null },
          monedaPagoId: Number(moneda),
          tipoNcfId: ncf || null,
          rnc: fiscal ? rnc.trim() || null : null,
          servicios: balance
            ? []
            : lineas.map((l) => ({ servicioContableId: l.servicioContableId, cantidad: Number(l.cantidad), descuento: l.descuento.trim() || '0' })),
          cargos: Object.entries(balance ? {} : abonos)
            .filter(([, v]) => v.trim())
            .map(([id, monto]) => ({ cargoEstudianteId: Number(id), monto: monto.trim() })),
          formasPago: pagos
            .filter((p) => p.tipoFormaPagoId && p.monto.trim())
            .map((p) => ({
              tipoFormaPagoId: Number(p.tipoFormaPagoId),
              monto: p.monto.trim(),
              referencia: p.referencia.trim() || null,
              bancoId: p.bancoId || null,
              tipoTarjetaCreditoId: p.tipoTarjetaCreditoId || null,
            })),
          comentario: comentario.trim() || null,
        },
      },
      { onSuccess: setRecibo, onError: (e) => setError(e as ApiError) },
    );
  };

  if (mia.data && !mia.data.apertura)
    return (
      <Stack spacing={2}>
        <ListHeader title={title} />
        <CajaSinAbrir cajero={!!mia.data.cajero} />
      </Stack>
    );

  const m = (c: bigint) => formatMoney(c, codigoMoneda);
  const fieldError = (path: string) => error?.fields?.[path];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {mia.data?.apertura && (
        <Typography variant="body2" color="text.secondary">
          {t('collect.on', { caja: cajaYSede(mia.data.apertura.caja, mia.data.apertura.sede) })}
        </Typography>
      )}

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
                onChange={(v) => (setTipo(v as TipoPagador), setPagador(null))}
                sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
                options={tiposPagador.map((x) => ({ id: x, label: t(`collect.payerTypes.${x}`) }))}
              />
              <TextField
                label={t(`collect.codeOf.${tipo}`)}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value)}
                sx={{ flex: 1, minWidth: 0 }}
                error={error?.code === 'pagador_no_encontrado' || !!fieldError('nombre')}
                helperText={error?.code === 'pagador_no_encontrado' ? error.message : fieldError('nombre')}
              />
              <Button type="submit" variant="outlined" disabled={!codigo.trim() || buscando} sx={{ alignSelf: { sm: 'center' } }}>
                {tipo === 'externo' ? t('collect.use') : t('collect.find')}
              </Button>
            </Stack>
            {pagador && (
              <Alert severity="success" icon={false}>
                <Typography sx={{ fontWeight: 600 }}>{pagador.nombre}</Typography>
                <Typography variant="body2">{[pagador.codigo, pagador.area, pagador.estatus].filter(Boolean).join(' · ')}</Typography>
              </Alert>
            )}
            {pagador && pagador.cargos.length > 0 && (
              <Stack spacing={1} component="section" aria-label={t('collect.pending')}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>{t('collect.pending')}</Typography>
                  {/* A payment spread over what is owed is a student's; a sponsor pays its charges one by one. */}
                  {pagador.tipo === 'estudiante' && (
                    <TextField
                      size="small"
                      label={t('collect.towardsBalance')}
                      helperText={t('collect.towardsBalanceHint')}
                      value={abonoBalance}
                      onChange={(e) => setAbonoBalance(e.target.value)}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      sx={{ width: { xs: '100%', sm: 300 } }}
                    />
                  )}
                </Stack>
                {pagador.cargos.map((c) => {
                  const on = c.cargoEstudianteId in abonos;
                  return (
                    <Stack key={c.cargoEstudianteId} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <FormControlLabel
                        sx={{ flex: 1, minWidth: 0 }}
                        control={
                          <Checkbox
                            checked={on}
                            disabled={!!abonoBalance.trim()}
                            onChange={(e) => {
                              const next = { ...abonos };
                              if (e.target.checked) next[c.cargoEstudianteId] = c.pendiente;
                              else delete next[c.cargoEstudianteId];
                              setAbonos(next);
                            }}
                          />
                        }
                        label={
                          <span>
                            {c.concepto} · {t('account.due')} {formatDate(c.fechaVence, lang)}
                            {c.vencido && <Chip size="small" color="error" label={t('account.overdue')} sx={{ ml: 1 }} />}
                          </span>
                        }
                      />
                      <TextField
                        size="small"
                        label={t('collect.payNow', { pendiente: formatMoney(c.pendiente, c.moneda) })}
                        value={abonos[c.cargoEstudianteId] ?? ''}
                        disabled={!on || !!abonoBalance.trim()}
                        onChange={(e) => setAbonos({ ...abonos, [c.cargoEstudianteId]: e.target.value })}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        sx={{ width: { xs: '100%', sm: 240 } }}
                      />
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
                onChange={(v) => (setMoneda(v), setLineas([]))}
                options={monedas.filter((x) => x.estatus).map((x) => ({ id: x.monedaPagoId, label: `${x.moPaCodigo} · ${x.moPaDescripcion}` }))}
              />
            </Stack>
            <Autocomplete
              options={servicios.data?.rows ?? []}
              getOptionLabel={(s) => `${s.descripcion} — ${formatMoney(s.precio, codigoMoneda)}`}
              groupBy={(s) => s.grupo ?? ''}
              filterOptions={(x) => x}
              onInputChange={(_e, v, reason) => reason === 'input' && setBuscaServicio(v)}
              onChange={(_e, s) => agregar(s)}
              value={null}
              blurOnSelect
              renderInput={(p) => <TextField {...p} label={t('collect.addService')} />}
              noOptionsText={t('collect.noServices')}
            />
            {lineas.map((l, i) => {
              const bruto = (typedCents(l.precio) ?? 0n) * BigInt(Number(l.cantidad) || 0);
              return (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  <Typography sx={{ flex: 1, minWidth: 0 }}>{l.descripcion}</Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
                    <TextField
                      size="small"
                      label={t('collect.quantity')}
                      value={l.cantidad}
                      onChange={(e) => cambiarLinea(i, { cantidad: e.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      sx={{ width: { xs: 'auto', sm: 90 }, flex: { xs: 1, sm: 'none' } }}
                      error={!!fieldError(`servicios.${i}.cantidad`)}
                    />
                    <TextField
                      size="small"
                      label={t('collect.discount')}
                      value={l.descuento}
                      onChange={(e) => cambiarLinea(i, { descuento: e.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      sx={{ width: { xs: 'auto', sm: 120 }, flex: { xs: 1, sm: 'none' } }}
                      error={!!fieldError(`servicios.${i}.descuento`)}
                    />
                    <Typography sx={{ width: { xs: 'auto', sm: 130 }, textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {m(bruto - (typedCents(l.descuento || '0') ?? 0n))}
                    </Typography>
                    <IconButton aria-label={t('collect.remove', { servicio: l.descripcion })} onClick={() => setLineas(lineas.filter((_x, j) => j !== i))}>
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
              <ChoiceField
                label={t('collect.receiptType')}
                value={ncf}
                onChange={setNcf}
                options={tiposNcf.map((x) => ({ id: x.tipoNcfId, label: x.tiNcDescripcion ?? '' }))}
                empty={t('collect.noFiscal')}
              />
              {fiscal && (
                <TextField
                  required
                  label={t('collect.rnc')}
                  value={rnc}
                  onChange={(e) => setRnc(e.target.value)}
                  sx={{ flex: 1 }}
                  error={!!fieldError('rnc') || error?.code === 'rnc_requerido' || error?.code === 'rnc_no_registrado'}
                  helperText={fieldError('rnc') ?? t('collect.rncHint')}
                />
              )}
            </Stack>
            {pagos.map((p, i) => {
              const f = formaDe(p.tipoFormaPagoId);
              const tarjeta = !!f?.formaPagoCompletoTarjeta;
              return (
                <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                  <ChoiceField
                    label={t('collect.method')}
                    value={p.tipoFormaPagoId}
                    onChange={(v) => cambiarPago(i, { tipoFormaPagoId: v })}
                    options={formas.map((x) => ({ id: x.tipoFormaPagoContableId, label: x.tiFpDescripcion ?? '' }))}
                    error={fieldError(`formasPago.${i}.tipoFormaPagoId`)}
                  />
                  <TextField
                    label={t('cashier.amount')}
                    value={p.monto}
                    onChange={(e) => cambiarPago(i, { monto: e.target.value })}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
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
                    error={!!fieldError(`formasPago.${i}.monto`)}
                    helperText={fieldError(`formasPago.${i}.monto`)}
                    sx={{ flex: 1 }}
                  />
                  {f?.tiFpValidarReferencia && (
                    <TextField
                      required
                      label={t('collect.reference')}
                      value={p.referencia}
                      onChange={(e) => cambiarPago(i, { referencia: e.target.value })}
                      error={!!fieldError(`formasPago.${i}.referencia`)}
                      helperText={fieldError(`formasPago.${i}.referencia`)}
                      sx={{ flex: 1 }}
                    />
                  )}
                  {tarjeta && (
                    <ChoiceField
                      label={t('collect.cardType')}
                      value={p.tipoTarjetaCreditoId}
                      onChange={(v) => cambiarPago(i, { tipoTarjetaCreditoId: v })}
                      options={tarjetas.options}
                    />
                  )}
                  {f?.tiFpValidarReferencia && !tarjeta && (
                    <ChoiceField label={t('collect.bank')} value={p.bancoId} onChange={(v) => cambiarPago(i, { bancoId: v })} options={bancos.options} />
                  )}
                  {pagos.length > 1 && (
                    <IconButton
                      aria-label={t('collect.removeMethod')}
                      onClick={() => setPagos(pagos.filter((_x, j) => j !== i))}
                      sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}
                    >
                      ×
                    </IconButton>
                  )}
                </Stack>
              );
            })}
            <div>
              <Button onClick={() => setPagos([...pagos, pagoVacio('')])} disabled={pagos.length >= 10}>
                {t('collect.addMethod')}
              </Button>
            </div>
            <TextField label={t('collect.comment')} value={comentario} onChange={(e) => setComentario(e.target.value)} />
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
            {error && error.code !== 'pagador_no_encontrado' && <Alert severity="error">{Object.values(error.fields ?? {})[0] ?? error.message}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={reiniciar}>{t('collect.clear')}</Button>
              <Button
                variant="contained"
                size="large"
                onClick={submit}
                disabled={
                  !pagador || !(lineas.length || abonoBalance.trim() || Object.values(abonos).some((v) => v.trim())) || !cuenta.r.ok || cobrar.isPending
                }
              >
                {t('collect.charge', { monto: m(cuenta.total) })}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {recibo && <ReciboHecho recibo={recibo} onNext={reiniciar} />}
    </Stack>
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
