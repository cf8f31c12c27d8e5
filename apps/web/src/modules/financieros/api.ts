import { postToCheckout } from '../../platform/checkout.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cajaApi, type AperturaIn, type CierreIn, type RetiroIn } from '@claustro/domain/financieros/caja.contract';
import { cobroApi, type CobroIn, type TipoPagador } from '@claustro/domain/financieros/cobro.contract';
import { cuentaApi } from '@claustro/domain/financieros/cuenta.contract';
import { cambioPlanApi, type CambioPlanIn } from '@claustro/domain/financieros/cambio-plan.contract';
import { cargoManualApi } from '@claustro/domain/financieros/cargo-manual.contract';
import type { CargoManualIn } from '@claustro/domain/financieros/cargo-manual.contract';
import { contabilidadApi } from '@claustro/domain/financieros/contabilidad.contract';
import { dgiiApi } from '@claustro/domain/financieros/dgii.contract';
import { nombreArchivoDgii } from '@claustro/domain/financieros/dgii.rules';
import type { OrigenAsiento } from '@claustro/domain/financieros/contabilidad.rules';
import { patrocinioApi } from '@claustro/domain/financieros/patrocinio.contract';
import { participanteApi } from '@claustro/domain/financieros/participante.contract';
import { pagoOnlineApi, type EstadoPagoOnline, type PagoOnlineIn } from '@claustro/domain/financieros/pago-online.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { apiBlob, openInNewTab, saveBlob } from '../../platform/api.ts';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';
import { useSession } from '../../platform/session.tsx';

/* Typed calls of finance: the cashier's register, collections and receipts. */

export const cajaKeys = queryKeys('cajas');
export const reciboKeys = queryKeys('recibos');

/** The signed-in user's register and its opening in course. */
export function useMiCaja() {
  const usuarioId = useSession().user?.usuarioId;
  return useQuery({
    queryKey: cajaKeys.of('mia', usuarioId ?? 0),
    enabled: !!usuarioId,
    queryFn: () => call(cajaApi.mia, { params: { userId: usuarioId! } }),
  });
}

export const useAperturas = (q: { filtro?: string; estado?: 'abierta' | 'cerrada'; page: number; pageSize: number }) =>
  useQuery({ queryKey: cajaKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(cajaApi.list, { query: q }) });

export const useApertura = (cajaAperturaId: number | null) =>
  useQuery({
    queryKey: cajaKeys.of('una', cajaAperturaId ?? 0),
    enabled: !!cajaAperturaId,
    queryFn: () => call(cajaApi.get, { params: { cajaAperturaId: cajaAperturaId! } }),
  });

/** Every change to a register touches its summary, the openings list and the receipts. */
function useCajaMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const keys of [cajaKeys, reciboKeys, cuentaKeys]) void qc.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useAbrirCaja = () => useCajaMutation((body: AperturaIn) => call(cajaApi.abrir, { body }));
export const useCerrarCaja = () =>
  useCajaMutation(({ cajaAperturaId, ...body }: CierreIn & { cajaAperturaId: number }) => call(cajaApi.cerrar, { params: { cajaAperturaId }, body }));
export const useRetirar = () => useCajaMutation((body: RetiroIn) => call(cajaApi.retirar, { body }));
export const useRetiros = (q: { cajaAperturaId?: number; page: number; pageSize: number }) =>
  useQuery({ queryKey: cajaKeys.of('retiros', q), placeholderData: keepPreviousData, queryFn: () => callPaged(cajaApi.retiros, { query: q }) });

export const buscarPagador = (tipo: TipoPagador, codigo: string) => call(cobroApi.pagador, { params: { tipo, codigo, periodo: 0 } });
/** Everyone what the cashier typed may name (a name, a cédula, an RNC…), to choose from. */
export const buscarPagadores = (value: string) => call(cobroApi.buscarPagadores, { query: { value } });

export const useServiciosACobrar = (monedaPagoId: number | '', value: string) =>
  useQuery({
    queryKey: reciboKeys.of('servicios', monedaPagoId, value),
    enabled: !!monedaPagoId,
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(cobroApi.servicios, { query: { monedaPagoId: monedaPagoId as number, value: value || undefined, page: 1, pageSize: 50 } }),
  });

/** A collection: services and chosen charges, or an amount towards the student's balance (spread over what they owe). */
export const useCobrar = () =>
  useCajaMutation((p: { body: CobroIn; balance?: string }) =>
    p.balance ? call(cobroApi.pagoBalance, { body: { ...p.body, monto: p.balance } }) : call(cobroApi.cobrar, { body: p.body }),
  );

export const useRecibos = (q: {
  value?: string;
  estado?: 'emitido' | 'anulado';
  sinNcf?: 'true';
  desde?: string;
  hasta?: string;
  page: number;
  pageSize: number;
}) => useQuery({ queryKey: reciboKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(cobroApi.list, { query: q }) });

export const useRecibo = (documentoContableId: number | null) =>
  useQuery({
    queryKey: reciboKeys.of('uno', documentoContableId ?? 0),
    enabled: !!documentoContableId,
    queryFn: () => call(cobroApi.datosRecibo, { params: { documentoContableId: documentoContableId! } }),
  });

export const useAnularRecibo = () =>
  useCajaMutation(({ documentoContableId, ...body }: { documentoContableId: number; motivo: string; tipoAnulacion: string }) =>
    call(cobroApi.anular, { params: { documentoContableId }, body }),
  );
export const useReasignarNcf = () =>
  useCajaMutation(({ documentoContableId, ...body }: { documentoContableId: number; tipoNcfId: number; rnc: string | null; motivo: string }) =>
    call(cobroApi.reasignarNcf, { params: { documentoContableId }, body }),
  );

export const cuentaKeys = queryKeys('cuentas');

/** A student career's account (one's own, or anyone's for finance); not asked while `null`. */
export const useCuenta = (estudianteCarreraId: number | null | undefined) =>
  useQuery({
    queryKey: cuentaKeys.of('una', estudianteCarreraId ?? 0),
    enabled: !!estudianteCarreraId,
    retry: false,
    queryFn: () => call(cuentaApi.cuenta, { params: { estudianteCarreraId: estudianteCarreraId! } }),
  });

export function useGenerarCargos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { estudianteCarreraId: number; periodoAcademicoId: number }) => call(cuentaApi.generar, { params: p }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cuentaKeys.all }),
  });
}

/** The signed-in student's choice of payment plan, per career. */
export const useMisPlanes = () => useQuery({ queryKey: cuentaKeys.of('mis-planes'), queryFn: () => call(cambioPlanApi.misPlanes) });

/** The student chooses a plan offered in self-service (their account and choice are read again). */
export function useElegirPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { estudianteCarreraId: number; planPagoId: number }) => call(cambioPlanApi.elegirPlan, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cuentaKeys.all }),
  });
}

/** A student's payment plan changed from a term on (their account is read again). */
export function useCambiarPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CambioPlanIn) => call(cambioPlanApi.create, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cuentaKeys.all }),
  });
}

export const useBalances = (q: { value?: string; soloVencidos?: 'true' | 'false'; page: number; pageSize: number }) =>
  useQuery({ queryKey: cuentaKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(cuentaApi.balances, { query: q }) });

/** Sponsors' balances; kept with the accounts, so a payment at the register refreshes them. */
export const useBalancesPatrocinadores = (q: { value?: string; soloVencidos?: 'true' | 'false'; page: number; pageSize: number }) =>
  useQuery({ queryKey: cuentaKeys.of('patrocinadores', q), placeholderData: keepPreviousData, queryFn: () => callPaged(patrocinioApi.balances, { query: q }) });

/** A sponsor's account; not asked while `null`. */
export const useCuentaPatrocinador = (empresaId: number | null) =>
  useQuery({
    queryKey: cuentaKeys.of('patrocinador', empresaId ?? 0),
    enabled: !!empresaId,
    queryFn: () => call(patrocinioApi.cuenta, { params: { empresaId: empresaId! } }),
  });

/** Continuing-education participants' balances; kept with the accounts, so a payment at the register refreshes them. */
export const useBalancesPersonas = (q: { value?: string; soloVencidos?: 'true' | 'false'; page: number; pageSize: number }) =>
  useQuery({ queryKey: cuentaKeys.of('personas', q), placeholderData: keepPreviousData, queryFn: () => callPaged(participanteApi.balances, { query: q }) });

/** A participant's account by a request's code or their ID number; not asked while `null`. */
export const useCuentaParticipante = (codigo: string | null) =>
  useQuery({
    queryKey: cuentaKeys.of('participante', codigo ?? ''),
    enabled: !!codigo,
    retry: false,
    queryFn: () => call(participanteApi.cuenta, { params: { codigo: codigo! } }),
  });

export const cuentasPorMatricula = (matricula: string) => call(cuentaApi.porMatricula, { params: { matricula } });

/** A receipt's PDF in a new tab: letter paper or the POS roll. */
/** A student career's account statement, opened to print (at the counter, or one's own). */
export const imprimirEstadoCuenta = (estudianteCarreraId: number) => openInNewTab(pathOf(cuentaApi.estadoCuenta, { estudianteCarreraId }));
export const imprimirRecibo = (documentoContableId: number, formato: 'carta' | 'pos') =>
  openInNewTab(pathOf(cobroApi.pdf, { documentoContableId }), { query: { formato } });

/** The signed-in student's own receipts (from the register and online alike), and one as a PDF. */
export const useMisRecibos = (q: { page: number; pageSize: number }) =>
  useQuery({
    queryKey: reciboKeys.of('mios', q.page, q.pageSize),
    placeholderData: keepPreviousData,
    queryFn: () => callPaged(cobroApi.misRecibos, { query: q }),
  });
export const abrirMiRecibo = (documentoContableId: number, formato: 'carta' | 'pos') =>
  openInNewTab(pathOf(cobroApi.miReciboPdf, { documentoContableId }), { query: { formato } });

// ── The ledger ──
export const libroKeys = queryKeys('libro');
export type FiltroLibro = { desde: string; hasta: string; sedeId?: number; monedaPagoId?: number };

/** The entries of a span (none asked while the span is not a valid one). */
export const useAsientos = (q: (FiltroLibro & { origen?: OrigenAsiento; value?: string; page: number; pageSize: number }) | null) =>
  useQuery({ queryKey: libroKeys.list(q), enabled: !!q, placeholderData: keepPreviousData, queryFn: () => callPaged(contabilidadApi.list, { query: q! }) });

export const useResumenLibro = (q: FiltroLibro | null) =>
  useQuery({
    queryKey: libroKeys.of('resumen', q ?? {}),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: () => call(contabilidadApi.resumen, { query: q! }),
  });

/** Downloads the span as the GP journals file or the plain journal. */
export const descargarLibro = async (formato: 'gp' | 'diario', q: FiltroLibro) =>
  saveBlob(
    await apiBlob(pathOf(formato === 'gp' ? contabilidadApi.gp : contabilidadApi.diario), { query: q }),
    `${formato}-${q.desde}-${q.hasta}.${formato === 'gp' ? 'txt' : 'csv'}`,
  );

// ── The DGII's formats ──
export const useResumenDgii = (periodo: string | null) =>
  useQuery({
    queryKey: ['dgii', periodo],
    enabled: !!periodo,
    placeholderData: keepPreviousData,
    queryFn: () => call(dgiiApi.resumen, { query: { periodo: periodo! } }),
  });

/** Downloads a month's 607 or 608 under the name the DGII's own tool gives it. */
export const descargarDgii = async (formato: '606' | '607' | '608', rnc: string, periodo: string) =>
  saveBlob(await apiBlob(pathOf(dgiiApi[`f${formato}`]), { query: { periodo } }), nombreArchivoDgii(formato, rnc, periodo));

/** A receipt's electronic document (its e-CF, or the credit note with `tipo` 34), as the XML sent to the DGII. */
export const descargarEcf = async (documentoContableId: number, tipo: number) =>
  saveBlob(await apiBlob(pathOf(cobroApi.ecfXml, { documentoContableId }), { query: { tipo } }), `e-CF-${documentoContableId}-${tipo}.xml`);

// ── Charges written by hand ──
export function useCargoManual() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CargoManualIn) => call(cargoManualApi.crear, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cuentaKeys.all }),
  });
}
export function useAnularCargoManual() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { cargoEstudianteId: number; motivo: string }) =>
      call(cargoManualApi.anular, { params: { cargoEstudianteId: p.cargoEstudianteId }, body: { motivo: p.motivo } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: cuentaKeys.all }),
  });
}
export const useAsignaturasDelPlan = (estudianteCarreraId: number) =>
  useQuery({
    queryKey: cuentaKeys.of('asignaturas', estudianteCarreraId),
    queryFn: () => call(cargoManualApi.asignaturas, { params: { estudianteCarreraId } }),
  });

export const pagoOnlineKeys = queryKeys('pagos-online');

/** What the signed-in student may pay online, or why nothing. */
export const useOfertaPago = () => useQuery({ queryKey: pagoOnlineKeys.of('oferta'), queryFn: () => call(pagoOnlineApi.oferta) });

/** Online orders: the student's own, or everyone's for staff. */
export const usePagosOnline = (q: { value?: string; estado?: EstadoPagoOnline; page: number; pageSize: number }) =>
  useQuery({ queryKey: pagoOnlineKeys.list(q), placeholderData: keepPreviousData, queryFn: () => callPaged(pagoOnlineApi.lista, { query: q }) });

/** One order; asked again every two seconds while it waits for the provider's answer. */
export const usePagoOnline = (pagoOnlineId: number | null) =>
  useQuery({
    queryKey: pagoOnlineKeys.of('uno', pagoOnlineId ?? 0),
    enabled: !!pagoOnlineId,
    queryFn: () => call(pagoOnlineApi.uno, { params: { pagoOnlineId: pagoOnlineId! } }),
    refetchInterval: (q) => (q.state.data?.estado === 'pendiente' && q.state.dataUpdateCount < 60 ? 2000 : false),
  });

/**
 * Makes the order and takes the browser to the provider's checkout with it (a form posted there, as
 * card providers take an order); the provider brings the student back to the screen.
 */
export async function pagarEnLinea(body: PagoOnlineIn) {
  const o = await call(pagoOnlineApi.crear, { body });
  if (o.checkout) postToCheckout(o.checkout);
  return o;
}

export const abrirReciboEnLinea = (pagoOnlineId: number) => openInNewTab(pathOf(pagoOnlineApi.recibo, { pagoOnlineId }));
export { CotizacionCursoResumen, type PedidoCotizacion } from './CotizacionCurso.tsx';
