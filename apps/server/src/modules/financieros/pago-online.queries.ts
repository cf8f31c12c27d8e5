import { sql } from 'drizzle-orm';
import type { TipoPagoOnline } from '@claustro/domain/financieros/pago-online.contract';
import type { Db } from '../../platform/db/database.ts';
import { foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { numeroRecibo } from './cobro.queries.ts';
import { all, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { bloqueoPagoLinea, pagoOnline } from '@claustro/domain/financieros/pago-online.contract';

/* The SQL of online payment: the orders, the campus's online register, the services offered online, the blocks. */

/** A career's campus and the register there that takes online payments (its receipt type, its cashier), if any. */
const carreraEnLineaRow = row({
  estudianteId: z.number(),
  matricula: z.string(),
  carrera: z.string(),
  sede: z.string(),
  cajaId: z.number().nullable(),
  tipoNcfId: z.number().nullable(),
  cajeroId: z.number().nullable(),
  cajeroUsuarioId: z.number().nullable(),
});
export type CarreraEnLinea = RowOf<typeof carreraEnLineaRow>;

/** An order as the service handles it (`detalle` as it was written). */
const ordenLeidaRow = row({
  ...pagoOnline.omit({ checkout: true }).shape,
  clave: z.string(),
  usuarioId: z.number(),
  estudianteCarreraId: z.number(),
  monedaPagoId: z.number(),
  detalle: row({
    servicios: z.array(row({ servicioContableId: z.number(), cantidad: z.number() })).optional(),
    cargos: z.array(row({ cargoEstudianteId: z.number(), monto: z.string() })).optional(),
  }),
});
export type OrdenLeida = RowOf<typeof ordenLeidaRow>;

const columnas = sql`
  o.pago_online_id as "pagoOnlineId", o.clave, o.usuario_id as "usuarioId", o.estudiante_carrera_id as "estudianteCarreraId", o.tipo, o.estado,
  e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, ca.carr_descripcion as carrera, o.descripcion,
  o.moneda_pago_id as "monedaPagoId", m.mo_pa_codigo as moneda, o.monto::text as monto, o.detalle,
  o.creado_en as "creadoEn", o.vence_en as "venceEn", o.resuelto_en as "resueltoEn", o.referencia, o.mensaje,
  o.documento_contable_id as "documentoContableId", case when d.documento_contable_id is not null then ${numeroRecibo} end as numero, d.ncf`;
const desde = sql`
  from pago_online o join estudiante_carrera ec on ec.estudiante_carrera_id = o.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = ec.carrera_id join moneda_pago m on m.moneda_pago_id = o.moneda_pago_id
  left join documento_contable d on d.documento_contable_id = o.documento_contable_id`;

/** The local test gateway's secret: made once (this one, when there is none yet) and kept. */
export async function secretoPasarelaPrueba(db: Db, nuevo: string) {
  await db.execute(sql`insert into app_secret (clave, valor) values ('pasarela_prueba', ${nuevo}) on conflict (clave) do nothing`);
  return (await only(db, row({ valor: z.string() }), sql`select valor from app_secret where clave = 'pasarela_prueba'`)).valor;
}

export function pagoOnlineQueries() {
  return {
    /** Holds an order key until the transaction ends: two tries with the same key run one after the other. */
    lockClave: (tx: Db, clave: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('pago_online'), hashtext(${clave}))`),
    /** The career's campus and its online register: the first active one with a receipt type and an active cashier. */
    carrera: async (db: Db, estudianteCarreraId: number) =>
      await first(
        db,
        carreraEnLineaRow,
        sql`
          select ec.estudiante_id as "estudianteId", e.matricula, ca.carr_descripcion as carrera, s.sede_descripcion as sede,
                 r.caja_id as "cajaId", r.tipo_ncf_id as "tipoNcfId", r.cajero_id as "cajeroId", r.usuario_id as "cajeroUsuarioId"
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
            join carrera ca on ca.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
            left join lateral (select k.caja_id, k.tipo_ncf_id, c.cajero_id, c.usuario_id
                                 from caja k join cajero c on c.caja_id = k.caja_id and c.estatus
                                where k.sede_id = ec.sede_id and k.estatus and k.caja_en_linea and k.tipo_ncf_id is not null
                                order by k.caja_id, c.cajero_id limit 1) r on true
           where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      ),

    /** The reason of the block standing on the student of a career, if any. */
    bloqueoDeCarrera: async (db: Db, estudianteCarreraId: number) =>
      (
        await first(
          db,
          row({ motivo: z.string() }),
          sql`select b.motivo from estudiante_bloqueo_pago_linea b join estudiante_carrera ec on ec.estudiante_id = b.estudiante_id
               where ec.estudiante_carrera_id = ${estudianteCarreraId} and b.levantado_en is null`,
        )
      )?.motivo ?? null,
    /** The reason of the block standing on a student, if any. */
    bloqueo: async (db: Db, estudianteId: number) =>
      (
        await first(
          db,
          row({ motivo: z.string() }),
          sql`select motivo from estudiante_bloqueo_pago_linea where estudiante_id = ${estudianteId} and levantado_en is null`,
        )
      )?.motivo ?? null,

    /**
     * The services offered online, each with its prices: those marked payable online, except what a
     * student's account already charges (enrolment and re-enrolment, paid towards the account) and the
     * admission request (an applicant's).
     */
    servicios: async (db: Db) =>
      await all(
        db,
        row({
          servicioContableId: z.number(),
          descripcion: z.string(),
          precios: z.array(row({ monedaPagoId: z.number(), moneda: z.string(), precio: z.string() })),
        }),
        sql`
          select s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion,
                 json_agg(json_build_object('monedaPagoId', m.moneda_pago_id, 'moneda', m.mo_pa_codigo, 'precio', d.se_co_de_monto::text) order by m.mo_pa_codigo) as precios
            from servicio_contable s join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id
            join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id and m.estatus
           where s.estatus and s.se_co_paga_online and d.se_co_de_monto > 0
             and not (s.se_co_es_serv_matriculacion or s.se_co_pago_matriculacion or s.se_co_es_serv_sol_admision)
             -- A document requested online is paid through its request (the fee it writes), not bought apart.
             and not s.se_co_permite_solicitud_en_linea
           group by s.servicio_contable_id, s.se_co_descripcion
           order by s.se_co_descripcion`,
      ),

    /** The card payment method an online receipt is paid by: full payment by card, with the approval number as reference. */
    formaTarjeta: async (db: Db) =>
      (
        await first(
          db,
          idRow,
          sql`select tipo_forma_pago_contable_id as id from tipo_forma_pago
                                where estatus and forma_pago_completo_tarjeta and ti_fp_validar_referencia order by 1 limit 1`,
        )
      )?.id ?? null,

    async insertar(
      tx: Db,
      o: {
        clave: string;
        usuarioId: number;
        estudianteCarreraId: number;
        tipo: TipoPagoOnline;
        monedaPagoId: number;
        monto: string;
        detalle: object;
        descripcion: string;
        minutos: number;
      },
    ) {
      const [r] = await all(
        tx,
        idRow,
        sql`
          insert into pago_online (clave, usuario_id, estudiante_carrera_id, tipo, moneda_pago_id, monto, detalle, descripcion, vence_en)
          values (${o.clave}, ${o.usuarioId}, ${o.estudianteCarreraId}, ${o.tipo}, ${o.monedaPagoId}, ${o.monto}, ${JSON.stringify(o.detalle)}::jsonb,
                  ${o.descripcion}, now() + make_interval(mins => ${o.minutos}))
          returning pago_online_id as id`,
      );
      return r.id;
    },

    /**
     * A new payment towards the account replaces the career's earlier ones still waiting (a checkout
     * left half-way): they expire, so the balance is never offered twice at once.
     */
    reemplazar: (tx: Db, estudianteCarreraId: number, pagoOnlineId: number) =>
      tx.execute(sql`
        update pago_online set estado = 'expirado', resuelto_en = now(), mensaje = 'Reemplazada por la orden ' || ${pagoOnlineId}
         where estudiante_carrera_id = ${estudianteCarreraId} and tipo = 'matricula' and estado = 'pendiente' and pago_online_id <> ${pagoOnlineId}`),

    porClave: async (db: Db, clave: string) =>
      await first(
        db,
        row({ id: z.number(), usuarioId: z.number() }),
        sql`select pago_online_id as id, usuario_id as "usuarioId" from pago_online where clave = ${clave}`,
      ),

    uno: async (db: Db, pagoOnlineId: number) => await first(db, ordenLeidaRow, sql`select ${columnas} ${desde} where o.pago_online_id = ${pagoOnlineId}`),

    /** The order, locked until the transaction ends: one notification at a time settles it. */
    bloquear: async (tx: Db, pagoOnlineId: number) =>
      await first(
        tx,
        row({ estado: z.string(), documentoContableId: z.number().nullable() }),
        sql`select estado, documento_contable_id as "documentoContableId" from pago_online where pago_online_id = ${pagoOnlineId} for update`,
      ),

    resolver: (
      tx: Db,
      pagoOnlineId: number,
      r: { estado: 'aprobado' | 'rechazado'; referencia: string | null; mensaje: string | null; documentoContableId: number | null },
    ) =>
      tx.execute(sql`
        update pago_online set estado = ${r.estado}, referencia = ${r.referencia}, mensaje = ${r.mensaje},
               documento_contable_id = ${r.documentoContableId}, resuelto_en = now()
         where pago_online_id = ${pagoOnlineId}`),

    /** Orders left unpaid past their time: expired (a late approval still issues its receipt). */
    expirar: async (db: Db) =>
      (
        await db.execute(sql`
          update pago_online set estado = 'expirado', resuelto_en = now()
           where estado = 'pendiente' and vence_en < now()`)
      ).rowCount ?? 0,

    /** Orders newest first: one user's, or everyone's (`usuarioId` null), by matrícula, name or reference, and state. */
    async lista(db: Db, f: { usuarioId: number | null; value?: string; estado?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...ordenLeidaRow.shape, total: z.number() }),
        sql`
          select ${columnas}, count(*) over ()::int as total ${desde}
           where true ${f.usuarioId !== null ? sql`and o.usuario_id = ${f.usuarioId}` : sql``}
             ${f.estado ? sql`and o.estado = ${f.estado}` : sql``}
             ${
               v
                 ? sql`and (e.matricula ilike ${`%${v}%`} or o.referencia = ${v} or ${numeroRecibo} = upper(${v})
                            or ${foldedSql(sql`pe.pers_nombres || ' ' || pe.pers_apellidos`)} like ${foldedContains(v)})`
                 : sql``
             }
           order by o.creado_en desc, o.pago_online_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /** The online register's opening in course, opened now if it has none (it opens itself at the first payment after each closing). */
    async abrirCaja(tx: Db, cajaId: number, cajeroId: number) {
      await tx.execute(sql`insert into caja_apertura (caja_id, cajero_id) values (${cajaId}, ${cajeroId}) on conflict do nothing`);
    },

    bloqueos: async (db: Db, f: { value?: string; id?: number }, page: { page: number; pageSize: number }) => {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...bloqueoPagoLinea.shape, total: z.number() }),
        sql`
          select b.id, b.estudiante_id as "estudianteId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, b.motivo,
                 u.usua_nombre as "creadoPor", b.creado_en as "creadoEn", count(*) over ()::int as total
            from estudiante_bloqueo_pago_linea b join estudiante e on e.estudiante_id = b.estudiante_id
            join persona pe on pe.persona_id = e.persona_id join usuario u on u.usuario_id = b.creado_por
           where b.levantado_en is null ${f.id ? sql`and b.id = ${f.id}` : sql``}
             ${v ? sql`and (e.matricula ilike ${`%${v}%`} or ${foldedSql(sql`pe.pers_nombres || ' ' || pe.pers_apellidos`)} like ${foldedContains(v)})` : sql``}
           order by b.creado_en desc, b.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    estudiantePorMatricula: async (db: Db, matricula: string) =>
      await first(db, idRow, sql`select estudiante_id as id from estudiante where lower(matricula) = lower(${matricula})`),

    bloquearEstudiante: async (tx: Db, o: { estudianteId: number; motivo: string; usuarioId: number }) =>
      (
        await first(
          tx,
          idRow,
          sql`
            insert into estudiante_bloqueo_pago_linea (estudiante_id, motivo, creado_por) values (${o.estudianteId}, ${o.motivo}, ${o.usuarioId})
            on conflict (estudiante_id) where levantado_en is null do nothing returning id`,
        )
      )?.id ?? null,

    levantar: async (tx: Db, id: number, usuarioId: number) =>
      await first(
        tx,
        row({ estudianteId: z.number(), motivo: z.string() }),
        sql`
            update estudiante_bloqueo_pago_linea set levantado_en = now(), levantado_por = ${usuarioId}
             where id = ${id} and levantado_en is null returning estudiante_id as "estudianteId", motivo`,
      ),
  };
}
