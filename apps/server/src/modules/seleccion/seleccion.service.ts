import { seleccionStaffScreens } from '@claustro/domain/seleccion/seleccion.contract';
import { rechazos, type Retencion } from '@claustro/domain/seleccion/seleccion.rules';
import type { Label } from '@claustro/domain/platform/i18n';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { seleccionQueries, type Candidata } from './seleccion.queries.ts';

/**
 * Who may hold a student's registration, and why: finance (a balance, the online-payment block),
 * evaluation (a pending teacher evaluation), registry (data to update) each register one.
 */
export type HoldProvider = (q: { estudianteCarreraId: number; periodoAcademicoId: number }) => Promise<Retencion[]>;

type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

/**
 * A student's selection: every rule checked before anything is written (most refusals cost no
 * transaction), then, with the student's career locked, checked again and a seat taken by one
 * statement; a full section answers before any transaction.
 */
export function seleccionService(deps: { database: Database; access: AccessCache; secciones: SeccionesService; holds: HoldProvider[] }) {
  const q = seleccionQueries(deps.database);

  async function mayAct(actor: Actor, estudianteCarreraId: number) {
    const career = await q.career(estudianteCarreraId);
    if (!career) throw new DomainError('not_found');
    if (career.owner === actor.usuarioId) return;
    if (!(await deps.access.holds(actor.usuarioId, seleccionStaffScreens))) throw new DomainError('forbidden');
  }
  async function refusals(db: Db, ref: Ref, c: Candidata) {
    const ctx = await q.context(db, ref.estudianteCarreraId, ref.periodoAcademicoId);
    const retenciones = (await Promise.all(deps.holds.map((h) => h(ref)))).flat();
    return rechazos(
      {
        periodoAcademicoId: ref.periodoAcademicoId,
        periodoAbierto: ctx.abierto,
        asignaturasDelPlan: ctx.plan,
        creditosMaximos: ctx.maximo,
        seleccionadas: ctx.seleccionadas,
        retenciones,
      },
      c,
    );
  }
  function refuse(c: Candidata, motivos: { motivo: Label }[]): never {
    const said: Label = { es: motivos.map((m) => m.motivo.es).join(' '), en: motivos.map((m) => m.motivo.en).join(' ') };
    throw new DomainError('seleccion_rechazada', { seccion: c.nombre, motivos: said });
  }
  async function view(ref: Ref) {
    const [secciones, creditosMaximos] = await Promise.all([
      deps.secciones.inSelection(ref.estudianteCarreraId, ref.periodoAcademicoId),
      q.creditLimit(ref.estudianteCarreraId),
    ]);
    return { ...ref, creditos: secciones.reduce((n, s) => n + s.creditos, 0), creditosMaximos, secciones };
  }

  return {
    propia: ({ actor }: ServiceCall<unknown>) => q.propia(actor.usuarioId),
    async oferta({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      return deps.secciones.offerFor(input.estudianteCarreraId, input.periodoAcademicoId);
    },
    async get({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      return view(input);
    },
    async add({ actor, input }: ServiceCall<Ref & { seccionAsignaturaId: number }>) {
      await mayAct(actor, input.estudianteCarreraId);
      const c = await q.candidata(input.seccionAsignaturaId);
      if (!c) throw new DomainError('not_found');
      const first = await refusals(deps.database.db, input, c);
      if (first.length) refuse(c, first);
      // Sold out: said without a transaction (the cheap answer on registration day).
      if (c.inscritos >= c.capacidad) throw new DomainError('seccion_llena', { seccion: c.nombre });
      await deps.database.db.transaction(async (tx) => {
        await q.lockCareer(tx, input.estudianteCarreraId);
        const again = await refusals(tx, input, c);
        if (again.length) refuse(c, again);
        if (!(await q.takeSeat(tx, c.seccionAsignaturaId))) throw new DomainError('seccion_llena', { seccion: c.nombre });
        await q.insert(tx, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
          accion: 'crear',
          despues: { seccion: c.nombre, periodoAcademicoId: input.periodoAcademicoId },
        });
      });
      return view(input);
    },
    async drop({ actor, input }: ServiceCall<Ref & { seccionAsignaturaId: number }>) {
      await mayAct(actor, input.estudianteCarreraId);
      await deps.database.db.transaction(async (tx) => {
        if (!(await q.drop(tx, input.estudianteCarreraId, input.seccionAsignaturaId, input.periodoAcademicoId))) throw new DomainError('not_found');
        await q.freeSeat(tx, input.seccionAsignaturaId);
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
          accion: 'actualizar',
          antes: { estado: 'inscrita' },
          despues: { estado: 'retirada' },
        });
      });
      return view(input);
    },
  };
}
export type SeleccionService = ReturnType<typeof seleccionService>;
