import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine, profesoresDe } from '@claustro/domain/horarios/semana-items';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { ServiceCall } from '../../platform/actor.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Ref, SeleccionContext } from './seleccion.context.ts';

/**
 * Sends a student their week (the printed schedule's lines, one per section): a notice in their inbox
 * and, when the institution has a mail server, its copy to their e-mail. Answers where the copy went,
 * so the screen says only what happened.
 */
export function horarioPorCorreo(shared: SeleccionContext) {
  const { q, deps, mayAct } = shared;
  return async function horarioCorreo({ actor, input }: ServiceCall<Ref>): Promise<{ correo: string | null }> {
    await mayAct(actor, input.estudianteCarreraId);
    const [secciones, who, cuenta, mail] = await Promise.all([
      deps.secciones.inSelection(input.estudianteCarreraId, input.periodoAcademicoId),
      q.estudianteYPeriodo(input.estudianteCarreraId, input.periodoAcademicoId),
      q.cuenta(input.estudianteCarreraId),
      deps.mailConfigured(),
    ]);
    if (!who) throw new DomainError('not_found');
    if (!cuenta) throw new DomainError('sin_cuenta');
    const { horarioClases: t } = documentTexts(actor.lang);
    const creditos = secciones.reduce((n, s) => n + s.creditos, 0);
    const lineas = secciones.map((s) =>
      [`${seccionNombre(s)} ${s.asignaturaDescripcion} (${s.creditos} ${t.creditos})`, meetingsLine(s, actor.lang), profesoresDe(s)]
        .filter(Boolean)
        .join('\n  '),
    );
    const mensaje = [
      who.estudiante,
      fill(t.detalle, { carrera: who.carrera, periodo: who.periodo, creditos }),
      '',
      ...(lineas.length ? lineas : [t.vacio]),
    ].join('\n');
    const correo = mail && !!cuenta.email;
    const { despues } = await deps.database.db.transaction((tx) =>
      deps.mensajes.notice(tx, { usuarioIds: [cuenta.usuarioId], asunto: `${t.titulo} · ${who.periodo}`, mensaje, correo, causa: actor }),
    );
    await despues();
    return { correo: correo ? cuenta.email : null };
  };
}
