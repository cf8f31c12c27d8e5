import { actaSupletoriaScreen, type CorreccionIn, type DecisionIn } from '@claustro/domain/calificaciones/acta-supletoria.contract';
import { digitacionScreen } from '@claustro/domain/calificaciones/digitacion.contract';
import { calificacionDeLinea } from '@claustro/domain/calificaciones/escala.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { actaSupletoriaQueries } from './acta-supletoria.queries.ts';
import { anotar } from './bitacora.queries.ts';
import { digitacionQueries } from './digitacion.queries.ts';
import { quienCalifica } from './quien-califica.ts';

/**
 * Corrections of submitted grades (`/academicos/acta-supletoria`): asked for by who grades the section
 * (its professor, staff holding a grade screen), with a reason; decided by someone else holding the
 * screen. The grade changes only on approval, and only if it is still the grade the correction was
 * asked against. Request and decision stay, with who and when.
 */
export function actaSupletoriaService(deps: { database: Database; access: AccessCache; secciones: SeccionesService }) {
  const q = actaSupletoriaQueries(deps.database);
  const hoja = digitacionQueries(deps.database);
  const mayAct = quienCalifica(deps);
  const read = async (id: number) => (await q.one(deps.database.db, id))!;

  return {
    page: ({ input }: ServiceCall<{ estado?: string; value?: string; page: number; pageSize: number }>) => q.page(input, input),

    async create({ actor, input }: ServiceCall<CorreccionIn>) {
      await mayAct(actor, input.seccionAsignaturaId, [digitacionScreen, actaSupletoriaScreen]);
      const escala = await hoja.escala();
      const nueva = calificacionDeLinea(input, escala);
      if (!nueva) throw new DomainError('validation', {}, { nota: { problem: 'nota_corregida_requerida' } });
      if ('problema' in nueva) throw new DomainError('validation', {}, { [nueva.campo]: nueva.problema });
      const id = await deps.database.db.transaction(async (tx) => {
        const head = await hoja.cabecera(tx, input.seccionAsignaturaId);
        if (!head) throw new DomainError('not_found');
        if (head.estado !== 'enviada') throw new DomainError('acta_no_enviada', { seccion: head.seccion });
        const nota = await q.nota(tx, input.seccionAsignaturaId, input.estudianteCarreraId);
        if (!nota) throw new DomainError('not_found');
        const valor = { nota: nueva.nota, calificacionLiteralId: nueva.literal.calificacionLiteralId };
        if (valor.nota === nota.nota && valor.calificacionLiteralId === nota.calificacionLiteralId) throw new DomainError('correccion_sin_cambio');
        if (await q.pendiente(tx, nota.id)) throw new DomainError('correccion_pendiente');
        const made = await q.insert(tx, { nota, nueva: valor, motivo: input.motivo, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'acta_supletoria',
          entidadId: made,
          accion: 'crear',
          antes: { nota: nota.nota, calificacionLiteralId: nota.calificacionLiteralId },
          despues: { ...valor, motivo: input.motivo, seccionAsignaturaId: input.seccionAsignaturaId, estudianteCarreraId: input.estudianteCarreraId },
        });
        return made;
      });
      return read(id);
    },

    async decide({ actor, input }: ServiceCall<DecisionIn & { actaSupletoriaId: number }>) {
      await deps.database.db.transaction(async (tx) => {
        const x = await q.lock(tx, input.actaSupletoriaId);
        if (!x) throw new DomainError('not_found');
        if (x.estado !== 'pendiente') throw new DomainError('correccion_resuelta');
        if (x.solicitadaPor === actor.usuarioId) throw new DomainError('correccion_propia');
        const observacion = input.observacion || null;
        if (input.aprobar) {
          const now = await q.nota(tx, x.seccionAsignaturaId, x.estudianteCarreraId);
          if (!now || now.nota !== x.notaAnterior || now.calificacionLiteralId !== x.literalAnteriorId) throw new DomainError('correccion_desfasada');
          await q.apply(tx, x.calificacionId, { nota: x.nota, calificacionLiteralId: x.calificacionLiteralId, usuarioId: actor.usuarioId });
          await anotar(tx, actor.usuarioId, [
            {
              calificacionId: x.calificacionId,
              accion: 'corregida',
              antes: { nota: now.nota, calificacionLiteralId: now.calificacionLiteralId },
              despues: { nota: x.nota, calificacionLiteralId: x.calificacionLiteralId },
              motivo: x.motivo,
              actaSupletoriaId: input.actaSupletoriaId,
            },
          ]);
          await audit(tx, actor, {
            entidad: 'calificacion',
            entidadId: x.calificacionId,
            accion: 'actualizar',
            antes: { nota: now.nota, calificacionLiteralId: now.calificacionLiteralId },
            despues: { nota: x.nota, calificacionLiteralId: x.calificacionLiteralId, actaSupletoriaId: input.actaSupletoriaId },
          });
        }
        await q.resolve(tx, input.actaSupletoriaId, { estado: input.aprobar ? 'aprobada' : 'rechazada', usuarioId: actor.usuarioId, observacion });
        await audit(tx, actor, {
          entidad: 'acta_supletoria',
          entidadId: input.actaSupletoriaId,
          accion: input.aprobar ? 'aprobar' : 'rechazar',
          despues: { observacion },
        });
      });
      return read(input.actaSupletoriaId);
    },
  };
}
export type ActaSupletoriaService = ReturnType<typeof actaSupletoriaService>;
