import { isValidCedula } from '@claustro/domain/academicos/estudiante.rules';
import {
  anyStudentScreen,
  keysetCursor,
  type CambioIn,
  type CambioTipo,
  type Estudiante,
  type EstudianteIn,
  type IngresoIn,
  type ListaQuery,
} from '@claustro/domain/academicos/estudiante.contract';
import type { ContactLists } from '@claustro/domain/generales/persona.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { PersonasService } from '../generales/personas.service.ts';
import { estudiantesQueries } from './estudiantes.queries.ts';

/** A student as an edit writes them (contacts under the edit's names), so the audit's before and after compare field by field. */
const asWritten = ({ personaDocumentosIdentificacion, personaTelefonos, personaEmails, personaDirecciones, ...rest }: Estudiante) => ({
  ...rest,
  documentosIdentificacion: personaDocumentosIdentificacion,
  telefonos: personaTelefonos,
  emails: personaEmails,
  direcciones: personaDirecciones,
});

/** Students: lists scoped to the user's careers, registration, edits, and the career, status, campus and standing changes. */
export function estudiantesService(deps: { database: Database; clock: Clock; access: AccessCache; personas: PersonasService }) {
  const { database } = deps;
  const q = estudiantesQueries(database);

  /** One student the user may see (404 when there is none, 403 when it is outside the user's careers). */
  async function one(actor: Actor, by: { estudianteId: number } | { matricula: string }) {
    const row = await q.one(actor.usuarioId, by);
    if (!row) throw new DomainError('not_found');
    if (!row.visible) throw new DomainError('student_not_visible');
    const { visible: _v, ...student } = row;
    return student;
  }

  /** Checks a career choice: the plan belongs to the career, the career is offered at the campus, the user works with it. */
  async function checkIngreso(tx: Db, actor: Actor, i: Pick<IngresoIn, 'carreraId' | 'planEstudioId' | 'sedeId'>) {
    const row = await q.ingreso(tx, actor.usuarioId, i);
    if (!row.mia) throw new DomainError('student_not_visible'); // before any detail of a career the user does not work with
    if (row.plan_carrera !== i.carreraId) {
      throw new DomainError('validation', {}, { planEstudioId: { problem: 'plan_otra_carrera' } });
    }
    if (!row.ofrecida) throw new DomainError('validation', {}, { sedeId: { problem: 'carrera_fuera_recinto' } });
  }
  async function checkCedulas(input: ContactLists) {
    const cedula = await q.cedulaTypeId();
    for (const [i, d] of (input.documentosIdentificacion ?? []).entries()) {
      if (d.tipoDocumentoIdentificacionId === cedula && !isValidCedula(d.doIdValor)) {
        throw new DomainError(
          'validation',
          {},
          {
            [`documentosIdentificacion.${i}.doIdValor`]: { problem: 'cedula_invalida' },
          },
        );
      }
    }
  }
  /** Writes a new student in the caller's transaction: person and contacts, matrícula, first career. Checks are the caller's. */
  async function insertStudent(tx: Db, input: EstudianteIn & IngresoIn) {
    const created = await q.insert(tx, deps.clock.today(), input);
    await deps.personas.replaceContacts(tx, created.personaId, input);
    return created;
  }

  /**
   * A page of the user's students, and the key of its last row (to continue from it). A search is one
   * indexed lookup (matrícula prefix, names by trigram, document by equality); a plain list reads
   * along the name index and stops at the page. The total is counted when the list starts (first
   * page, no key), not again for every page after.
   */
  async function list({ actor, input }: ServiceCall<Pick<ListaQuery, 'value' | 'sedeId' | 'page' | 'pageSize' | 'after'>>) {
    const after = input.after ? keysetCursor.decode(input.after) : null;
    if (input.after && !after) throw new DomainError('validation', {}, { after: { problem: 'posicion_invalida' } });
    const scope = await q.scopeOf(actor.usuarioId);
    const query = { ...input, after };
    if (input.value?.trim()) {
      const rows = await q.page(scope, query);
      return { rows: rows.map(({ total__: _t, ...r }) => r), total: rows[0]?.total__ ?? 0 };
    }
    const [rows, total] = await Promise.all([q.page(scope, query), after ? Promise.resolve(null) : q.count(scope, query)]);
    return { rows, total };
  }

  return {
    get: ({ actor, input }: ServiceCall<{ estudianteId: number }>) => one(actor, input),
    byMatricula: ({ actor, input }: ServiceCall<{ matricula: string }>) => one(actor, input),
    insertStudent,
    list,

    /** The spec's scoped listings: the caller's own students (only the caller's) at a campus, optionally by name. */
    async listOfUser({ actor, input }: ServiceCall<{ usuarioId: number; sedeId: number; value?: string; page: number; pageSize: number }>) {
      if (input.usuarioId !== actor.usuarioId) throw new DomainError('forbidden');
      return list({ actor, input: { value: input.value, sedeId: input.sedeId, page: input.page, pageSize: input.pageSize } });
    },

    /** A student seen through one of their careers (404 when the student does not have it). */
    async withCareer({ actor, input }: ServiceCall<{ estudianteId: number; carreraId: number }>) {
      const student = await one(actor, input);
      const carreras = student.carreras.filter((c) => c.carreraId === input.carreraId);
      if (!carreras.length) throw new DomainError('not_found');
      return { ...student, carreras, carrera: carreras[0] };
    },

    async create({ actor, input }: ServiceCall<EstudianteIn & IngresoIn>) {
      await checkCedulas(input);
      const estudianteId = await database.db.transaction(async (tx) => {
        await checkIngreso(tx, actor, input);
        const { estudianteId: created, matricula } = await insertStudent(tx, input);
        await audit(tx, actor, { entidad: 'estudiante', entidadId: created, accion: 'crear', despues: { ...input, matricula } });
        return created;
      });
      return one(actor, { estudianteId });
    },

    async update({ actor, input }: ServiceCall<EstudianteIn & { estudianteId: number }>) {
      const { estudianteId, ...data } = input;
      const before = await one(actor, { estudianteId });
      await checkCedulas(data);
      await database.db.transaction(async (tx) => {
        await q.update(tx, { estudianteId, personaId: before.personaId, input: data });
        await deps.personas.replaceContacts(tx, before.personaId, data);
        await audit(tx, actor, { entidad: 'estudiante', entidadId: estudianteId, accion: 'actualizar', antes: asWritten(before), despues: data });
      });
      return one(actor, { estudianteId });
    },

    /**
     * A career, status, campus or academic-standing change, made on the student's first active career and recorded as an
     * event with what it was before, the reason and the user: the history is never overwritten.
     */
    async cambio({ actor, input }: ServiceCall<{ tipo: CambioTipo; cambio: CambioIn }>) {
      const { tipo, cambio } = input;
      await one(actor, { estudianteId: cambio.estudianteId }); // visible to the user, or 403/404
      return database.db.transaction(async (tx) => {
        const current = await q.currentCareer(tx, cambio.estudianteId);
        if (!current) throw new DomainError('not_found');
        const antes = {
          carreraId: current.carrera_id,
          planEstudioId: current.plan_estudio_id,
          sedeId: current.sede_id,
          estadoEstudianteId: current.estado_estudiante_id,
          condicionAcademicaId: current.condicion_academica_id,
        };
        const despues = { ...antes };
        if (tipo === 'carrera') Object.assign(despues, { carreraId: cambio.carreraId!, planEstudioId: cambio.planEstudioId! });
        if (tipo === 'estatus') despues.estadoEstudianteId = cambio.estadoEstudianteId!;
        if (tipo === 'sede') despues.sedeId = cambio.sedeId!;
        if (tipo === 'condicion') despues.condicionAcademicaId = cambio.condicionAcademicaId!;
        if (tipo === 'carrera' || tipo === 'sede') await checkIngreso(tx, actor, despues);
        await q.setCareer(tx, current.estudiante_carrera_id, despues);
        const id = await q.addChange(tx, {
          tipo,
          estudianteId: cambio.estudianteId,
          estudianteCarreraId: current.estudiante_carrera_id,
          periodoAcademicoId: cambio.periodoAcademicoId,
          antes,
          despues,
          motivoId: cambio.motivoId,
          usuarioId: actor.usuarioId,
        });
        await audit(tx, actor, { entidad: `estudianteCambio.${tipo}`, entidadId: cambio.estudianteId, accion: 'actualizar', antes, despues });
        return { id, tipo, estudianteId: cambio.estudianteId, estudianteCarreraId: current.estudiante_carrera_id, antes, despues };
      });
    },

    /** The latest changes of one kind across the user's students (newest first, a page at a time). */
    async cambios({ actor, input }: ServiceCall<{ tipo: CambioTipo; page: number; pageSize: number; desde: string | null; hasta: string | null }>) {
      const { tipo, ...page } = input;
      return q.recentChanges(await q.scopeOf(actor.usuarioId), tipo, page);
    },

    /** One student's changes of one kind. */
    async historial({ actor, input }: ServiceCall<{ tipo: CambioTipo; estudianteId: number }>) {
      await one(actor, input);
      return q.changesOf(input.estudianteId, input.tipo);
    },

    /** The student record of a user's own account (for their dashboard), or of another user for staff who see students (scoped like any look-up). */
    async ofUser({ actor, input }: ServiceCall<{ username: string }>) {
      const own = actor.usuaNombre.toLowerCase() === input.username.toLowerCase();
      if (!own && !(await deps.access.holds(actor.usuarioId, anyStudentScreen))) throw new DomainError('forbidden');
      const found = await q.ofUser(input.username);
      if (found && !own) return one(actor, { estudianteId: found.estudianteId });
      return found ?? null;
    },
  };
}

export type EstudiantesService = ReturnType<typeof estudiantesService>;
