import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentValue, id, optDate, optId, optText } from '../../platform/schemas.ts';
import type { Db } from '../../platform/db/database.ts';
import { personaDireccion, personaDocumento, personaEmail, personaTelefono } from '../../platform/db/schema.ts';

/** One entry of each of a person's contact lists, as forms send it (spec §3). */
export const direccionItem = z.object({
  paisId: optId,
  provinciaId: optId,
  municipioId: optId,
  ciudad: optId,
  peDiDireccion: z.string().trim().min(1).max(250),
  peDiCodigoPostal: optText(10),
});
export const documentoItem = z.object({ tipoDocumentoIdentificacionId: id, doIdValor: documentValue });
export const telefonoItem = z.object({ tipoTelefonoId: id, peTeTelefono: z.string().trim().min(7).max(30).regex(/^[0-9+() -]+$/) });
export const emailItem = z.object({ tipoEmailId: id, peEmEmail: z.email().max(150) });

/** A whole contact list as a form sends it: at most ten entries, none when left out. */
export const contactList = <T extends z.ZodType>(item: T) => z.array(item).max(10).default([]);

/** A person students and professors are made of: names, birth, sex, nationality, contact lists and at least one identity document. */
export const personaFields = {
  persNombres: z.string().trim().min(1).max(120),
  persApellidos: z.string().trim().min(1).max(120),
  persFechaNacimiento: optDate,
  sexoId: optId,
  nacionalidadId: optId,
  documentosIdentificacion: z.array(documentoItem).min(1).max(10),
  direcciones: contactList(direccionItem),
  telefonos: contactList(telefonoItem),
  emails: contactList(emailItem),
};

export interface ContactLists {
  direcciones?: z.infer<typeof direccionItem>[];
  documentosIdentificacion?: z.infer<typeof documentoItem>[];
  telefonos?: z.infer<typeof telefonoItem>[];
  emails?: z.infer<typeof emailItem>[];
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
