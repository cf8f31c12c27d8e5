import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine, profesoresDe, semanaItems } from '@claustro/domain/horarios/semana-items';
import { semanaPdf } from '../horarios/semana-pdf.public.ts';
import type { SeleccionContext, Ref } from './seleccion.context.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { motivoEstado } from '@claustro/domain/seleccion/seleccion.rules';

/**
 * What registration reads for a student career in a period: the offer, the requisites, the
 * selection with its credits, the week and the week printed. Reads only: no transaction.
 */
export function lecturas(shared: SeleccionContext) {
  const { q, deps, mayAct, record, view, holdsOf } = shared;
  /** The sections of the student's plan on their campus (or every campus), but for the subjects passed (or an equivalent). */
  async function oferta({ actor, input }: ServiceCall<Ref & { todasLasSedes?: boolean }>) {
    await mayAct(actor, input.estudianteCarreraId);
    const [secciones, historial] = await Promise.all([
      deps.secciones.offerFor(input.estudianteCarreraId, input.periodoAcademicoId, input.todasLasSedes),
      record(deps.database.db, input),
    ]);
    return historial ? secciones.filter((s) => !historial.aprobadas.includes(s.asignaturaId)) : secciones;
  }

  async function requisitos({ actor, input }: ServiceCall<Ref>) {
    await mayAct(actor, input.estudianteCarreraId);
    const [historial, ctx] = await Promise.all([
      record(deps.database.db, input),
      q.context(deps.database.db, input.estudianteCarreraId, input.periodoAcademicoId),
    ]);
    const requisitos = await q.requisitos(deps.database.db, ctx.planEstudioId, ctx.plan);
    return {
      historial: historial ? { aprobadas: [...historial.aprobadas], enCurso: [...(historial.enCurso ?? [])] } : null,
      requisitos: [...requisitos].map(([asignaturaId, r]) => ({ asignaturaId, prerrequisitos: [...r.prerrequisitos], correquisitos: [...r.correquisitos] })),
    };
  }

  /** What stands between the student and registering: every module's holds, and their status when it does not allow it. */
  async function retenciones({ actor, input }: ServiceCall<Ref>) {
    await mayAct(actor, input.estudianteCarreraId);
    const db = deps.database.db;
    const [todas, ctx] = await Promise.all([holdsOf(db, input), q.context(db, input.estudianteCarreraId, input.periodoAcademicoId)]);
    return { retenciones: todas.map((r) => ({ ...r, enlace: r.enlace ?? null })), estado: motivoEstado(ctx.estado) };
  }

  async function get({ actor, input }: ServiceCall<Ref>) {
    await mayAct(actor, input.estudianteCarreraId);
    return view(input);
  }

  /** The sections of the student's week (its spreadsheet's lines). */
  async function horario({ actor, input }: ServiceCall<Ref>) {
    await mayAct(actor, input.estudianteCarreraId);
    return deps.secciones.inSelection(input.estudianteCarreraId, input.periodoAcademicoId);
  }

  /** The student's week printed: the grid, then each section with its credits, hours and professors. */
  async function horarioPdf({ actor, input }: ServiceCall<Ref>) {
    await mayAct(actor, input.estudianteCarreraId);
    const [secciones, who] = await Promise.all([
      deps.secciones.inSelection(input.estudianteCarreraId, input.periodoAcademicoId),
      q.estudianteYPeriodo(input.estudianteCarreraId, input.periodoAcademicoId),
    ]);
    if (!who) throw new DomainError('not_found');
    const lang = actor.lang;
    const { horarioClases: t, comun } = documentTexts(lang);
    const creditos = secciones.reduce((n, s) => n + s.creditos, 0);
    return semanaPdf(
      deps.institution,
      {
        titulo: t.titulo,
        quien: who.estudiante,
        detalle: fill(t.detalle, { carrera: who.carrera, periodo: who.periodo, creditos }),
        items: semanaItems(secciones),
        vacio: t.vacio,
        tabla: {
          columnas: [
            { titulo: comun.seccion, ancho: 70 },
            { titulo: comun.asignatura, ancho: 220 },
            { titulo: t.creditos, ancho: 34 },
            { titulo: comun.horarioAula, ancho: 250 },
            { titulo: t.profesor, ancho: 146 },
          ],
          filas: secciones.map((s) => [seccionNombre(s), s.asignaturaDescripcion, String(s.creditos), meetingsLine(s, lang), profesoresDe(s)]),
        },
      },
      lang,
    );
  }
  /** A section's waiting list, for staff (the screen is checked by the route). */
  const listaEspera = async ({ input }: ServiceCall<{ seccionAsignaturaId: number }>) => {
    if (!(await q.candidata(input.seccionAsignaturaId))) throw new DomainError('not_found');
    return shared.espera.ofSection(input.seccionAsignaturaId);
  };
  return { oferta, requisitos, retenciones, listaEspera, get, horario, horarioPdf };
}
