import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { expediente, personaAtendida, type ExpedienteIn } from '@claustro/domain/enfermeria/expediente.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { containsPattern, foldedContains, foldedSql, intArray, nameWordsSql, prefixPattern } from '../../platform/db/sql.ts';
import { estudiantesPorTexto } from '../academicos/estudiante-busqueda.public.ts';

/* The SQL of the infirmary's visits: the visits with their person, medicine and nurse; the stock a visit takes; the people it can be of. */

const visitaRow = row(expediente.shape);

/** A visit as the screens read it. */
const visitas = (where: SQL, tail: SQL = sql``) => sql`
  select x.expediente_id as "expedienteId", x.tipo_persona_id as "tipoPersonaId", x.estudiante_id as "estudianteId", x.profesor_id as "profesorId",
         x.persona_externa_id as "personaExternaId", x.expe_nombre_persona as "expeNombrePersona",
         coalesce(e.matricula, (select pdi.do_id_valor from persona_documento_identificacion pdi where pdi.persona_id = pr.persona_id order by pdi.persona_documento_identificacion_id limit 1),
                  px.pe_ex_documento_identificacion) as identificacion,
         x.expe_sintomas as "expeSintomas", x.expe_tratamiento as "expeTratamiento", x.medicamento_id as "medicamentoId", m.medi_descripcion as medicamento,
         x.expe_cantidad_suministrada as "expeCantidad_Suministrada", x.enfermera_id as "enfermeraId", n.enfe_nombres as enfermera,
         x.expe_impreso as "expeImpreso", x.expe_fecha_creacion as "expeFechaCreacion"
    from expediente x join enfermera n on n.enfermera_id = x.enfermera_id left join medicamento m on m.medicamento_id = x.medicamento_id
    left join estudiante e on e.estudiante_id = x.estudiante_id left join profesor pr on pr.profesor_id = x.profesor_id
    left join persona_externa px on px.persona_externa_id = x.persona_externa_id
   where ${where} ${tail}`;

/** The visits of the same person as visit `id` (an employee: by the name typed). */
const mismaPersona = (id: number) => sql`
  exists (select 1 from expediente v where v.expediente_id = ${id} and v.tipo_persona_id = x.tipo_persona_id
             and v.estudiante_id is not distinct from x.estudiante_id and v.profesor_id is not distinct from x.profesor_id
             and v.persona_externa_id is not distinct from x.persona_externa_id
             and (v.tipo_persona_id <> 3 or lower(v.expe_nombre_persona) = lower(x.expe_nombre_persona)))`;

export interface FiltroVisitas {
  value?: string;
  tipoPersonaId?: number;
  estudianteId: number | null;
  profesorId: number | null;
  personaExternaId: number | null;
  page: number;
  pageSize: number;
}

export function expedienteQueries(database: Database) {
  return {
    async page(f: FiltroVisitas) {
      const conds: SQL[] = [sql`true`];
      if (f.tipoPersonaId) conds.push(sql`x.tipo_persona_id = ${f.tipoPersonaId}`);
      if (f.estudianteId) conds.push(sql`x.estudiante_id = ${f.estudianteId}`);
      if (f.profesorId) conds.push(sql`x.profesor_id = ${f.profesorId}`);
      if (f.personaExternaId) conds.push(sql`x.persona_externa_id = ${f.personaExternaId}`);
      if (f.value)
        conds.push(sql`(${foldedSql(sql`x.expe_nombre_persona`)} like ${foldedContains(f.value)} or e.matricula like ${prefixPattern(f.value.trim())})`);
      const found = await all(
        database.db,
        row({ ...visitaRow.shape, total__: z.number() }),
        sql`select v.*, count(*) over ()::int as total__ from (${visitas(sql.join(conds, sql` and `))}) v
             order by v."expeFechaCreacion" desc, v."expedienteId" desc limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: found.map(({ total__: _t, ...x }) => x), total: found[0]?.total__ ?? 0 };
    },
    one: (db: Db | Database, id: number) => first(db, visitaRow, visitas(sql`x.expediente_id = ${id}`)),
    /** Every visit of the person visit `id` is of, newest first. */
    historial: (id: number) => all(database.db, visitaRow, visitas(mismaPersona(id), sql`order by x.expe_fecha_creacion desc, x.expediente_id desc`)),
    /** The visit as it stands, locked for a correction. */
    forUpdate: (tx: Db, id: number) =>
      first(
        tx,
        row({ medicamentoId: z.number().nullable(), cantidad: z.number() }),
        sql`select medicamento_id as "medicamentoId", expe_cantidad_suministrada as cantidad from expediente where expediente_id = ${id} for update`,
      ),
    /** A medicine, whether it is given and whether its units are counted. */
    medicamento: (tx: Db, id: number) =>
      first(
        tx,
        row({ descripcion: z.string(), activo: z.boolean(), cuenta: z.boolean() }),
        sql`select m.medi_descripcion as descripcion, m.estatus as activo, t.ti_me_afecta_inventario as cuenta
              from medicamento m join tipo_medicamento t on t.tipo_medicamento_id = m.tipo_medicamento_id where m.medicamento_id = ${id}`,
      ),
    /**
     * Takes `cantidad` units off a medicine's stock when there are that many (one statement: two nurses
     * giving the last units at once cannot both have them); the units left, or undefined when short.
     */
    retirar: async (tx: Db, id: number, cantidad: number) =>
      (
        await first(
          tx,
          row({ existencia: z.number() }),
          sql`update medicamento set medi_cantidad_existente = medi_cantidad_existente - ${cantidad}
               where medicamento_id = ${id} and medi_cantidad_existente >= ${cantidad} returning medi_cantidad_existente as existencia`,
        )
      )?.existencia,
    existencia: async (tx: Db, id: number) =>
      (await only(tx, row({ n: z.number() }), sql`select medi_cantidad_existente as n from medicamento where medicamento_id = ${id}`)).n,
    /** Gives units back to the stock (a visit corrected). */
    devolver: (tx: Db, id: number, cantidad: number) =>
      tx.execute(sql`update medicamento set medi_cantidad_existente = medi_cantidad_existente + ${cantidad} where medicamento_id = ${id}`),
    enfermeraActiva: async (tx: Db, id: number) =>
      (await first(tx, row({ activa: z.boolean() }), sql`select estatus as activa from enfermera where enfermera_id = ${id}`))?.activa,
    /** The person's name as the institution has it (undefined when there is no such person). */
    nombreDe: async (tx: Db, v: ExpedienteIn) => {
      const q =
        v.estudianteId !== null
          ? sql`select p.pers_nombres || ' ' || p.pers_apellidos as nombre from estudiante e join persona p on p.persona_id = e.persona_id where e.estudiante_id = ${v.estudianteId}`
          : v.profesorId !== null
            ? sql`select p.pers_nombres || ' ' || p.pers_apellidos as nombre from profesor pr join persona p on p.persona_id = pr.persona_id where pr.profesor_id = ${v.profesorId}`
            : sql`select pe_ex_nombres || ' ' || pe_ex_apellidos as nombre from persona_externa where persona_externa_id = ${v.personaExternaId}`;
      return (await first(tx, row({ nombre: z.string() }), q))?.nombre;
    },
    insert: async (tx: Db, v: ExpedienteIn & { nombre: string }, usuarioId: number) =>
      (
        await only(
          tx,
          idRow,
          sql`insert into expediente (tipo_persona_id, estudiante_id, profesor_id, persona_externa_id, expe_nombre_persona, expe_sintomas, expe_tratamiento,
                                      medicamento_id, expe_cantidad_suministrada, enfermera_id, creado_por)
              values (${v.tipoPersonaId}, ${v.estudianteId}, ${v.profesorId}, ${v.personaExternaId}, ${v.nombre}, ${v.expeSintomas}, ${v.expeTratamiento},
                      ${v.medicamentoId}, ${v.expeCantidad_Suministrada}, ${v.enfermeraId}, ${usuarioId})
              returning expediente_id as id`,
        )
      ).id,
    update: (tx: Db, id: number, v: ExpedienteIn & { nombre: string }) =>
      tx.execute(sql`update expediente set tipo_persona_id = ${v.tipoPersonaId}, estudiante_id = ${v.estudianteId}, profesor_id = ${v.profesorId},
                       persona_externa_id = ${v.personaExternaId}, expe_nombre_persona = ${v.nombre}, expe_sintomas = ${v.expeSintomas},
                       expe_tratamiento = ${v.expeTratamiento}, medicamento_id = ${v.medicamentoId}, expe_cantidad_suministrada = ${v.expeCantidad_Suministrada},
                       enfermera_id = ${v.enfermeraId}
                     where expediente_id = ${id}`),
    marcarImpresos: (tx: Db, ids: number[]) =>
      tx.execute(sql`update expediente set expe_impreso = true where expediente_id = any(${intArray(ids)}) and not expe_impreso`),
    /** Students (by matrícula or name), professors (by name or document) or external people (by name or document), twenty at most. */
    async personas(tipo: number, value: string) {
      const v = value.trim();
      if (tipo === 1) return (await estudiantesPorTexto(database.db, v, 20)).map(({ matricula, ...e }) => ({ ...e, identificacion: matricula }));
      const q =
        tipo === 2
          ? sql`select pr.profesor_id as id, p.pers_nombres || ' ' || p.pers_apellidos as nombre,
                         (select d.do_id_valor from persona_documento_identificacion d where d.persona_id = p.persona_id order by d.persona_documento_identificacion_id limit 1) as identificacion
                    from profesor pr join persona p on p.persona_id = pr.persona_id
                   where ${nameWordsSql(sql`p.pers_nombre_busqueda`, v)}
                      or exists (select 1 from persona_documento_identificacion d where d.persona_id = p.persona_id and d.do_id_valor like ${containsPattern(v.replace(/-/g, ''))})
                   order by p.pers_apellidos, p.pers_nombres limit 20`
          : sql`select persona_externa_id as id, pe_ex_nombres || ' ' || pe_ex_apellidos as nombre, pe_ex_documento_identificacion as identificacion
                    from persona_externa
                   where estatus and (${foldedSql(sql`pe_ex_nombres`)} like ${foldedContains(v)} or ${foldedSql(sql`pe_ex_apellidos`)} like ${foldedContains(v)}
                                      or ${foldedSql(sql`pe_ex_documento_identificacion`)} like ${foldedContains(v)})
                   order by pe_ex_apellidos, pe_ex_nombres limit 20`;
      return all(database.db, personaAtendida, q);
    },
  };
}
export type ExpedienteQueries = ReturnType<typeof expedienteQueries>;
