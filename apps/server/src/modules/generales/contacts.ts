import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { personaDireccion, personaDocumento, personaEmail, personaTelefono } from '../../platform/db/schema.ts';

export interface ContactLists {
  direcciones?: { paisId: number | null; provinciaId: number | null; municipioId: number | null; ciudad: number | null; peDiDireccion: string; peDiCodigoPostal: string | null }[];
  documentosIdentificacion?: { tipoDocumentoIdentificacionId: number; doIdValor: string }[];
  telefonos?: { tipoTelefonoId: number; peTeTelefono: string }[];
  emails?: { tipoEmailId: number; peEmEmail: string }[];
}

/**
 * Replaces the given contact lists of a person with what the form sent (forms always send whole
 * lists); lists left undefined are not touched.
 */
export async function replaceContacts(
  tx: Db,
  personaId: number,
  lists: ContactLists,
) {
  if (lists.direcciones) {
    await tx.delete(personaDireccion).where(eq(personaDireccion.personaId, personaId));
    if (lists.direcciones.length) {
      await tx.insert(personaDireccion).values(
        lists.direcciones.map(({ ciudad, ...d }) => ({ personaId, ...d, ciudadId: ciudad })),
      );
    }
  }
  if (lists.documentosIdentificacion) {
    await tx.delete(personaDocumento).where(eq(personaDocumento.personaId, personaId));
    if (lists.documentosIdentificacion.length) {
      await tx.insert(personaDocumento).values(lists.documentosIdentificacion.map((d) => ({ personaId, ...d })));
    }
  }
  if (lists.telefonos) {
    await tx.delete(personaTelefono).where(eq(personaTelefono.personaId, personaId));
    if (lists.telefonos.length) await tx.insert(personaTelefono).values(lists.telefonos.map((t) => ({ personaId, ...t })));
  }
  if (lists.emails) {
    await tx.delete(personaEmail).where(eq(personaEmail.personaId, personaId));
    if (lists.emails.length) await tx.insert(personaEmail).values(lists.emails.map((e) => ({ personaId, ...e })));
  }
}
