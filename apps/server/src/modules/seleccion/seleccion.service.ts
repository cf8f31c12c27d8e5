import { modificarSeleccionScreen, seleccionReadScreens, seleccionStaffScreens, type ResultadoGrupo } from '@claustro/domain/seleccion/seleccion.contract';
import {
  conEquivalencias,
  rechazos,
  type Excepcion,
  type Historial,
  type Rechazo,
  type Requisitos,
  type Retencion,
} from '@claustro/domain/seleccion/seleccion.rules';
import { errorMessage } from '@claustro/domain/platform/messages';
import type { Label } from '@claustro/domain/platform/i18n';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { seleccionQueries, type Candidata } from './seleccion.queries.ts';
import { esperaQueries, type Ofrecida } from './espera.queries.ts';
import type { SalaEsperaService } from './sala-espera.service.ts';
import { avisoCupoOfrecido } from '@claustro/domain/seleccion/espera';
import { fueraDeTurno } from '@claustro/domain/seleccion/turno.rules';
import { localNow, type Clock } from '../../platform/clock.ts';
import type { Caller } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { meetingsLine, profesoresDe, semanaItems } from '@claustro/domain/horarios/semana-items';
import { semanaPdf } from '../horarios/semana-pdf.public.ts';
import type { BloquesService } from '../horarios/bloques.service.ts';

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
  records: RecordProvider[];
  registered: RegisteredHook[];
}

type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };

type Lugar = Ref & { seccionAsignaturaId: number };

/** The student's record and the section's requisites, once read (`refusals`). */
type Leido = { listo?: boolean; historial?: Historial; requisitos?: Requisitos };

const noSuchStudent: Label = { es: 'No hay un estudiante con esta matrícula.', en: 'No student has this matrícula.' };

/**
 * A student's selection: every rule checked before anything is written (most refusals cost no
 * transaction), then, with the student's career locked, checked again and a seat taken by one
 * statement; a full section answers before any transaction. A full section keeps a waiting list: a
 * seat given up goes to the first student waiting, held for them until they confirm or it lapses.
 */
export function seleccionService(deps: {
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
}) {
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
    if (!found)
      throw new DomainError(
        'validation',
        {},
        { tipoExcepcionSeleccionId: { es: 'No existe ese tipo de excepción activo.', en: 'There is no such active exception type.' } },
      );
    return found;
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
    const retenciones = (await Promise.all(deps.plugs.holds.map((h) => h(ref, db)))).flat();
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
  function refuse(c: Candidata, motivos: { motivo: Label }[]): never {
    const said: Label = { es: motivos.map((m) => m.motivo.es).join(' '), en: motivos.map((m) => m.motivo.en).join(' ') };
    throw new DomainError('seleccion_rechazada', { seccion: c.nombre, motivos: said });
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

  /** Adds a section: every rule checked before anything is written, then, the career locked, again, and a seat taken in one statement. */
  /** Writes a registration, then lets the modules plugged in act on it in the same transaction. */
  async function registrar(tx: Db, periodoAcademicoId: number, r: Parameters<typeof q.insert>[1]) {
    await q.insert(tx, r);
    for (const hook of deps.plugs.registered) await hook({ estudianteCarreraId: r.estudianteCarreraId, periodoAcademicoId, usuarioId: r.usuarioId }, tx);
  }

  async function add({
    actor,
    input,
  }: ServiceCall<Ref & { seccionAsignaturaId: number; tipoExcepcionSeleccionId?: number | null; motivoExcepcion?: string | null }>) {
    const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
    const excepcion = await exceptionOf(who, input.tipoExcepcionSeleccionId);
    const c = await q.candidata(input.seccionAsignaturaId);
    if (!c) throw new DomainError('not_found');
    const overCapacity = !!excepcion?.permiteCupoLleno;
    // Sold out: said from the section's own row, before the rules and without a transaction (the
    // cheap answer on registration day; a student who already holds it is answered by `view` below).
    if (!overCapacity && c.inscritos >= c.capacidad && !(await q.holds(input.estudianteCarreraId, c.seccionAsignaturaId)))
      throw new DomainError('seccion_llena', { seccion: c.nombre });
    const student = who === 'student';
    const leido: Leido = {};
    const first = await refusals(deps.database.db, input, c, { excepcion, turno: student, modifica, leido });
    if (first === 'held') return view(input);
    if (first.length) refuse(c, first);
    await deps.database.db.transaction(async (tx) => {
      await q.lockCareer(tx, input.estudianteCarreraId);
      // Asked again for what other requests may have changed meanwhile; the turn is a matter of the clock, asked above.
      const again = await refusals(tx, input, c, { excepcion, modifica, leido });
      if (again === 'held') return;
      if (again.length) refuse(c, again);
      if (!(await q.takeSeat(tx, c.seccionAsignaturaId, overCapacity))) throw new DomainError('seccion_llena', { seccion: c.nombre });
      const granted = excepcion ? { tipoExcepcionSeleccionId: input.tipoExcepcionSeleccionId!, motivo: input.motivoExcepcion! } : undefined;
      await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId, excepcion: granted });
      await audit(tx, actor, {
        entidad: 'seleccion',
        entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
        accion: 'crear',
        despues: {
          seccion: c.nombre,
          periodoAcademicoId: input.periodoAcademicoId,
          ...(excepcion ? { excepcion: excepcion.tipo, motivo: granted!.motivo } : {}),
        },
      });
    });
    return view(input);
  }

  return {
    /** Where other modules plug their holds and the student's record in (at start-up). */
    plugs: deps.plugs,
    propia: ({ actor }: ServiceCall<unknown>) => q.propia(actor.usuarioId),
    turno: ({ actor }: ServiceCall<unknown>) => deps.sala.turno(actor.usuarioId),
    salirTurno: ({ actor }: ServiceCall<unknown>) => deps.sala.salir(actor.usuarioId),
    /** The sections of the student's plan on their campus, but for the subjects passed (or an equivalent). */
    async oferta({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      const [secciones, historial] = await Promise.all([
        deps.secciones.offerFor(input.estudianteCarreraId, input.periodoAcademicoId),
        record(deps.database.db, input),
      ]);
      return historial ? secciones.filter((s) => !historial.aprobadas.includes(s.asignaturaId)) : secciones;
    },
    async requisitos({ actor, input }: ServiceCall<Ref>) {
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
    },
    async get({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      return view(input);
    },
    /** The sections of the student's week (its spreadsheet's lines). */
    async horario({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      return deps.secciones.inSelection(input.estudianteCarreraId, input.periodoAcademicoId);
    },
    /** The student's week printed: the grid, then each section with its credits, hours and professors. */
    async horarioPdf({ actor, input }: ServiceCall<Ref>) {
      await mayAct(actor, input.estudianteCarreraId);
      const [secciones, who] = await Promise.all([
        deps.secciones.inSelection(input.estudianteCarreraId, input.periodoAcademicoId),
        q.estudianteYPeriodo(input.estudianteCarreraId, input.periodoAcademicoId),
      ]);
      if (!who) throw new DomainError('not_found');
      const lang = actor.lang;
      const en = lang === 'en';
      const creditos = secciones.reduce((n, s) => n + s.creditos, 0);
      return semanaPdf(
        deps.institution,
        {
          titulo: en ? 'Class timetable' : 'Horario de clases',
          quien: who.estudiante,
          detalle: `${who.carrera} · ${who.periodo} · ${creditos} ${en ? 'credits' : 'créditos'}`,
          items: semanaItems(secciones),
          vacio: en ? 'No subjects registered in this period.' : 'Sin asignaturas inscritas en este período.',
          tabla: {
            columnas: [
              { titulo: en ? 'Section' : 'Sección', ancho: 70 },
              { titulo: en ? 'Subject' : 'Asignatura', ancho: 220 },
              { titulo: en ? 'Cr.' : 'Cr.', ancho: 34 },
              { titulo: en ? 'Hours and room' : 'Horario y aula', ancho: 250 },
              { titulo: en ? 'Professor' : 'Profesor', ancho: 146 },
            ],
            filas: secciones.map((s) => [seccionNombre(s), s.asignaturaDescripcion, String(s.creditos), meetingsLine(s, lang), profesoresDe(s)]),
          },
        },
        lang,
      );
    },
    add,
    async drop({ actor, input }: ServiceCall<Lugar>) {
      const { modifica } = await mayChange(actor, input.estudianteCarreraId);
      await mustBeChangeable(deps.database.db, input.periodoAcademicoId, modifica);
      await offering(async (tx) => {
        await espera.lockSection(tx, input.seccionAsignaturaId);
        if (!(await q.drop(tx, input.estudianteCarreraId, input.seccionAsignaturaId, input.periodoAcademicoId))) throw new DomainError('not_found');
        const offer = await espera.passSeat(tx, input.seccionAsignaturaId);
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
          accion: 'actualizar',
          antes: { estado: 'inscrita' },
          despues: { estado: 'retirada', cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
        });
        return announce(tx, [offer], actor);
      });
      return view(input);
    },
    /**
     * Changes a section for another in one transaction: the new one is checked as if the old were
     * gone and takes its seat; refused, nothing changes and the student keeps the old one. The seat
     * given up goes to the first student waiting for it.
     */
    async cambiar({ actor, input }: ServiceCall<Lugar & { seccionNuevaId: number }>) {
      if (input.seccionNuevaId === input.seccionAsignaturaId)
        throw new DomainError('validation', {}, { seccionNuevaId: { es: 'Elija una sección distinta.', en: 'Choose a different section.' } });
      const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
      const c = await q.candidata(input.seccionNuevaId);
      if (!c) throw new DomainError('not_found');
      if (!(await q.holds(input.estudianteCarreraId, input.seccionAsignaturaId))) {
        // Already changed (a retried request), or never held.
        if (await q.holds(input.estudianteCarreraId, c.seccionAsignaturaId)) return view(input);
        throw new DomainError('not_found');
      }
      if (c.inscritos >= c.capacidad) throw new DomainError('seccion_llena', { seccion: c.nombre });
      const leido: Leido = {};
      const first = await refusals(deps.database.db, input, c, { turno: who === 'student', modifica, sin: input.seccionAsignaturaId, leido });
      if (first === 'held') throw new DomainError('not_found');
      if (first.length) refuse(c, first);
      await offering(async (tx) => {
        await q.lockCareer(tx, input.estudianteCarreraId);
        // Both sections locked in one order, so two students changing between the same two never wait on each other.
        for (const id of [input.seccionAsignaturaId, c.seccionAsignaturaId].sort((a, b) => a - b)) await espera.lockSection(tx, id);
        if (!(await q.drop(tx, input.estudianteCarreraId, input.seccionAsignaturaId, input.periodoAcademicoId))) throw new DomainError('not_found');
        // The old section is gone from the selection now: the rules see the selection as it would be.
        const again = await refusals(tx, input, c, { modifica, leido });
        if (again === 'held') throw new DomainError('not_found');
        if (again.length) refuse(c, again);
        if (!(await q.takeSeat(tx, c.seccionAsignaturaId))) throw new DomainError('seccion_llena', { seccion: c.nombre });
        await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
        const offer = await espera.passSeat(tx, input.seccionAsignaturaId);
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
          accion: 'actualizar',
          antes: { estado: 'inscrita' },
          despues: { estado: 'retirada', cambiadaPor: c.nombre, cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
        });
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
          accion: 'crear',
          despues: { seccion: c.nombre, periodoAcademicoId: input.periodoAcademicoId, enLugarDe: input.seccionAsignaturaId },
        });
        return announce(tx, [offer], actor);
      });
      return view(input);
    },
    /**
     * Registers a schedule block for a student: every section in one transaction, each through the
     * rules and its seat (the first refused undoes the rest); sections already held are kept.
     */
    async bloque({ actor, input }: ServiceCall<{ bloqueHorarioId: number; estudianteCarreraId: number }>) {
      const b = await deps.bloques.get({ actor, input });
      if (!b.estatus) throw new DomainError('bloque_inactivo', { bloque: b.blHoDescripcion });
      const { modifica } = await mayChange(actor, input.estudianteCarreraId);
      const ref = { estudianteCarreraId: input.estudianteCarreraId, periodoAcademicoId: b.periodoAcademicoId };
      const ordered = [...b.secciones].sort((x, y) => x.seccionAsignaturaId - y.seccionAsignaturaId);
      await deps.database.db.transaction(async (tx) => {
        await q.lockCareer(tx, input.estudianteCarreraId);
        for (const s of ordered) {
          const c = await q.candidata(s.seccionAsignaturaId, tx);
          if (!c) throw new DomainError('not_found');
          const refused = await refusals(tx, ref, c, { modifica });
          if (refused === 'held') continue;
          if (refused.length) refuse(c, refused);
          if (!(await q.takeSeat(tx, c.seccionAsignaturaId))) throw new DomainError('seccion_llena', { seccion: c.nombre });
          await registrar(tx, b.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
          await audit(tx, actor, {
            entidad: 'seleccion',
            entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
            accion: 'crear',
            despues: { seccion: c.nombre, periodoAcademicoId: b.periodoAcademicoId, bloque: b.blHoDescripcion },
          });
        }
      });
      return view(ref);
    },
    /**
     * Registers one section for a group of students: each as staff would one by one (the rules, the
     * seat, the audit), so one student refused leaves the others registered; says how it went for each.
     */
    async grupo({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; matriculas: string[] }>): Promise<ResultadoGrupo> {
      const c = await q.candidata(input.seccionAsignaturaId);
      if (!c) throw new DomainError('not_found');
      const matriculas = [...new Set(input.matriculas.map((m) => m.trim()))];
      const careers = await q.careersFor(matriculas, c.seccionAsignaturaId);
      const resultados: ResultadoGrupo['resultados'] = [];
      for (const matricula of matriculas) {
        const career = careers.find((x) => x.matricula === matricula.toLowerCase());
        if (!career) {
          resultados.push({ matricula, nombre: null, estado: 'no_encontrado', motivo: noSuchStudent[actor.lang] });
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
    },
    /** Joins a full section's waiting list: only a section the student could add, only while it is full. */
    async esperar({ actor, input }: ServiceCall<Lugar>) {
      const { who, modifica } = await mayChange(actor, input.estudianteCarreraId);
      const c = await q.candidata(input.seccionAsignaturaId);
      if (!c) throw new DomainError('not_found');
      const refused = await refusals(deps.database.db, input, c, { turno: who === 'student', modifica });
      if (refused === 'held') return view(input);
      if (refused.length) refuse(c, refused);
      await deps.database.db.transaction(async (tx) => {
        const seats = await espera.lockSection(tx, c.seccionAsignaturaId);
        if (seats && seats.inscritos < seats.capacidad) throw new DomainError('seccion_con_cupo', { seccion: c.nombre });
        if (!(await espera.join(tx, { ...input, seccionAsignaturaId: c.seccionAsignaturaId }))) throw new DomainError('ya_en_espera', { seccion: c.nombre });
        await audit(tx, actor, { entidad: 'listaEspera', entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`, accion: 'crear' });
      });
      return view(input);
    },
    /** Takes the seat held for the student: the rules are asked again, and the seat is already counted. */
    async confirmar({ actor, input }: ServiceCall<Lugar>) {
      const { modifica } = await mayChange(actor, input.estudianteCarreraId);
      const c = await q.candidata(input.seccionAsignaturaId);
      if (!c) throw new DomainError('not_found');
      await deps.database.db.transaction(async (tx) => {
        await q.lockCareer(tx, input.estudianteCarreraId);
        if (!(await espera.confirm(tx, input.estudianteCarreraId, c.seccionAsignaturaId))) throw new DomainError('oferta_vencida', { seccion: c.nombre });
        // A refusal undoes the confirmation with the transaction: the seat stays held until it lapses or is declined.
        const refused = await refusals(tx, input, c, { modifica });
        if (refused === 'held') throw new DomainError('oferta_vencida', { seccion: c.nombre });
        if (refused.length) refuse(c, refused);
        await registrar(tx, input.periodoAcademicoId, { estudianteCarreraId: input.estudianteCarreraId, c, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'seleccion',
          entidadId: `${input.estudianteCarreraId}:${c.seccionAsignaturaId}`,
          accion: 'crear',
          despues: { seccion: c.nombre, periodoAcademicoId: input.periodoAcademicoId, desde: 'listaEspera' },
        });
      });
      return view(input);
    },
    /** Leaves a waiting list; a seat declined goes to the next student waiting. */
    async salirEspera({ actor, input }: ServiceCall<Lugar>) {
      await mayChange(actor, input.estudianteCarreraId);
      await offering(async (tx) => {
        await espera.lockSection(tx, input.seccionAsignaturaId);
        const was = await espera.leave(tx, input.estudianteCarreraId, input.seccionAsignaturaId);
        if (!was) throw new DomainError('not_found');
        const offer = was === 'ofrecida' ? await espera.passSeat(tx, input.seccionAsignaturaId) : null;
        await audit(tx, actor, {
          entidad: 'listaEspera',
          entidadId: `${input.estudianteCarreraId}:${input.seccionAsignaturaId}`,
          accion: 'actualizar',
          antes: { estado: was },
          despues: { estado: 'retirada', cupoOfrecidoA: offer?.estudianteCarreraId ?? null },
        });
        return announce(tx, [offer], actor);
      });
      return view(input);
    },
    /**
     * The waiting lists' clock: offers whose time ran out pass to the next student, and seats left free
     * while someone waits (seats raised by staff) are offered. Safe to run from every process at once.
     * Answers how many offers it made.
     */
    async sweep(limit = 100) {
      let made = 0;
      for (const l of await espera.lapsed(limit)) {
        await offering(async (tx) => {
          await espera.lockSection(tx, l.seccionAsignaturaId);
          if (!(await espera.lapse(tx, l.id))) return;
          const offer = await espera.passSeat(tx, l.seccionAsignaturaId);
          if (offer) made++;
          return announce(tx, [offer], null);
        });
      }
      for (const f of await espera.freeWithWaiting(limit)) {
        await offering(async (tx) => {
          const seats = await espera.lockSection(tx, f.seccionAsignaturaId);
          const offers: Ofrecida[] = [];
          for (let free = seats ? seats.capacidad - seats.inscritos : 0; free > 0; free--) {
            const offer = await espera.offerFreeSeat(tx, f.seccionAsignaturaId);
            if (!offer) break;
            offers.push(offer);
          }
          made += offers.length;
          return announce(tx, offers, null);
        });
      }
      return made;
    },
  };
}
export type SeleccionService = ReturnType<typeof seleccionService>;
