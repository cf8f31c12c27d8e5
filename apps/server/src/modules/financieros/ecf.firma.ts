import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { Db } from '../../platform/db/database.ts';
import { ecfSecretos } from './ecf.queries.ts';

/*
 * The institution's signature on its electronic receipts: XMLDSig enveloped over the whole document
 * (reference URI ""), C14N, SHA-256 digest, RSA-SHA256, the certificate in KeyInfo — what the DGII
 * verifies. The certificate and its private key (PEM) come from ECF_CERT_FILE and ECF_KEY_FILE, or,
 * without them, from the database's secrets (`app_secret` ecf_cert / ecf_key: where the demo keeps its
 * self-signed one). A DGII .p12 becomes PEM with
 * `openssl pkcs12 -in cert.p12 -out cert.pem -clcerts -nokeys` and `… -out key.pem -nocerts -nodes`.
 */

export type IdentidadFirma = { cert: string; key: string };

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/**
 * The signing identity, read once (null: none configured, receipts stay unsigned), through the caller's
 * connection: a payment reads it inside its own transaction (the embedded database has one connection).
 */
export function identidadFirma() {
  let cached: Promise<IdentidadFirma | null> | undefined;
  return (db: Db) =>
    (cached ??= (async () => {
      const { ECF_CERT_FILE: certFile, ECF_KEY_FILE: keyFile } = process.env;
      if (certFile && keyFile) return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
      const rows = await ecfSecretos(db);
      const cert = rows.find((r) => r.clave === 'ecf_cert')?.valor;
      const key = rows.find((r) => r.clave === 'ecf_key')?.valor;
      return cert && key ? { cert, key } : null;
    })().catch((err: unknown) => {
      cached = undefined;
      throw err;
    }));
}

/** Signs an XML document whole, the signature appended to its root; answers the signed text and the signature's value. */
export function firmarXml(xml: string, id: IdentidadFirma): { xml: string; signatureValue: string } {
  const sig = new SignedXml({
    privateKey: id.key,
    publicCert: id.cert,
    canonicalizationAlgorithm: C14N,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  sig.addReference({ xpath: '/*', isEmptyUri: true, transforms: [ENVELOPED, C14N], digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  const signed = sig.getSignedXml();
  const value = new DOMParser().parseFromString(signed, 'text/xml').getElementsByTagName('SignatureValue')[0]?.textContent ?? '';
  return { xml: signed, signatureValue: value };
}
