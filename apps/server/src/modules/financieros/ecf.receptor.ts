/*
 * Sending electronic receipts to the DGII, behind one interface: `enviar` hands over a signed e-CF and
 * says what became of it. `receptorDgii` speaks the DGII's reception services (authentication by a
 * signed seed, then the document, then its state by track id); tests point it at a local receiver.
 */

export type ResultadoEnvio = { estado: 'aceptado' | 'rechazado' | 'pendiente'; trackId: string | null; mensaje: string | null };

export interface ReceptorEcf {
  /** Sends a signed document (or, with a track id from an earlier send, only asks its state). */
  enviar(d: { rncEmisor: string; encf: string; xml: string; trackId: string | null }): Promise<ResultadoEnvio>;
}

/** The DGII's answers about a document, as ours. */
const estadoDe = (e: string): ResultadoEnvio['estado'] => {
  const v = e
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return v.startsWith('aceptado') ? 'aceptado' : v.startsWith('rechazado') ? 'rechazado' : 'pendiente';
};

/**
 * The DGII's reception services at `base` (https://ecf.dgii.gov.do/ecf for production, …/testecf for
 * its test environment): a seed is fetched and signed with the institution's certificate for a token,
 * the document goes as a file named RNC + e-NCF, and its state is read by the track id answered.
 */
export function receptorDgii(base: string, firmar: (xml: string) => Promise<string>, timeoutMs = 15_000): ReceptorEcf {
  let token: { valor: string; hasta: number } | undefined;
  const pedir = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base.replace(/\/$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`DGII ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return res;
  };
  const archivo = (nombre: string, xml: string) => {
    const form = new FormData();
    form.append('xml', new Blob([xml], { type: 'text/xml' }), nombre);
    return form;
  };
  async function autenticar() {
    if (token && token.hasta > Date.now() + 60_000) return token.valor;
    const semilla = await (await pedir('/autenticacion/api/autenticacion/semilla')).text();
    const r = (await (
      await pedir('/autenticacion/api/autenticacion/validarsemilla', { method: 'POST', body: archivo('semilla.xml', await firmar(semilla)) })
    ).json()) as {
      token: string;
      expira?: string;
    };
    token = { valor: r.token, hasta: r.expira ? Date.parse(r.expira) : Date.now() + 30 * 60_000 };
    return token.valor;
  }
  return {
    async enviar(d) {
      const auth = { authorization: `Bearer ${await autenticar()}` };
      let trackId = d.trackId;
      if (!trackId) {
        const r = (await (
          await pedir('/recepcion/api/ecf', { method: 'POST', headers: auth, body: archivo(`${d.rncEmisor}${d.encf}.xml`, d.xml) })
        ).json()) as { trackId: string };
        trackId = r.trackId;
      }
      const e = (await (await pedir(`/consultaresultado/api/consultas/estado?trackid=${encodeURIComponent(trackId)}`, { headers: auth })).json()) as {
        estado: string;
        mensajes?: { valor: string; codigo?: number | string }[];
      };
      return { estado: estadoDe(e.estado), trackId, mensaje: e.mensajes?.map((m) => m.valor).join(' · ') || null };
    },
  };
}
