import { sql, type SQL } from 'drizzle-orm';
import { bloque, type BloqueIn } from '@claustro/domain/horarios/bloque-horario.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';
import { all, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of schedule blocks: the block's row with its names, its sections' ids, and writing both. */

/** A block's row as the list shows it, before its sections are put in. */
const bloqueFilaRow = bloque.omit({ creditos: true, cupo: true, secciones: true });
export type BloqueFila = RowOf<typeof bloqueFilaRow>;

export interface BloqueFiltro {
  periodoAcademicoId: number;
  sedeId?: number | null;
  carreraId?: number | null;
  value?: string;
}

const columns = sql`b.bloque_horario_id as "bloqueHorarioId", b.periodo_academico_id as "periodoAcademicoId", b.sede_id as "sedeId",
  se.sede_descripcion as "sedeDescripcion", b.carrera_id as "carreraId", c.carr_descripcion as "carreraDescripcion",
  b.plan_estudio_id as "planEstudioId", b.bl_ho_cuatrimestre as "blHoCuatrimestre", b.tipo_bloque_horario_id as "tipoBloqueHorarioId",
  t.ti_bl_descripcion as "tipoDescripcion", b.bloque_horario_tanda_id as "bloqueHorarioTandaId", ta.bl_ta_descripcion as "tandaDescripcion",
  b.bl_ho_descripcion as "blHoDescripcion", b.estatus`;
const from = sql`from bloque_horario b join sede se on se.sede_id = b.sede_id left join carrera c on c.carrera_id = b.carrera_id
  left join tipo_bloque_horario t on t.tipo_bloque_horario_id = b.tipo_bloque_horario_id
  left join bloque_horario_tanda ta on ta.bloque_horario_tanda_id = b.bloque_horario_tanda_id`;

function where(f: BloqueFiltro): SQL {
  const parts = [sql`b.periodo_academico_id = ${f.periodoAcademicoId}`];
  if (f.sedeId) parts.push(sql`b.sede_id = ${f.sedeId}`);
  if (f.carreraId) parts.push(sql`b.carrera_id = ${f.carreraId}`);
  if (f.value) parts.push(sql`${foldedSql(sql`b.bl_ho_descripcion`)} like ${foldedContains(f.value)}`);
  return sql.join(parts, sql` and `);
}

export function bloquesQueries(database: Database) {
  return {
    async page(f: BloqueFiltro, page: { page: number; pageSize: number }) {
      const rows = await all(
        database.db,
        row({ ...bloqueFilaRow.shape, total: z.number() }),
        sql`select ${columns}, count(*) over ()::int as total ${from} where ${where(f)}
                                       order by se.sede_descripcion, b.bl_ho_descripcion limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r as BloqueFila), total: rows[0]?.total ?? 0 };
    },
    one: async (bloqueHorarioId: number, db: Db = database.db) =>
      (await first(db, bloqueFilaRow, sql`select ${columns} ${from} where b.bloque_horario_id = ${bloqueHorarioId}`)) ?? null,
    /** Which sections each block holds. */
    pairs: async (bloques: number[]) =>
      await all(
        database.db,
        row({ bloqueHorarioId: z.number(), seccionAsignaturaId: z.number() }),
        sql`select bloque_horario_id as "bloqueHorarioId", seccion_asignatura_id as "seccionAsignaturaId"
                                        from bloque_horario_seccion where bloque_horario_id = any(${intArray(bloques)})`,
      ),
    /** Whether another block of the period and campus has this name. */
    taken: async (tx: Db, b: BloqueIn, self: number | null) =>
      (
        await tx.execute(sql`select 1 from bloque_horario where periodo_academico_id = ${b.periodoAcademicoId} and sede_id = ${b.sedeId}
                               and lower(bl_ho_descripcion) = lower(${b.blHoDescripcion}) and bloque_horario_id is distinct from ${self}`)
      ).rows.length > 0,
    /** Writes the block and its sections (replacing those it had); answers its id. */
    async save(tx: Db, b: BloqueIn, self: number | null) {
      const values = sql`${b.periodoAcademicoId}, ${b.sedeId}, ${b.carreraId}, ${b.planEstudioId}, ${b.blHoCuatrimestre}, ${b.tipoBloqueHorarioId},
                         ${b.bloqueHorarioTandaId}, ${b.blHoDescripcion}, ${b.estatus}`;
      const cols = sql`(periodo_academico_id, sede_id, carrera_id, plan_estudio_id, bl_ho_cuatrimestre, tipo_bloque_horario_id, bloque_horario_tanda_id, bl_ho_descripcion, estatus)`;
      const { id } = await only(
        tx,
        idRow,
        self === null
          ? sql`insert into bloque_horario ${cols} values (${values}) returning bloque_horario_id as id`
          : sql`update bloque_horario set ${cols} = (${values}) where bloque_horario_id = ${self} returning bloque_horario_id as id`,
      );
      await tx.execute(sql`delete from bloque_horario_seccion where bloque_horario_id = ${id}`);
      await tx.execute(sql`insert into bloque_horario_seccion (bloque_horario_id, seccion_asignatura_id) select ${id}, unnest(${intArray(b.secciones)})`);
      return id;
    },
  };
}
