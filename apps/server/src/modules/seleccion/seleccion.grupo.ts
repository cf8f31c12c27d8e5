import type { ResultadoGrupo } from '@claustro/domain/seleccion/seleccion.contract';
import { errorMessage } from '@claustro/domain/platform/messages';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import type { SeleccionContext } from './seleccion.context.ts';
import { agregar } from './seleccion.agregar.ts';
import { problemText } from '@claustro/domain/messages/problems';

/**
 * Registers one section for a group of students, each as staff would one by one.
 */
export function registrarGrupo(shared: SeleccionContext) {
  const { q } = shared;
  const add = agregar(shared);
  /**
   * Registers one section for a group of students: each as staff would one by one (the rules, the
   * seat, the audit), so one student refused leaves the others registered; says how it went for each.
   */
  async function grupo({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; matriculas: string[] }>): Promise<ResultadoGrupo> {
    const c = await q.candidata(input.seccionAsignaturaId);
    if (!c) throw new DomainError('not_found');
    const matriculas = [...new Set(input.matriculas.map((m) => m.trim()))];
    const careers = await q.careersFor(matriculas, c.seccionAsignaturaId);
    const resultados: ResultadoGrupo['resultados'] = [];
    for (const matricula of matriculas) {
      const career = careers.find((x) => x.matricula === matricula.toLowerCase());
      if (!career) {
        resultados.push({ matricula, nombre: null, estado: 'no_encontrado', motivo: problemText('matricula_inexistente', actor.lang) });
        continue;
      }
      const ref = { estudianteCarreraId: career.estudianteCarreraId, periodoAcademicoId: c.periodoAcademicoId };
      const already = await q.holds(career.estudianteCarreraId, c.seccionAsignaturaId);
      try {
        if (!already) await add({ actor, input: { ...ref, seccionAsignaturaId: c.seccionAsignaturaId } });
        resultados.push({ matricula, nombre: career.nombre, estado: already ? 'ya_inscrito' : 'inscrito', motivo: null });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        resultados.push({ matricula, nombre: career.nombre, estado: 'rechazado', motivo: errorMessage(e.code, actor.lang, e.params) });
      }
    }
    return { seccion: c.nombre, resultados };
  }
  return grupo;
}
