import {
  notasReaders,
  type NotaPeriodo,
  type NotasDelEstudiante,
  type NotasDelPeriodo,
  type NotasRegistroIn,
} from '@claustro/domain/calificaciones/notas-periodo.contract';
import { accionDeLinea, type ValorNota } from '@claustro/domain/calificaciones/bitacora.rules';
import { calificacionDeLinea } from '@claustro/domain/calificaciones/escala.rules';
import { indice } from '@claustro/domain/calificaciones/indice.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { EstudiantesService } from '../academicos/estudiantes.service.ts';
import { anotar, bitacoraDeEstudiante, type EventoIn } from './bitacora.queries.ts';
import { digitacionQueries } from './digitacion.queries.ts';
import { historialQueries } from './historial.queries.ts';
import type { HistorialService } from './historial.service.ts';
import { quienLee } from './quien-califica.ts';
import {
  anularNota,
  asignaturasExistentes,
  bloquearCarrera,
  cabeceraNotas,
  cambiarNota,
  filasNotas,
  periodosDeNotas,
  registrarNota,
  resumenDeCarreras,
  type Ref,
} from './notas-periodo.queries.ts';

/** A line's change, as the registry's recording names it in the trail. */
const comoRegistro = { digitada: 'registrada', modificada: 'modificada', borrada: 'anulada' } as const;
type AccionRegistro = (typeof comoRegistro)[keyof typeof comoRegistro];

/**
 * Grades by student (spec §7 estudiantes-calificaciones): the student themself, or staff who read
 * grades, read a career's periods and each period's grades — every grade it has there, a section's
 * once its sheet is submitted. The registry records grades without a section, with a reason.
 */
export function notasPeriodoService(deps: { database: Database; access: AccessCache; estudiantes: EstudiantesService; historial: HistorialService }) {
  const db = deps.database.db;
  const mayRead = quienLee(deps.access);
  const historial = historialQueries();

  async function periodo(tx: Db, input: Ref): Promise<NotasDelPeriodo> {
    const head = await cabeceraNotas(tx, input);
    if (!head || head.periodo === null) throw new DomainError('not_found');
    const [leidas, record] = await Promise.all([filasNotas(tx, input), historial.notas(tx, input.estudianteCarreraId)]);
    // The attempts of this period the retake rule leaves out (the subject taken again later, or better).
    const sustituidas = new Set(record.filter((n) => n.sustituida && n.periodoAcademicoId === input.periodoAcademicoId).map((n) => n.asignaturaId));
    const filas = leidas.map((f) => {
      const sustituida = !!f.publicada && sustituidas.has(f.asignaturaId);
      return { ...f, sustituida, califica: f.califica === null ? null : f.califica && !sustituida };
    });
    return {
      ...input,
      periodo: head.periodo,
      indice: indice(filas.filter((f) => f.puntos !== null).map((f) => ({ creditos: f.creditos, puntos: f.puntos!, califica: !!f.califica }))),
      notas: filas.map(({ puntos: _p, seccionId, ...n }) => ({
        ...n,
        seccion: seccionId === null ? null : seccionNombre({ asignaturaCodigo: n.asignaturaCodigo, seccionId }),
      })),
    };
  }

  return {
    async get({ actor, input }: ServiceCall<Ref>): Promise<NotasDelPeriodo> {
      const head = await cabeceraNotas(db, input);
      if (!head) throw new DomainError('not_found');
      await mayRead(actor, head.owner, notasReaders);
      return periodo(db, input);
    },

    /** A career's periods with grades or registrations, newest first, with the record's indexes. */
    async estudiante({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>): Promise<NotasDelEstudiante> {
      const { owner, planEstudioId, historial: h } = await deps.historial.expediente(db, input.estudianteCarreraId);
      await mayRead(actor, owner, notasReaders);
      const indices = new Map(h.periodos.map((p) => [p.periodoAcademicoId, p]));
      const periodos = (await periodosDeNotas(db, input.estudianteCarreraId)).map((p) => {
        const r = indices.get(p.periodoAcademicoId);
        return { ...p, creditos: r?.creditos ?? 0, indice: r?.indice ?? null, acumulado: r?.acumulado ?? null };
      });
      return {
        estudianteCarreraId: h.estudianteCarreraId,
        matricula: h.matricula,
        nombre: h.nombre,
        carrera: h.carrera,
        sede: h.sede,
        planEstudioId,
        creditos: h.creditos,
        indice: h.indice,
        periodos,
      };
    },

    /** Students found as the students' list finds them (the caller's careers), each career with its index as last calculated. */
    async buscar({ actor, input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) {
      const { rows, total } = await deps.estudiantes.list({ actor, input: { value: input.value, sedeId: null, page: input.page, pageSize: input.pageSize } });
      const resumen = new Map(
        (
          await resumenDeCarreras(
            db,
            rows.flatMap((e) => e.carreras.map((c) => c.estudianteCarreraId)),
          )
        ).map((r) => [r.estudianteCarreraId, r]),
      );
      return {
        rows: rows.map((e) => ({
          estudianteId: e.estudianteId,
          matricula: e.matriculaId,
          nombre: `${e.persNombres} ${e.persApellidos}`,
          carreras: e.carreras.map((c) => {
            const r = resumen.get(c.estudianteCarreraId);
            return {
              estudianteCarreraId: c.estudianteCarreraId,
              carrera: c.carrDescripcion,
              sede: c.sedeDescripcion,
              estado: c.esEsDescripcion,
              activa: c.activa,
              indice: r?.indice ?? null,
              creditos: r?.creditos ?? null,
              ultimoPeriodo: r?.ultimoPeriodo ?? null,
            };
          }),
        })),
        total: total ?? -1,
      };
    },

    /**
     * Records, changes or annuls grades without a section in the period. A subject graded on a
     * section's sheet there, or granted, is refused (corrected or annulled where it was given); every
     * line is checked before any is written, and each change goes down in its trail with the reason.
     */
    async registrar({ actor, input }: ServiceCall<Ref & NotasRegistroIn>): Promise<NotasDelPeriodo> {
      const ref = { estudianteCarreraId: input.estudianteCarreraId, periodoAcademicoId: input.periodoAcademicoId };
      const escala = await digitacionQueries(deps.database).escala();
      return db.transaction(async (tx) => {
        if (!(await bloquearCarrera(tx, ref.estudianteCarreraId))) throw new DomainError('not_found');
        const antes = await periodo(tx, ref);
        const existen = await asignaturasExistentes(
          tx,
          input.notas.map((l) => l.asignaturaId),
        );
        const fields: Record<string, FieldProblem> = {};
        const vistas = new Set<number>();
        const cambios: { asignaturaId: number; actual: NotaPeriodo | undefined; previo: ValorNota | null; valor: ValorNota | null; accion: AccionRegistro }[] =
          [];
        input.notas.forEach((l, i) => {
          const at = (campo: string, p: FieldProblem) => (fields[`notas.${i}.${campo}`] = p);
          if (vistas.has(l.asignaturaId)) return at('asignaturaId', { problem: 'asignatura_repetida' });
          vistas.add(l.asignaturaId);
          if (!existen.has(l.asignaturaId)) return at('asignaturaId', { problem: 'asignatura_inexistente' });
          const deSeccion = antes.notas.find((n) => n.asignaturaId === l.asignaturaId && n.origen === 'seccion');
          if (deSeccion) return at('asignaturaId', { problem: 'nota_de_seccion', params: { seccion: deSeccion.seccion } });
          const actual = antes.notas.find((n) => n.asignaturaId === l.asignaturaId);
          if (actual && actual.origen !== 'registro') return at('asignaturaId', { problem: 'nota_otorgada' });
          const v = calificacionDeLinea(l, escala);
          if (v && 'problema' in v) return at(v.campo, v.problema);
          const valor = v && { nota: v.nota, calificacionLiteralId: v.literal.calificacionLiteralId };
          if (!valor && !actual) return at('nota', { problem: 'sin_nota_que_anular' });
          const previo = actual ? { nota: actual.nota, calificacionLiteralId: actual.calificacionLiteralId! } : null;
          const hecho = accionDeLinea(previo, valor);
          if (hecho) cambios.push({ asignaturaId: l.asignaturaId, actual, previo, valor, accion: comoRegistro[hecho] });
        });
        if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
        const eventos: EventoIn[] = [];
        for (const c of cambios) {
          let calificacionId = c.actual?.calificacionId ?? null;
          if (c.accion === 'registrada')
            calificacionId = await registrarNota(tx, { ...ref, asignaturaId: c.asignaturaId, usuarioId: actor.usuarioId }, c.valor!);
          else if (c.accion === 'modificada') await cambiarNota(tx, calificacionId!, actor.usuarioId, c.valor!);
          else await anularNota(tx, calificacionId!);
          eventos.push({ calificacionId: calificacionId!, accion: c.accion, antes: c.previo, despues: c.valor, motivo: input.motivo });
        }
        await anotar(tx, actor.usuarioId, eventos);
        const despues = await periodo(tx, ref);
        if (cambios.length)
          await audit(tx, actor, {
            entidad: 'calificacion',
            entidadId: ref.estudianteCarreraId,
            accion: 'actualizar',
            antes: { periodoAcademicoId: ref.periodoAcademicoId, notas: antes.notas.map((n) => [n.asignaturaCodigo, n.nota, n.literal]) },
            despues: { motivo: input.motivo, notas: despues.notas.map((n) => [n.asignaturaCodigo, n.nota, n.literal]) },
          });
        return despues;
      });
    },

    /** A career's grade trail (staff who read grades: the route's screens), of a period and a subject when asked. */
    async bitacora({ input }: ServiceCall<{ estudianteCarreraId: number; periodoAcademicoId: number | null; asignaturaId: number | null }>) {
      if (!(await historial.estudiante(db, input.estudianteCarreraId))) throw new DomainError('not_found');
      return bitacoraDeEstudiante(db, input);
    },
  };
}
export type NotasPeriodoService = ReturnType<typeof notasPeriodoService>;
