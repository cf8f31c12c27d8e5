import { randomBytes } from 'node:crypto';
import { codigoDocumento, codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import {
  estadoServicioLabels,
  servicioPublicoScreen,
  type ServicioFila,
  tipoServicioLabels,
  type ServicioIn,
} from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import { puedePasar, type EstadoServicio } from '@claustro/domain/servicios-especiales/servicio-especial.rules';
import { fill } from '@claustro/domain/messages/documents';
import { mailTexts } from '@claustro/domain/messages/mail';
import type { Actor, Caller, ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import { audit } from '../../platform/audit.ts';
import { servicioQueries as q } from './servicio.queries.ts';

type Con<T, C extends Caller = Actor> = ServiceCall<T, C> & { origen: string };

/**
 * Special services: a request filed on the public form (with its first step, `recibida`), followed
 * by its code and e-mail, and moved by the office along its course (`servicio-especial.rules.ts`) —
 * every step kept with its note and who took it, and mailed to the requester.
 */
export function servicioService(deps: { database: Database; institution: Institution; mail: MailService }) {
  const { db } = deps.database;
  const t = mailTexts('es');

  async function detalle(id: number) {
    const f = await q.fila(db, id);
    if (!f) throw new DomainError('not_found');
    return { ...f, historial: await q.historial(db, id) };
  }
  /** A request as its requester follows it: no contact details, no staff names. */
  async function publico(f: ServicioFila) {
    const historial = await q.historial(db, f.solicitudServicioId);
    return { codigo: f.codigo, tipo: f.tipo, nombre: f.nombre, estado: f.estado, creadaEn: f.creadaEn, historial: historial.map(({ usuario: _u, ...p }) => p) };
  }
  const url = (origen: string, codigo: string) => `${origen}${servicioPublicoScreen}?codigo=${codigo}`;

  return {
    async pedir({ actor, input, origen }: Con<ServicioIn, Caller>) {
      const codigo = codigoDocumento(randomBytes(11));
      const id = await db.transaction(async (tx) => {
        const { id } = await q.insertar(tx, codigo, input);
        await q.paso(tx, id, { estado: 'recibida', nota: null, usuarioId: null });
        const { token: _t, ...despues } = input;
        await audit(tx, actor, { entidad: 'solicitud_servicio', entidadId: id, accion: 'crear', despues: { codigo, ...despues } });
        return id;
      });
      const datos = { nombre: input.nombre, codigo, servicio: tipoServicioLabels[input.tipo].es, url: url(origen, codigo) };
      await deps.mail.queue({
        para: input.email,
        asunto: `${deps.institution.university}: ${fill(t.servicioRecibido.asunto, datos)}`,
        texto: fill(t.servicioRecibido.texto, datos),
      });
      return publico((await q.fila(db, id))!);
    },

    async consulta({ input }: ServiceCall<{ codigo: string; email: string }, Caller>) {
      const codigo = codigoNormalizado(input.codigo);
      const f = codigo ? await q.porCodigo(db, codigo, input.email) : undefined;
      if (!f) throw new DomainError('servicio_no_encontrado');
      return publico(f);
    },

    list: ({ input }: ServiceCall<{ value?: string; estado?: string; tipo?: string; page: number; pageSize: number }>) => q.list(db, input),
    one: ({ input }: ServiceCall<{ solicitudServicioId: number }>) => detalle(input.solicitudServicioId),

    /** Moves a request along its course with the note the requester reads; mailed to them once it is kept. */
    async cambiar({ actor, input, origen }: Con<{ solicitudServicioId: number; estado: EstadoServicio; nota: string | null }>) {
      const antes = await db.transaction(async (tx) => {
        const f = await q.fila(tx, input.solicitudServicioId, true);
        if (!f) throw new DomainError('not_found');
        if (!puedePasar(f.estado, input.estado))
          throw new DomainError('estado_no_permitido', {
            desde: estadoServicioLabels[f.estado][actor.lang],
            hacia: estadoServicioLabels[input.estado][actor.lang],
          });
        await q.cambiar(tx, input.solicitudServicioId, input.estado);
        await q.paso(tx, input.solicitudServicioId, { estado: input.estado, nota: input.nota, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'solicitud_servicio',
          entidadId: input.solicitudServicioId,
          accion: 'actualizar',
          antes: { estado: f.estado },
          despues: { estado: input.estado, nota: input.nota },
        });
        return f;
      });
      const estado = estadoServicioLabels[input.estado].es.toLowerCase();
      const datos = {
        nombre: antes.nombre,
        codigo: antes.codigo,
        servicio: tipoServicioLabels[antes.tipo].es,
        estado,
        nota: input.nota ? fill(t.servicioEstado.nota, { nota: input.nota }) : '',
        url: url(origen, antes.codigo),
      };
      await deps.mail.queue({
        para: antes.email,
        asunto: `${deps.institution.university}: ${fill(t.servicioEstado.asunto, datos)}`,
        texto: fill(t.servicioEstado.texto, datos),
      });
      return detalle(input.solicitudServicioId);
    },
  };
}
export type ServicioService = ReturnType<typeof servicioService>;
