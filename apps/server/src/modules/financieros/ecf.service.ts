import { numeroNcf } from '@claustro/domain/financieros/cobro.rules';
import { claseDgii, montos607, type ClaseDgii } from '@claustro/domain/financieros/dgii.rules';
import { codigoSeguridad, esElectronico, fechaEcf, tipoEcf, ventaConEcf, xmlEcf, type EcfDatos } from '@claustro/domain/financieros/ecf.rules';
import { fromCents } from '@claustro/domain/platform/money';
import { localMoment, type Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { cobroQueries } from './cobro.queries.ts';
import { firmarXml, identidadFirma } from './ecf.firma.ts';
import { ecfQueries, type ReciboEcf } from './ecf.queries.ts';
import { receptorDgii, type ReceptorEcf } from './ecf.receptor.ts';

/**
 * Electronic receipts: a receipt numbered from an electronic range gets its e-CF, signed, in the
 * payment's transaction; annulling it issues the credit note (E34) that cites it, in the annulment's.
 * Both are sent to the DGII after commit by a background job (`ecf.enviar`, retried with backoff); a
 * sweep every few minutes sends what is still waiting (a crash before queueing, a long outage). The receiver is the DGII's, at ECF_RECEPTOR_URL; without
 * one, documents wait as `pendiente`. Without a certificate they are kept unsigned (`sin_firma`).
 */
export function ecfService(deps: { database: Database; institution: Institution; clock: Clock; jobs?: JobRunner; receptor?: ReceptorEcf | null }) {
  const q = ecfQueries();
  const cobros = cobroQueries();
  const db = deps.database.db;
  const identidad = identidadFirma();
  const url = process.env.ECF_RECEPTOR_URL;
  const receptor =
    deps.receptor !== undefined
      ? deps.receptor
      : url
        ? receptorDgii(url, async (xml) => {
            const id = await identidad(db);
            if (!id) throw new Error('No e-CF certificate: the DGII authenticates by a signed seed');
            return firmarXml(xml, id).xml;
          })
        : null;

  /** Now as the e-CF writes its signing time: dd-mm-aaaa hh:mm:ss, in the institution's time zone. */
  const momento = localMoment(deps.institution.timeZone);
  const ahora = () => {
    const [fecha, hora] = momento(deps.clock.now()).split(' ');
    return `${fechaEcf(fecha)} ${hora}`;
  };

  /** Writes (and signs, with a certificate) one electronic document of a receipt. */
  async function documento(tx: Db, r: ReciboEcf, encf: string, referencia?: EcfDatos['referencia']) {
    const rnc = deps.institution.rnc;
    if (!rnc) throw new DomainError('institucion_sin_rnc');
    const pagos = r.pagos.map((p) => ({ monto: p.monto, clase: claseDgii(p) }));
    const m = montos607({ rnc: r.rnc, ncf: encf, fiscal: false, fecha: r.fecha, tasa: '1', devuelto: r.devuelto, pagos });
    const fechaHoraFirma = ahora();
    const xml = xmlEcf({
      encf,
      vence: referencia ? null : r.vence,
      emisor: { rnc, razonSocial: deps.institution.university, direccion: deps.institution.direccion ?? '' },
      fechaEmision: referencia ? deps.clock.today() : r.fecha,
      comprador: r.rnc ? { rnc: r.rnc, nombre: r.rncNombre ?? '' } : null,
      items: r.items,
      pagos: (['efectivo', 'bancos', 'tarjeta', 'otras'] as ClaseDgii[]).filter((c) => m[c] > 0n).map((c) => ({ clase: c, monto: fromCents(m[c]) })),
      total: r.total,
      referencia,
      fechaHoraFirma,
    });
    const id = await identidad(tx);
    const firmado = id ? firmarXml(xml, id) : null;
    return q.insertar(tx, {
      documentoContableId: r.documentoContableId,
      tipo: tipoEcf(encf),
      encf,
      xml: firmado?.xml ?? xml,
      codigoSeguridad: firmado ? codigoSeguridad(firmado.signatureValue) : null,
      fechaFirma: firmado ? fechaHoraFirma : null,
      estado: firmado ? 'pendiente' : 'sin_firma',
    });
  }

  async function recibo(tx: Db, documentoContableId: number) {
    const r = await q.recibo(tx, documentoContableId, deps.institution.timeZone);
    if (!r) throw new DomainError('not_found');
    return r;
  }

  async function enviar(ecfDocumentoId: number) {
    if (!receptor) return;
    const d = await q.tomar(db, ecfDocumentoId);
    if (!d) return;
    let r;
    try {
      r = await receptor.enviar({ rncEmisor: deps.institution.rnc ?? '', encf: d.encf, xml: d.xml, trackId: d.trackId });
    } catch (err) {
      await q.soltar(db, ecfDocumentoId);
      throw err;
    }
    await q.resultado(db, ecfDocumentoId, r);
    // Still being processed by the DGII: asked again (by its track id) on the next attempt.
    if (r.estado === 'pendiente') throw new Error(`e-CF ${d.encf}: the DGII is still processing it (track ${r.trackId})`);
  }

  const encolar = async (ids: number[]) => {
    if (!receptor || !deps.jobs) return;
    for (const id of ids) await deps.jobs.enqueue('ecf.enviar', { ecfDocumentoId: id }, { claveUnica: `ecf.enviar:${id}`, maxIntentos: 8 });
  };

  return {
    /** In the payment's transaction: the receipt's e-CF, when its number is electronic (else nothing). */
    async emitir(tx: Db, documentoContableId: number) {
      const r = await recibo(tx, documentoContableId);
      if (!esElectronico(r.ncf)) return null;
      if (!ventaConEcf(r.ncf)) throw new DomainError('ecf_tipo_no_emitido', { tipo: r.ncf.slice(0, 3) });
      return documento(tx, r, r.ncf);
    },

    /** In the annulment's transaction: the credit note (E34, from the campus's range) that annuls the receipt whole. */
    async notaCredito(tx: Db, documentoContableId: number, motivo: string) {
      const r = await recibo(tx, documentoContableId);
      const tipo = await q.tipoNotaCredito(tx, r.sedeId);
      const n = tipo ? await cobros.tomarNcf(tx, tipo, r.sedeId, deps.clock.today()) : undefined;
      if (!n) throw new DomainError('ncf_agotado', { tipo: 'E34 · Nota de crédito electrónica', sede: r.sede });
      return documento(tx, r, numeroNcf(n.prefijo, n.secuencia), { encf: r.ncf, fecha: r.fecha, codigo: 1, razon: motivo });
    },

    /** After commit: the documents go to the DGII in the background. */
    encolar,
    /**
     * Sends again what is still waiting after `edadMs` (a crash between commit and queue, a job that
     * ran out of attempts while the DGII was down). Answers how many went; a failure waits for the next sweep.
     */
    async barrer(edadMs = 5 * 60_000) {
      let enviados = 0;
      for (const id of receptor ? await q.pendientes(db, new Date(Date.now() - edadMs)) : [])
        await enviar(id).then(
          () => enviados++,
          () => undefined,
        );
      return enviados;
    },
    handlers: { 'ecf.enviar': (p: { ecfDocumentoId: number }) => enviar(p.ecfDocumentoId) },
    enviando: () => !!receptor,

    deRecibo: (documentoContableId: number) => q.deRecibo(db, documentoContableId),
    /** A receipt's e-CF (or, with `tipo` 34, its credit note). */
    async xml(documentoContableId: number, tipo?: number) {
      const x = await q.xml(db, documentoContableId, tipo);
      if (!x) throw new DomainError('not_found');
      return x;
    },
  };
}
export type EcfService = ReturnType<typeof ecfService>;
