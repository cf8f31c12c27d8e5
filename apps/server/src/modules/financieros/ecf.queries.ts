import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { pagoConClaseRow, pagosConClase } from './dgii.queries.ts';
import { all, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of electronic receipts: what a receipt's e-CF says, the documents and their sending. */

const reciboEcfRow = row({
  documentoContableId: z.number(),
  ncf: z.string(),
  vence: z.string().nullable(),
  fecha: z.string(),
  rnc: z.string().nullable(),
  rncNombre: z.string().nullable(),
  total: z.string(),
  devuelto: z.string(),
  sedeId: z.number(),
  sede: z.string(),
  estado: z.string(),
  items: z.array(row({ nombre: z.string(), cantidad: z.number(), precio: z.string(), descuento: z.string(), monto: z.string() })),
  pagos: z.array(pagoConClaseRow),
});
export type ReciboEcf = RowOf<typeof reciboEcfRow>;

const ecfFilaRow = row({
  ecfDocumentoId: z.number(),
  documentoContableId: z.number(),
  tipo: z.number(),
  encf: z.string(),
  codigoSeguridad: z.string().nullable(),
  fechaFirma: z.string().nullable(),
  estado: z.string(),
  trackId: z.string().nullable(),
  mensaje: z.string().nullable(),
  enviadoEn: z.string().nullable(),
});
export type EcfFila = RowOf<typeof ecfFilaRow>;

const ecfColumns = sql`e.ecf_documento_id as "ecfDocumentoId", e.documento_contable_id as "documentoContableId", e.tipo, e.encf,
  e.codigo_seguridad as "codigoSeguridad", e.fecha_firma as "fechaFirma", e.estado, e.track_id as "trackId", e.mensaje, e.enviado_en as "enviadoEn"`;

/** The signing certificate and key kept in the database (`ecf_cert`, `ecf_key`), where a deployment keeps them there. */
export const ecfSecretos = (db: Db) =>
  all(db, row({ clave: z.string(), valor: z.string() }), sql`select clave, valor from app_secret where clave in ('ecf_cert', 'ecf_key')`);

/** Keeps the signing certificate and key among the database's secrets. */
export const guardarSecretos = (db: Db, id: { cert: string; key: string }) =>
  db.execute(sql`insert into app_secret (clave, valor) values ('ecf_cert', ${id.cert}), ('ecf_key', ${id.key})
                 on conflict (clave) do update set valor = excluded.valor`);

export function ecfQueries() {
  return {
    /** A receipt as its e-CF tells it: the services and the charges it paid as items, the payments with their kind. */
    recibo: (db: Db, documentoContableId: number, zona: string) =>
      first(
        db,
        reciboEcfRow,
        sql`
          select d.documento_contable_id as "documentoContableId", d.ncf, d.ncf_vence as vence, to_char(d.fecha at time zone ${zona}, 'YYYY-MM-DD') as fecha,
                 d.rnc, coalesce(d.rnc_nombre, d.nombre_persona) as "rncNombre", d.total::text as total, d.devuelto::text as devuelto, k.sede_id as "sedeId", sd.sede_descripcion as sede, d.estado,
                 (select coalesce(json_agg(x.i order by x.o, x.id), '[]') from (
                    select 0 as o, s.id, json_build_object('nombre', s.descripcion, 'cantidad', s.cantidad, 'precio', s.precio::text,
                                                           'descuento', s.descuento::text, 'monto', s.monto::text) as i
                      from documento_contable_servicio s where s.documento_contable_id = d.documento_contable_id
                    union all
                    select 1, a.id, json_build_object('nombre', c.concepto, 'cantidad', 1, 'precio', a.monto::text, 'descuento', '0.00', 'monto', a.monto::text)
                      from documento_contable_cargo a join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id
                     where a.documento_contable_id = d.documento_contable_id) x) as items,
                 ${pagosConClase} as pagos
            from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
            join sede sd on sd.sede_id = k.sede_id
           where d.documento_contable_id = ${documentoContableId}`,
      ),

    /** The NCF type a campus numbers its electronic credit notes with (its E34 range), if it has one. */
    tipoNotaCredito: async (db: Db, sedeId: number) =>
      (await first(db, idRow, sql`select tipo_ncfid as id from ncf where ncfireferencia = 'E34' and sede_id = ${sedeId} and estatus order by ncfid limit 1`))
        ?.id,

    insertar: async (
      tx: Db,
      e: { documentoContableId: number; tipo: number; encf: string; xml: string; codigoSeguridad: string | null; fechaFirma: string | null; estado: string },
    ) =>
      (
        await only(
          tx,
          idRow,
          sql`
            insert into ecf_documento (documento_contable_id, tipo, encf, xml, codigo_seguridad, fecha_firma, estado)
            values (${e.documentoContableId}, ${e.tipo}, ${e.encf}, ${e.xml}, ${e.codigoSeguridad}, ${e.fechaFirma}, ${e.estado})
            returning ecf_documento_id as id`,
        )
      ).id,

    /** A receipt's electronic documents: its e-CF and, if annulled, the credit note. */
    deRecibo: (db: Db, documentoContableId: number) =>
      all(db, ecfFilaRow, sql`select ${ecfColumns} from ecf_documento e where e.documento_contable_id = ${documentoContableId} order by e.tipo`),

    xml: async (db: Db, documentoContableId: number, tipo?: number) =>
      await first(
        db,
        row({ xml: z.string(), encf: z.string() }),
        sql`select e.xml, e.encf from ecf_documento e where e.documento_contable_id = ${documentoContableId}
                                  and ${tipo ? sql`e.tipo = ${tipo}` : sql`e.tipo <> 34`}`,
      ),

    /**
     * Takes a waiting document to send, for two minutes: no other process (the job, the sweep, another
     * server) sends it meanwhile, and no transaction stays open while the DGII answers.
     */
    tomar: (db: Db, ecfDocumentoId: number) =>
      first(
        db,
        row({ ...ecfFilaRow.shape, xml: z.string() }),
        sql`
          update ecf_documento e set enviando_hasta = now() + interval '2 minutes'
           where e.ecf_documento_id = ${ecfDocumentoId} and e.estado = 'pendiente' and (e.enviando_hasta is null or e.enviando_hasta < now())
          returning ${ecfColumns}, e.xml`,
      ),

    /** What the DGII said; the lease ends. */
    resultado: (db: Db, ecfDocumentoId: number, r: { estado: string; trackId: string | null; mensaje: string | null }) =>
      db.execute(sql`update ecf_documento set estado = ${r.estado}, track_id = coalesce(${r.trackId}, track_id), mensaje = ${r.mensaje},
                            enviado_en = coalesce(enviado_en, now()), enviando_hasta = null
                      where ecf_documento_id = ${ecfDocumentoId}`),

    /** A send that failed gives the document back at once. */
    soltar: (db: Db, ecfDocumentoId: number) => db.execute(sql`update ecf_documento set enviando_hasta = null where ecf_documento_id = ${ecfDocumentoId}`),

    /** Documents still waiting to be sent, the oldest first. */
    pendientes: async (db: Db, antesDe: Date) =>
      (
        await all(
          db,
          idRow,
          sql`select ecf_documento_id as id from ecf_documento where estado = 'pendiente' and creado_en < ${antesDe} order by ecf_documento_id limit 500`,
        )
      ).map((r) => r.id),
  };
}
