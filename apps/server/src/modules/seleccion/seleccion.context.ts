import { modificarSeleccionScreen, seleccionReadScreens, seleccionStaffScreens } from '@claustro/domain/seleccion/seleccion.contract';
import {
  conEquivalencias,
  rechazos,
  rechazosRetiro,
  type Excepcion,
  type Historial,
  type Rechazo,
  type Requisitos,
  type Retencion,
} from '@claustro/domain/seleccion/seleccion.rules';
import { sentences, type Label } from '@claustro/domain/platform/i18n';
import type { Actor, Caller } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import type { BloquesService } from '../horarios/bloques.service.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import type { SalaEsperaService } from './sala-espera.service.ts';
import type { Institution } from '../../platform/config.ts';
import { DomainError } from '../../platform/errors.ts';
import { seleccionQueries, type Candidata } from './seleccion.queries.ts';
import { esperaQueries, type Ofrecida } from './espera.queries.ts';
import { avisoCupoOfrecido } from '@claustro/domain/seleccion/espera';
import { fueraDeTurno } from '@claustro/domain/seleccion/turno.rules';
import { localNow, type Clock } from '../../platform/clock.ts';

/**
 * Who may hold a student's registration, and why: finance (a balance, the online-payment block),
 * evaluation (a pending teacher evaluation), registry (data to update) each register one.
 */
export type HoldProvider = (q: { estudianteCarreraId: number; periodoAcademicoId: number }, db: Db) => Promise<Retencion[]>;

/**
 * The student's record as registration reads it for a period: the subjects a student career has passed,
 * validated or been exempted from, and those it takes in an earlier period whose grade is not in yet.
 * The grades module registers it; while none is registered, the rules that read the record
 * (prerequisites, corequisites, a subject passed) are not asked.
 */
export type RecordProvider = (q: { estudianteCarreraId: number; periodoAcademicoId: number }, db: Db) => Promise<{ aprobadas: number[]; enCurso: number[] }>;

/**
 * What other modules plug into registration: their holds, and the student's record. Each is asked
 * with the connection to read through: inside the enrolment transaction, that transaction's.
 */
/** What another module does when a student career registers a section, inside the same transaction (finance writes the term's charges). */
export type RegisteredHook = (q: { estudianteCarreraId: number; periodoAcademicoId: number; usuarioId: number }, tx: Db) => Promise<void>;

export interface SeleccionPlugs {
  holds: HoldProvider[];
  /** Holds that only inform (`bloquea: false`): shown with the others, never asked when a section is added. */
  notices: HoldProvider[];
  records: RecordProvider[];
  registered: RegisteredHook[];
}

export type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

export type Lugar = Ref & { seccionAsignaturaId: number };

/** The student's record and the section's requisites, once read (`refusals`). */
export type Leido = { listo?: boolean; historial?: Historial; requisitos?: Requisitos };

export interface SeleccionDeps {
  database: Database;
  access: AccessCache;
  secciones: SeccionesService;
  mensajes: MensajesService;
  plugs: SeleccionPlugs;
  sala: SalaEsperaService;
  timeZone: string;
  clock: Clock;
  institution: Institution;
  bloques: BloquesService;
  /** Whether the institution has a mail server (a message's e-mail copy goes only then). */
  mailConfigured: () => Promise<boolean>;
}

/**
 * What registration's use cases share (each use case is a file of its own, `seleccion.<use>.ts`):
 * who may act on a student career, the period's window, the rules asked before and inside a
 * transaction, the selection as answered, and the waiting lists' notices.
 */
export function seleccionContext(deps: SeleccionDeps) {
  const q = seleccionQueries(deps.database);
  const espera = esperaQueries(deps.database);
  // The registration turns are written in the institution's local time: now, as `YYYY-MM-DDTHH:MM` there.
  const local = localNow(deps.clock, deps.timeZone);
  const ahora = () => {
    const { fecha, hora } = local();
    return `${fecha}T${hora}`;
  };

  /** Why it is not the student career's registration turn now, or null. */
  async function outOfTurn(db: Db, ref: Ref) {
    const { turnos, posicion } = await q.turnos(db, ref.estudianteCarreraId, ref.periodoAcademicoId);
    return posicion ? fueraDeTurno(turnos, posicion, ahora()) : null;
  }

  /** Who acts on a student career: its student, or staff with one of `screens` (anyone else is refused). */
  async function mayAct(actor: Actor, estudianteCarreraId: number, screens: readonly string[] = seleccionReadScreens): Promise<'student' | 'staff'> {
    const career = await q.career(estudianteCarreraId);
    if (!career) throw new DomainError('not_found');
    if (career.owner === actor.usuarioId) return 'student';
    if (!(await deps.access.holds(actor.usuarioId, screens))) throw new DomainError('forbidden');
    return 'staff';
  }
  /**
   * Who may change a selection now: staff, or the student once the waiting room has let them in;
   * `modifica`: staff who may still change it after registration has closed, until the period ends.
   */
  async function mayChange(actor: Actor, estudianteCarreraId: number) {
    const who = await mayAct(actor, estudianteCarreraId, seleccionStaffScreens);
    if (who === 'student') await deps.sala.exigir(actor.usuarioId);
    const modifica = who === 'staff' && (await deps.access.holds(actor.usuarioId, [modificarSeleccionScreen]));
    return { who, modifica };
  }
  /**
   * Whether a selection in the period may change now, and the period's name: while registration is
   * open, and — for staff who modify selections — until the period's last day.
   */
  async function window(db: Db, periodoAcademicoId: number, modifica: boolean) {
    const v = await q.ventana(db, periodoAcademicoId);
    return { abierto: !!v && (v.abierto || (modifica && v.fin >= deps.clock.today())), nombre: v?.nombre ?? String(periodoAcademicoId) };
  }
  /** Refuses a change (a drop) outside the period's window for it. */
  async function mustBeChangeable(db: Db, periodoAcademicoId: number, modifica: boolean) {
    const w = await window(db, periodoAcademicoId, modifica);
    if (!w.abierto) throw new DomainError('seleccion_cerrada', { periodo: w.nombre });
  }
  /** The exception staff grant a place under: only staff grant one, of an active type. */
  async function exceptionOf(who: 'student' | 'staff', tipoExcepcionSeleccionId: number | null | undefined) {
    if (!tipoExcepcionSeleccionId) return null;
    if (who !== 'staff') throw new DomainError('excepcion_solo_personal');
    const found = await q.excepcion(tipoExcepcionSeleccionId);
    if (!found) throw new DomainError('validation', {}, { tipoExcepcionSeleccionId: { problem: 'tipo_excepcion_inexistente' } });
    return found;
  }
  /** The holds the modules plugged in put on a student career's registration in a period (by default all, notices too). */
  async function holdsOf(db: Db, ref: Ref, from = [...deps.plugs.holds, ...deps.plugs.notices]): Promise<Retencion[]> {
    return (await Promise.all(from.map((h) => h(ref, db)))).flat();
  }
  /** The student's record for a period with equivalences applied, or undefined while no module keeps one. */
  async function record(db: Db, ref: Ref): Promise<Historial | undefined> {
    if (!deps.plugs.records.length) return undefined;
    const records = await Promise.all(deps.plugs.records.map((r) => r(ref, db)));
    const aprobadas = [...new Set(records.flatMap((r) => r.aprobadas))];
    const enCurso = [...new Set(records.flatMap((r) => r.enCurso))];
    const all = [...aprobadas, ...enCurso];
    const equivalencias = all.length ? await q.equivalencias(db, all) : [];
    return { aprobadas: conEquivalencias(aprobadas, equivalencias), enCurso: conEquivalencias(enCurso, equivalencias) };
  }
  /**
   * Why the section may not be added (empty: it may), or `held` when the selection already holds
   * this very section: a retried request (after a lost answer, a double click) is answered as the first was.
   */
  async function refusals(
    db: Db,
    ref: Ref,
    c: Candidata,
    o: { excepcion?: Excepcion | null; turno?: boolean; modifica?: boolean; sin?: number; leido?: Leido } = {},
  ): Promise<Rechazo[] | 'held'> {
    const ctx = await q.context(db, ref.estudianteCarreraId, ref.periodoAcademicoId);
    if (ctx.seleccionadas.some((x) => x.seccionAsignaturaId === c.seccionAsignaturaId)) return 'held';
    // A section given up for this one (a change of section) no longer counts.
    const seleccionadas = ctx.seleccionadas.filter((x) => x.seccionAsignaturaId !== o.sin);
    const retenciones = await holdsOf(db, ref, deps.plugs.holds);
    // A student registers in their turn; staff register for them at any time of the period.
    const turno = o.turno ? await outOfTurn(db, ref) : null;
    // The record does not change while a section is added: read once for the check before and the one inside the transaction.
    const leido = o.leido ?? {};
    if (!leido.listo) {
      leido.historial = await record(db, ref);
      leido.requisitos = leido.historial ? (await q.requisitos(db, ctx.planEstudioId, [c.asignaturaId])).get(c.asignaturaId) : undefined;
      leido.listo = true;
    }
    const { historial, requisitos } = leido;
    return rechazos(
      {
        periodoAcademicoId: ref.periodoAcademicoId,
        // Open for registration; past it, only for staff who modify selections (asked only then).
        periodoAbierto: ctx.abierto || (!!o.modifica && (await window(db, ref.periodoAcademicoId, true)).abierto),
        asignaturasDelPlan: ctx.plan,
        estado: ctx.estado,
        creditosMaximos: ctx.maximo,
        creditosExtra: ctx.extra,
        seleccionadas,
        retenciones,
        fueraDeTurno: turno,
        historial,
      },
      { ...c, requisitos },
      o.excepcion ?? undefined,
    );
  }
  /**
   * Refuses dropping a section another section of the selection needs as its corequisite (asked
   * with the career locked, so a section added meanwhile is seen).
   */
  async function mayDrop(tx: Db, ref: Lugar) {
    const ctx = await q.context(tx, ref.estudianteCarreraId, ref.periodoAcademicoId);
    const retirada = ctx.seleccionadas.find((x) => x.seccionAsignaturaId === ref.seccionAsignaturaId);
    if (!retirada) return;
    const quedan = ctx.seleccionadas.filter((x) => x !== retirada);
    const requisitos = await q.requisitos(
      tx,
      ctx.planEstudioId,
      quedan.map((x) => x.asignaturaId),
    );
    const conRequisitos = quedan.map((x) => ({ ...x, requisitos: requisitos.get(x.asignaturaId) }));
    // The record is read only when some section does take the dropped subject as a corequisite.
    if (!conRequisitos.some((x) => x.requisitos?.correquisitos.some((c) => c.asignaturaId === retirada.asignaturaId))) return;
    const motivos = rechazosRetiro(conRequisitos, retirada, await record(tx, ref));
    if (motivos.length) throw new DomainError('retiro_rechazado', { seccion: retirada.nombre, motivos: sentences(motivos.map((m) => m.motivo)) });
  }
  function refuse(c: Candidata, motivos: { motivo: Label }[]): never {
    throw new DomainError('seleccion_rechazada', { seccion: c.nombre, motivos: sentences(motivos.map((m) => m.motivo)) });
  }
  async function view(ref: Ref) {
    const [secciones, limit, lugares, esperadas, excepciones, turno] = await Promise.all([
      deps.secciones.inSelection(ref.estudianteCarreraId, ref.periodoAcademicoId),
      q.creditLimit(ref.estudianteCarreraId, ref.periodoAcademicoId),
      espera.mine(ref.estudianteCarreraId, ref.periodoAcademicoId),
      deps.secciones.waitedFor(ref.estudianteCarreraId, ref.periodoAcademicoId),
      q.excepciones(ref.estudianteCarreraId, ref.periodoAcademicoId),
      outOfTurn(deps.database.db, ref),
    ]);
    const enEspera = lugares.flatMap((l) => {
      const seccion = esperadas.find((x) => x.seccionAsignaturaId === l.seccionAsignaturaId);
      return seccion ? [{ seccion, estado: l.estado, posicion: l.posicion, venceEn: l.venceEn }] : [];
    });
    return {
      ...ref,
      creditos: secciones.reduce((n, s) => n + s.creditos, 0),
      creditosMaximos: limit.maximo + limit.extra,
      creditosExtra: limit.extra,
      secciones,
      espera: enEspera,
      excepciones,
      fueraDeTurno: turno,
    };
  }
  /**
   * Tells each student offered a seat (in the transaction that offered it, so the notice exists
   * exactly when the offer does); answers what to run once it has committed (the hub, the e-mail).
   */
  async function announce(tx: Db, offers: (Ofrecida | null)[], causa: Caller | null) {
    const made = offers.filter((o): o is Ofrecida => !!o);
    if (!made.length) return async () => {};
    const accounts = await espera.accounts(
      tx,
      made.map((o) => o.estudianteCarreraId),
    );
    // Offers made together are of one section (or a few): each read once.
    const sections = new Map<number, Candidata | null>();
    const after: (() => Promise<void>)[] = [];
    for (const o of made) {
      const usuarioId = accounts.find((a) => a.estudianteCarreraId === o.estudianteCarreraId)?.usuarioId;
      if (!sections.has(o.seccionAsignaturaId)) sections.set(o.seccionAsignaturaId, await q.candidata(o.seccionAsignaturaId, tx));
      const c = sections.get(o.seccionAsignaturaId);
      if (!usuarioId || !c) continue;
      const texto = avisoCupoOfrecido({ seccion: c.nombre, asignatura: c.asignatura, venceEn: new Date(o.venceEn), timeZone: deps.timeZone });
      after.push((await deps.mensajes.notice(tx, { usuarioIds: [usuarioId], ...texto, correo: true, causa })).despues);
    }
    return async () => {
      for (const run of after) await run();
    };
  }
  /** Runs a transaction that may offer seats, then tells who got one. */
  async function offering(work: (tx: Db) => Promise<(() => Promise<void>) | void>) {
    const after = await deps.database.db.transaction(work);
    if (after) await after();
  }

  /** Writes a registration, then lets the modules plugged in act on it in the same transaction. */
  async function registrar(tx: Db, periodoAcademicoId: number, r: Parameters<typeof q.insert>[1]) {
    await q.insert(tx, r);
    for (const hook of deps.plugs.registered) await hook({ estudianteCarreraId: r.estudianteCarreraId, periodoAcademicoId, usuarioId: r.usuarioId }, tx);
  }

  return {
    deps,
    q,
    espera,
    outOfTurn,
    mayAct,
    mayChange,
    window,
    mustBeChangeable,
    exceptionOf,
    record,
    holdsOf,
    refusals,
    mayDrop,
    refuse,
    view,
    announce,
    offering,
    registrar,
  };
}
export type SeleccionContext = ReturnType<typeof seleccionContext>;
