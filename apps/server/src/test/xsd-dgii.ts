import { readFileSync } from 'node:fs';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';

/*
 * The DGII's e-CF schemas (v1.0, vendored in apps/server/vendor/dgii-xsd with where they came from),
 * compiled by libxml2 (its WebAssembly build): `problemasXsd(xml)` answers what the schema of the
 * document's own type (`TipoeCF`) refuses in it, empty when it is valid.
 */

const validadores = new Map<number, XsdValidator>();

function validador(tipo: number) {
  let v = validadores.get(tipo);
  if (!v) {
    const url = new URL(`../../vendor/dgii-xsd/e-CF-${tipo}-v1.0.xsd`, import.meta.url);
    v = XsdValidator.fromDoc(XmlDocument.fromString(readFileSync(url, 'utf8')));
    validadores.set(tipo, v);
  }
  return v;
}

/** The e-CF types whose schema is vendored. */
export const tiposConEsquema = [31, 32, 34];

export function problemasXsd(xml: string): string[] {
  const tipo = Number(/<TipoeCF>(\d+)<\/TipoeCF>/.exec(xml)?.[1]);
  if (!tiposConEsquema.includes(tipo)) return [`no schema for e-CF type ${tipo}`];
  const doc = XmlDocument.fromString(xml);
  try {
    validador(tipo).validate(doc);
    return [];
  } catch (e) {
    const detalles = (e as { details?: { message: string; line?: number }[] }).details;
    return detalles?.length ? detalles.map((d) => d.message.trim()) : [String((e as Error).message).trim()];
  } finally {
    doc.dispose();
  }
}
