import { digitacionScreen, notasPorSeccionesScreen, type Acta, type ActaIn } from '@claustro/domain/calificaciones/digitacion.contract';
import { calificacionDeLinea } from '@claustro/domain/calificaciones/escala.rules';
import { notaDeComponentes } from '@claustro/domain/calificaciones/componentes.rules';
import { accionDeLinea, type ValorNota } from '@claustro/domain/calificaciones/bitacora.rules';
import { anotar, bitacoraDeSeccion, type EventoIn } from './bitacora.queries.ts';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { digitacionQueries } from './digitacion.queries.ts';
import { quienCalifica } from './quien-califica.ts';
import { hojaSeccionPdf } from './hoja-seccion.pdf.ts';
import type { Institution } from '../../platform/config.ts';
import { actaSupletoriaScreen } from '@claustro/domain/calificaciones/acta-supletoria.contract';

type Ref = { seccionAsignaturaId: number };

/** A sheet line's grade as the trail records it (null: the line is empty). */
const valorDe = (f: Pick<Acta['filas'][number], 'nota' | 'calificacionLiteralId'>): ValorNota | null =>
  f.calificacionLiteralId === null ? null : { nota: f.nota, calificacionLiteralId: f.calificacionLiteralId };

/**
 * Grade entry by section (`/academicos/digitacion-notas`). A sheet is read by the section's professors
 * and by staff (not professors) holding the screen; they write it while the period is open for grade entry and the sheet
 * is not submitted. Every line is checked against the scale before anything is written; a sheet is
 * written and submitted in one transaction with the sheet locked, so two saves never interleave.
 */
export function digitacionService(deps: { database: Database; access: AccessCache; secciones: SeccionesService; institution: Institution }) {
  const q = digitacionQueries(deps.database);

  const mayAct = quienCalifica(deps);
  /** Grades are written by who grades the section; read by them, by staff who correct submitted grades and by staff who read grades by section. */
  const mayGrade = (actor: Actor, seccionAsignaturaId: number) => mayAct(actor, seccionAsignaturaId, [digitacionScreen]);
  const mayRead = (actor: Actor, seccionAsignaturaId: number) =>
    mayAct(actor, seccionAsignaturaId, [digitacionScreen, actaSupletoriaScreen, notasPorSeccionesScreen]);

  /** The sheet as its readers see it (the scale passed in when the caller has read it already). */
  async function read(db: Db, seccionAsignaturaId: number, escala?: Acta['escala']): Promise<Acta> {
    const head = await q.cabecera(db, seccionAsignaturaId);
    if (!head) throw new DomainError('not_found');
    const { periodoAcademicoId: _p, asignaturaId: _a, ...cabecera } = head;
    const [filas, componentes, parciales] = await Promise.all([
      q.filas(db, seccionAsignaturaId),
      q.componentes(db, seccionAsignaturaId),
      q.parciales(db, seccionAsignaturaId),
    ]);
    const de = new Map<number, (number | null)[]>();
    for (const p of parciales) {
      const notas = de.get(p.estudianteCarreraId) ?? componentes.map(() => null);
      if (p.posicion < notas.length) notas[p.posicion] = p.nota;
      de.set(p.estudianteCarreraId, notas);
    }
    return {
      ...cabecera,
      escala: escala ?? (await q.escala(db)),
      componentes,
      filas: filas.map((f) => ({ ...f, parciales: de.get(f.estudianteCarreraId) ?? componentes.map(() => null) })),
    };
  }

  return {
    /** The sheet's trail: who entered, changed, cleared, submitted and corrected each grade, and when. */
    async bitacora({ actor, input }: ServiceCall<Ref>) {
      await mayRead(actor, input.seccionAsignaturaId);
      if (!(await q.cabecera(deps.database.db, input.seccionAsignaturaId))) throw new DomainError('not_found');
      return bitacoraDeSeccion(deps.database.db, input.seccionAsignaturaId);
    },

    /** The sheet (with its grades and tally) or the class roster, printed with signature lines. */
    async pdf({ actor, input }: ServiceCall<Ref & { tipo: 'acta' | 'lista' }>) {
      await mayRead(actor, input.seccionAsignaturaId);
      const [acta, profesores] = await Promise.all([
        read(deps.database.db, input.seccionAsignaturaId),
        q.profesores(deps.database.db, input.seccionAsignaturaId),
      ]);
      return { seccion: acta.seccion, pdf: await hojaSeccionPdf(deps.institution, acta, { tipo: input.tipo, profesores, ahora: new Date() }, actor.lang) };
    },

    async get({ actor, input }: ServiceCall<Ref>) {
      await mayRead(actor, input.seccionAsignaturaId);
      return read(deps.database.db, input.seccionAsignaturaId);
    },

    async save({ actor, input }: ServiceCall<Ref & ActaIn>) {
      await mayGrade(actor, input.seccionAsignaturaId);
      const escala = await q.escala();
      return deps.database.db.transaction(async (tx) => {
        const head = await q.cabecera(tx, input.seccionAsignaturaId);
        if (!head) throw new DomainError('not_found');
        if (!head.digitacionAbierta) throw new DomainError('digitacion_cerrada', { periodo: head.periodo });
        if ((await q.lock(tx, input.seccionAsignaturaId)) === 'enviada') throw new DomainError('acta_enviada', { seccion: head.seccion });
        const [filas, componentes] = await Promise.all([q.filas(tx, input.seccionAsignaturaId), q.componentes(tx, input.seccionAsignaturaId)]);
        const inSheet = new Set(filas.map((f) => f.estudianteCarreraId));
        const retiro = new Set(escala.filter((l) => l.caLiRetirada).map((l) => l.calificacionLiteralId));
        // Every line is checked before any is written: a bad line writes nothing.
        const fields: Record<string, FieldProblem> = {};
        const values = input.notas.map((l, i) => {
          if (!inSheet.has(l.estudianteCarreraId)) {
            fields[`notas.${i}.estudianteCarreraId`] = { problem: 'estudiante_fuera_seccion' };
            return null;
          }
          // With components, the final is theirs (a withdrawal has none), whatever score came typed; a
          // line without them is refused rather than read as clearing them.
          const parciales = componentes.length ? (l.parciales ?? []) : undefined;
          if (parciales && parciales.length !== componentes.length) {
            fields[`notas.${i}.parciales`] = { problem: 'componentes_de_la_plantilla', params: { n: componentes.map((c) => c.descripcion).join(', ') } };
            return null;
          }
          const retirada = l.calificacionLiteralId !== null && retiro.has(l.calificacionLiteralId);
          const linea = parciales ? { ...l, nota: retirada ? null : notaDeComponentes(componentes, parciales) } : l;
          const v = calificacionDeLinea(linea, escala);
          if (v && 'problema' in v) {
            fields[`notas.${i}.${parciales && v.campo === 'nota' ? 'parciales' : v.campo}`] = v.problema;
            return null;
          }
          return { line: l, parciales, value: v && { nota: v.nota, calificacionLiteralId: v.literal.calificacionLiteralId } };
        });
        if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
        const ref = {
          seccionAsignaturaId: input.seccionAsignaturaId,
          asignaturaId: head.asignaturaId,
          periodoAcademicoId: head.periodoAcademicoId,
          usuarioId: actor.usuarioId,
        };
        // Only lines that change are written, each change going down in the grade's trail.
        const previo = new Map(filas.map((f) => [f.estudianteCarreraId, valorDe(f)]));
        const eventos: EventoIn[] = [];
        for (const v of values) {
          if (!v) continue;
          const { estudianteCarreraId } = v.line;
          if (v.parciales) await q.writeParciales(tx, { ...ref, estudianteCarreraId }, v.parciales);
          const accion = accionDeLinea(previo.get(estudianteCarreraId) ?? null, v.value);
          if (!accion) continue;
          await q.write(tx, { ...ref, estudianteCarreraId }, v.value);
          eventos.push({
            estudianteCarreraId,
            seccionAsignaturaId: ref.seccionAsignaturaId,
            accion,
            antes: previo.get(estudianteCarreraId) ?? null,
            despues: v.value,
          });
          previo.set(estudianteCarreraId, v.value);
        }
        await anotar(tx, actor.usuarioId, eventos);
        const after = await read(tx, input.seccionAsignaturaId, escala);
        if (input.enviar) {
          const faltan = after.filas.filter((f) => f.calificacionLiteralId === null).length;
          if (faltan) throw new DomainError('acta_incompleta', { faltan });
          await q.submit(tx, input.seccionAsignaturaId, actor.usuarioId);
          await anotar(
            tx,
            actor.usuarioId,
            after.filas.map((f) => ({
              estudianteCarreraId: f.estudianteCarreraId,
              seccionAsignaturaId: ref.seccionAsignaturaId,
              accion: 'enviada',
              antes: null,
              despues: valorDe(f),
            })),
          );
        }
        await audit(tx, actor, {
          entidad: 'acta_calificacion',
          entidadId: input.seccionAsignaturaId,
          accion: input.enviar ? 'enviar' : 'actualizar',
          antes: { filas: filas.map((f) => [f.estudianteCarreraId, f.nota, f.literal]) },
          despues: {
            filas: after.filas.map((f) => [f.estudianteCarreraId, f.nota, f.literal]),
            ...(componentes.length && { parciales: after.filas.map((f) => [f.estudianteCarreraId, ...f.parciales]) }),
          },
        });
        return input.enviar ? read(tx, input.seccionAsignaturaId, escala) : after;
      });
    },
  };
}
export type DigitacionService = ReturnType<typeof digitacionService>;
