import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { configuracionDiploma, diplomaFila, firmaDiploma, type ConfiguracionIn } from '@claustro/domain/diploma/diploma.contract';
import { codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import type { Db } from '../../platform/db/database.ts';
import { all, changed, first, only, row } from '../../platform/db/rows.ts';
import { foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';

/* The SQL of diplomas: signature images, the layout, the diplomas issued. */

const configCols = sql`lugar, color_borde as "colorBorde", con_sello as "conSello", texto_sello as "textoSello", con_codigo as "conCodigo", sello_url as "selloUrl"`;

const filaCols = sql`d.diploma_id as "diplomaId", d.codigo, t.nombre as tipo, d.nombre, e.matricula, d.motivo, d.fecha::text as fecha,
                     d.anulado, d.anulado_motivo as "anuladoMotivo"`;
const filaFrom = sql`diploma d join tipo_diploma t on t.tipo_diploma_id = d.tipo_diploma_id left join estudiante e on e.estudiante_id = d.estudiante_id`;

/** What a diploma's PDF and its verification need of it. */
export const diplomaImpreso = row({
  diplomaId: z.number(),
  codigo: z.string(),
  nombre: z.string(),
  motivo: z.string().nullable(),
  fecha: z.string(),
  anulado: z.boolean(),
  titulo: z.string(),
  texto: z.string(),
  vertical: z.boolean(),
});

export const diplomaQueries = {
  /** The active signatories in print order, with their signature images. */
  firmas: (db: Db) =>
    all(
      db,
      firmaDiploma,
      sql`select f.firmante_id as "firmanteId", f.firm_nombre as nombre, f.firm_cargo as cargo, f.firm_orden as orden, d.firma_url as "firmaUrl"
            from firmante f left join diploma_firma d on d.firmante_id = f.firmante_id
           where f.estatus order by coalesce(f.firm_orden, 99), f.firmante_id`,
    ),
  firma: (db: Db, firmanteId: number) =>
    first(
      db,
      firmaDiploma,
      sql`select f.firmante_id as "firmanteId", f.firm_nombre as nombre, f.firm_cargo as cargo, f.firm_orden as orden, d.firma_url as "firmaUrl"
            from firmante f left join diploma_firma d on d.firmante_id = f.firmante_id where f.firmante_id = ${firmanteId}`,
    ),
  ponerFirma: (tx: Db, firmanteId: number, url: string) =>
    tx.execute(sql`insert into diploma_firma (firmante_id, firma_url) values (${firmanteId}, ${url})
                   on conflict (firmante_id) do update set firma_url = excluded.firma_url, actualizado_en = now()`),
  quitarFirma: (tx: Db, firmanteId: number) => tx.execute(sql`delete from diploma_firma where firmante_id = ${firmanteId}`),

  configuracion: (db: Db) => only(db, configuracionDiploma, sql`select ${configCols} from diploma_configuracion where id = 1`),
  guardarConfiguracion: (tx: Db, c: ConfiguracionIn) =>
    tx.execute(sql`update diploma_configuracion set lugar = ${c.lugar}, color_borde = ${c.colorBorde}, con_sello = ${c.conSello},
                          texto_sello = ${c.textoSello}, con_codigo = ${c.conCodigo} where id = 1`),
  ponerSello: (tx: Db, url: string | null) => tx.execute(sql`update diploma_configuracion set sello_url = ${url} where id = 1`),

  tipo: (db: Db, id?: number) =>
    first(
      db,
      row({ tipoDiplomaId: z.number(), nombre: z.string(), titulo: z.string(), texto: z.string(), vertical: z.boolean(), estatus: z.boolean() }),
      sql`select tipo_diploma_id as "tipoDiplomaId", nombre, titulo, texto, vertical, estatus from tipo_diploma
           ${id ? sql`where tipo_diploma_id = ${id}` : sql`where estatus`} order by nombre limit 1`,
    ),

  /** Each student's name and their latest career as the registrar has them (what a diploma to a student states). */
  estudiantes: (db: Db, ids: number[]) =>
    all(
      db,
      row({
        estudianteId: z.number(),
        nombre: z.string(),
        matricula: z.string(),
        estudianteCarreraId: z.number().nullable(),
        carrera: z.string(),
        sede: z.string(),
      }),
      sql`select e.estudiante_id as "estudianteId", p.pers_nombres || ' ' || p.pers_apellidos as nombre, e.matricula,
                 ec.estudiante_carrera_id as "estudianteCarreraId", coalesce(ec.carrera, '') as carrera, coalesce(ec.sede, '') as sede
            from estudiante e join persona p on p.persona_id = e.persona_id
            left join lateral (select x.estudiante_carrera_id, c.carr_descripcion as carrera, s.sede_descripcion as sede
                                 from estudiante_carrera x join carrera c on c.carrera_id = x.carrera_id join sede s on s.sede_id = x.sede_id
                                where x.estudiante_id = e.estudiante_id order by x.estudiante_carrera_id desc limit 1) ec on true
           where e.estudiante_id = any(${intArray(ids)})`,
    ),

  insertar: (
    tx: Db,
    d: {
      codigo: string;
      tipoDiplomaId: number;
      estudianteId: number | null;
      estudianteCarreraId: number | null;
      nombre: string;
      motivo: string | null;
      fecha: string;
      usuarioId: number;
    },
  ) =>
    only(
      tx,
      row({ id: z.number() }),
      sql`insert into diploma (codigo, tipo_diploma_id, estudiante_id, estudiante_carrera_id, nombre, motivo, fecha, emitido_por)
          values (${d.codigo}, ${d.tipoDiplomaId}, ${d.estudianteId}, ${d.estudianteCarreraId}, ${d.nombre}, ${d.motivo}, ${d.fecha}, ${d.usuarioId})
          returning diploma_id as id`,
    ),

  async list(db: Db, f: { value?: string; page: number; pageSize: number }) {
    const v = f.value?.trim();
    const found = await all(
      db,
      row({ ...diplomaFila.shape, total__: z.number() }),
      sql`select ${filaCols}, count(*) over ()::int as total__ from ${filaFrom}
           ${v ? sql`where ${foldedSql(sql`d.nombre`)} like ${foldedContains(v)} or e.matricula = ${v} or d.codigo = ${codigoNormalizado(v) ?? ''}` : sql``}
           order by d.emitido_en desc, d.diploma_id desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    );
    return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
  },
  filas: (db: Db, ids: number[]) =>
    all(db, diplomaFila, sql`select ${filaCols} from ${filaFrom} where d.diploma_id = any(${intArray(ids)}) order by d.diploma_id`),

  impresos: (db: Db, ids: number[]) =>
    all(
      db,
      diplomaImpreso,
      sql`select d.diploma_id as "diplomaId", d.codigo, d.nombre, d.motivo, d.fecha::text as fecha, d.anulado, t.titulo, t.texto, t.vertical
            from diploma d join tipo_diploma t on t.tipo_diploma_id = d.tipo_diploma_id
           where d.diploma_id = any(${intArray(ids)}) order by d.diploma_id`,
    ),
  /** What a diploma's code vouches for, as it stands (none once annulled). */
  vigente: (db: Db, codigo: string) =>
    first(
      db,
      row({ nombre: z.string(), motivo: z.string().nullable(), fecha: z.string(), tipo: z.string(), texto: z.string() }),
      sql`select d.nombre, d.motivo, d.fecha::text as fecha, t.titulo as tipo, t.texto from diploma d join tipo_diploma t on t.tipo_diploma_id = d.tipo_diploma_id
           where d.codigo = ${codigo} and not d.anulado`,
    ),
  bloquear: (tx: Db, diplomaId: number) =>
    first(tx, row({ codigo: z.string(), anulado: z.boolean() }), sql`select codigo, anulado from diploma where diploma_id = ${diplomaId} for update`),
  anular: (tx: Db, diplomaId: number, motivo: string) =>
    changed(tx, sql`update diploma set anulado = true, anulado_motivo = ${motivo}, anulado_en = now() where diploma_id = ${diplomaId} and not anulado`),
};
