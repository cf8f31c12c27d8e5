import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { problemInBoth } from '@claustro/domain/messages/problems';
import type { Retencion } from '@claustro/domain/seleccion/seleccion.rules';
import { audit } from '../../platform/audit.ts';
import { saveFile } from '../../platform/files.ts';
import type { EstudiantesService } from './estudiantes.service.ts';
import { estudiantesDocumentosQueries, type CarriedDocument } from './estudiantes-documentos.queries.ts';

type Change = { entregado: boolean; fechaEntrega: string | null; observacion?: string | null; archivoUrl?: string };

/** A student career's academic documents: delivered or not, with a scan; only for students the user sees. */
export function estudiantesDocumentosService(deps: { database: Database; estudiantes: EstudiantesService; filesDir: string; clock: Clock }) {
  const q = estudiantesDocumentosQueries(deps.database);

  /** The student career, once the user is known to see its student (403/404 otherwise). */
  async function careerOf(actor: Actor, estudianteCarreraId: number) {
    const estudianteId = await q.studentOfCareer(estudianteCarreraId);
    if (!estudianteId) throw new DomainError('not_found');
    await deps.estudiantes.get({ actor, input: { estudianteId } });
    return estudianteCarreraId;
  }
  async function requireDocumento(documentoAcademicoId: number) {
    if (!(await q.documentExists(documentoAcademicoId))) throw new DomainError('not_found');
  }
  async function record(actor: Actor, estudianteCarreraId: number, documentoAcademicoId: number, change: Change) {
    await deps.database.db.transaction(async (tx) => {
      const before = await q.record(tx, { estudianteCarreraId, documentoAcademicoId, usuarioId: actor.usuarioId, change });
      await audit(tx, actor, {
        entidad: 'estudianteDocumento',
        entidadId: `${estudianteCarreraId}:${documentoAcademicoId}`,
        accion: before ? 'actualizar' : 'crear',
        antes: before,
        despues: change,
      });
    });
    return q.list(estudianteCarreraId);
  }

  return {
    /** Registration's notice of the documents still to hand in (it refuses nothing). */
    async retencion(r: { estudianteCarreraId: number }, db: Db): Promise<Retencion[]> {
      const faltan = await q.faltantes(db, r.estudianteCarreraId);
      return faltan.length
        ? [
            {
              origen: 'documentos',
              motivo: problemInBoth('documentos_pendientes', { documentos: faltan.join(', ') }),
              levanta: problemInBoth('documentos_pendientes_levanta'),
              bloquea: false,
            },
          ]
        : [];
    },
    list: async ({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>) => q.list(await careerOf(actor, input.estudianteCarreraId)),
    async mark({
      actor,
      input,
    }: ServiceCall<{
      estudianteCarreraId: number;
      documentoAcademicoId: number;
      entregado: boolean;
      fechaEntrega: string | null;
      observacion: string | null;
    }>) {
      const ec = await careerOf(actor, input.estudianteCarreraId);
      await requireDocumento(input.documentoAcademicoId);
      const fechaEntrega = input.entregado ? (input.fechaEntrega ?? deps.clock.today()) : null;
      return record(actor, ec, input.documentoAcademicoId, { entregado: input.entregado, fechaEntrega, observacion: input.observacion });
    },
    /** A scan (PDF or image by its bytes): stored, and the document counts as delivered today. */
    async attach({ actor, input }: ServiceCall<{ estudianteCarreraId: number; documentoAcademicoId: number; data: () => Promise<Buffer> }>) {
      const ec = await careerOf(actor, input.estudianteCarreraId);
      const data = await input.data();
      await requireDocumento(input.documentoAcademicoId); // before a file is stored for it
      const archivoUrl = await saveFile(deps.filesDir, 'documentos', `estudiante-${ec}-${input.documentoAcademicoId}`, data, { pdf: true });
      return record(actor, ec, input.documentoAcademicoId, { entregado: true, fechaEntrega: deps.clock.today(), archivoUrl });
    },
    /**
     * The documents of an admission request carried to the student it became, in the admission's
     * transaction (accepted ones delivered today, scans kept).
     */
    carryOver: (tx: Db, r: { estudianteId: number; documentos: CarriedDocument[]; usuarioId: number }) => q.carryOver(tx, { ...r, today: deps.clock.today() }),
    /** Who may open a stored scan: who sees its student (the file's name carries the student career). */
    async mayOpen({ actor, input }: ServiceCall<{ name: string }>) {
      await careerOf(actor, Number(/^estudiante-(\d+)-/.exec(input.name)![1]));
    },
  };
}
export type EstudiantesDocumentosService = ReturnType<typeof estudiantesDocumentosService>;
