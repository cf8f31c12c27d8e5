import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { Database } from '../../platform/db/database.ts';
import type { IdentidadFirma } from './ecf.firma.ts';
import { guardarSecretos } from './ecf.queries.ts';

/**
 * A self-signed signing identity (RSA 2048, SHA-256) for the demo and the tests: the DGII accepts only
 * certificates from an authorised Dominican issuer, so this one says it is for demonstration.
 */
export function certificadoAutofirmado(nombre: string): IdentidadFirma {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${Date.now().toString(16)}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 2 * 365 * 86_400_000);
  const sujeto = [
    { name: 'commonName', value: `${nombre} (demostración, sin validez ante la DGII)` },
    { name: 'countryName', value: 'DO' },
  ];
  cert.setSubject(sujeto);
  cert.setIssuer(sujeto);
  cert.setExtensions([{ name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true }]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: privateKey };
}

/** Keeps a signing identity among the database's secrets (where `identidadFirma` finds it without ECF_CERT_FILE). */
export async function guardarIdentidad(database: Database, id: IdentidadFirma) {
  await guardarSecretos(database.db, id);
}
