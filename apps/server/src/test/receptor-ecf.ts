import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import * as xmldom from '@xmldom/xmldom';
import { problemasXsd } from './xsd-dgii.ts';

/*
 * A local stand-in for the DGII's e-CF reception services, for tests: it hands out a seed, takes it
 * back signed for a token, receives documents and answers their state by track id. Every signature it
 * sees is checked with xmldsigjs — a library independent of the one that signs (xml-crypto) — and
 * every document against the DGII's schema of its type, as the DGII does.
 */

// xmldsigjs reads XML through its own copy of xml-core, which must be handed a DOM and XPath on Node:
// both are loaded from xmldsigjs's own place, so they are the instances it uses.
const require = createRequire(import.meta.url);
const desde = createRequire(require.resolve('xmldsigjs'));
const xmldsig = require('xmldsigjs') as typeof import('xmldsigjs');
(desde('xml-core') as { setNodeDependencies(d: Record<string, unknown>): void }).setNodeDependencies({
  XMLSerializer: xmldom.XMLSerializer,
  DOMParser: xmldom.DOMParser,
  DOMImplementation: xmldom.DOMImplementation,
  xpath: desde('xpath'),
});
xmldsig.Application.setEngine('NodeJS', globalThis.crypto);

/** Whether an XML document's enveloped signature holds, by the certificate it carries. */
export async function firmaValida(xml: string): Promise<boolean> {
  const doc = xmldsig.Parse(xml);
  const firmas = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  if (firmas.length !== 1) return false;
  const signed = new xmldsig.SignedXml(doc);
  signed.LoadXml(firmas[0]);
  // A digest that does not match is thrown, not answered false.
  return signed.Verify().catch(() => false);
}

const cuerpo = (req: IncomingMessage) =>
  new Promise<Buffer>((ok, fail) => {
    const partes: Buffer[] = [];
    req
      .on('data', (c: Buffer) => partes.push(c))
      .on('end', () => ok(Buffer.concat(partes)))
      .on('error', fail);
  });
/** The file a multipart request carries under `xml`. */
const archivo = async (req: IncomingMessage) => {
  const form = await new Request('http://receptor', {
    method: 'POST',
    headers: req.headers as Record<string, string>,
    body: new Uint8Array(await cuerpo(req)),
  }).formData();
  const f = form.get('xml');
  return f instanceof Blob ? { nombre: (f as File).name, xml: await f.text() } : null;
};

export async function receptorDePrueba() {
  const semillas = new Set<string>();
  const tokens = new Set<string>();
  const tracks = new Map<string, { estado: string; mensajes: { valor: string; codigo: number }[] }>();
  const recibidos: { nombre: string; encf: string; xml: string }[] = [];
  const control = { caido: false, rechazarSiguiente: null as string | null };
  const server = createServer((req, res) => {
    const responder = (status: number, body: unknown, tipo = 'application/json') => {
      res.writeHead(status, { 'content-type': tipo });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    (async () => {
      const url = new URL(req.url ?? '/', 'http://receptor');
      if (control.caido) return responder(503, { mensaje: 'Servicio no disponible' });
      if (req.method === 'GET' && url.pathname === '/autenticacion/api/autenticacion/semilla') {
        const valor = randomBytes(24).toString('base64');
        semillas.add(valor);
        return responder(
          200,
          `<?xml version="1.0" encoding="utf-8"?><SemillaModel><valor>${valor}</valor><fecha>${new Date().toISOString()}</fecha></SemillaModel>`,
          'text/xml',
        );
      }
      if (req.method === 'POST' && url.pathname === '/autenticacion/api/autenticacion/validarsemilla') {
        const f = await archivo(req);
        const valor = /<valor>([^<]+)<\/valor>/.exec(f?.xml ?? '')?.[1];
        if (!f || !valor || !semillas.delete(valor) || !(await firmaValida(f.xml))) return responder(401, { mensaje: 'Semilla inválida' });
        const token = randomBytes(24).toString('hex');
        tokens.add(token);
        return responder(200, { token, expira: new Date(Date.now() + 3_600_000).toISOString() });
      }
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return responder(401, { mensaje: 'Token inválido' });
      if (req.method === 'POST' && url.pathname === '/recepcion/api/ecf') {
        const f = await archivo(req);
        if (!f) return responder(400, { mensaje: 'Falta el archivo' });
        const encf = /<eNCF>([^<]+)<\/eNCF>/.exec(f.xml)?.[1] ?? '';
        const trackId = randomBytes(12).toString('hex');
        const esquema = problemasXsd(f.xml);
        const rechazo = !(await firmaValida(f.xml))
          ? 'Firma inválida'
          : esquema.length
            ? `Esquema: ${esquema.join(' ')}`
            : recibidos.some((r) => r.encf === encf)
              ? 'e-NCF ya recibido'
              : control.rechazarSiguiente;
        control.rechazarSiguiente = null;
        recibidos.push({ nombre: f.nombre, encf, xml: f.xml });
        tracks.set(trackId, rechazo ? { estado: 'Rechazado', mensajes: [{ valor: rechazo, codigo: 1 }] } : { estado: 'Aceptado', mensajes: [] });
        return responder(200, { trackId });
      }
      if (req.method === 'GET' && url.pathname === '/consultaresultado/api/consultas/estado') {
        const t = tracks.get(url.searchParams.get('trackid') ?? '');
        return t ? responder(200, { trackId: url.searchParams.get('trackid'), ...t }) : responder(404, { mensaje: 'No existe' });
      }
      return responder(404, { mensaje: 'No existe' });
    })().catch((err: unknown) => responder(500, { mensaje: String(err) }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recibidos,
    control,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
