import { sql, type SQL } from 'drizzle-orm';
import { campaignKey, datosPersonales, type DatosPersonalesIn } from '@claustro/domain/academicos/datos-estudiante.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { row, all, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { parametro } from '../../platform/parametros.ts';
import { parametros } from '@claustro/domain/administracion-sistema/parametros';

/* The SQL of the personal-data confirmation campaign. */

/** Whether a student's data is current for the campaign in force (no campaign: always). */
const currentSql = (estudiante: SQL, desde: string | null) => (desde ? sql`coalesce(${estudiante}.datos_actualizados_en >= ${desde}::date, false)` : sql`true`);
/** The day the campaign in force asks from (null: none is). */
const desdeDe = (db: Db | Database) => parametro(db, campaignKey);

export function datosEstudianteQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL, tx: Db = database.db) => all(tx, shape, q);
  return {
    /** The user's own student record, if they are a student. */
    ownStudent: async (usuarioId: number) =>
      (
        await rows(
          row({ estudiante_id: z.number(), persona_id: z.number() }),
          sql`select e.estudiante_id, e.persona_id from usuario u join estudiante e on e.persona_id = u.persona_id where u.usuario_id = ${usuarioId}`,
        )
      )[0],
    isCurrent: async (estudianteId: number) =>
      (
        await rows(
          row({ ok: z.boolean() }),
          sql`select ${currentSql(sql`e`, await desdeDe(database))} as ok from estudiante e where e.estudiante_id = ${estudianteId}`,
        )
      )[0]?.ok,
    read: async (estudianteId: number) => {
      const desde = await desdeDe(database);
      return (
        await rows(
          datosPersonales,
          sql`
          select e.estudiante_id as "estudianteId", e.matricula as "matriculaId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
                 e.estu_en_caso_emergencia as "estuEnCasoEmergencia", e.estu_contacto_emergencia as "estuContactoEmergencia", e.pers_alergico as "persAlergico",
                 e.tipo_sangre_id as "tipoSangreId", e.datos_actualizados_en as "datosActualizadosEn", ${currentSql(sql`e`, desde)} as "alDia",
                 coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono)) from persona_telefono t where t.persona_id = e.persona_id), '[]') as telefonos,
                 coalesce((select json_agg(json_build_object('tipoEmailId', m.tipo_email_id, 'peEmEmail', m.pe_em_email)) from persona_email m where m.persona_id = e.persona_id), '[]') as emails,
                 coalesce((select json_agg(json_build_object('paisId', d.pais_id, 'provinciaId', d.provincia_id, 'municipioId', d.municipio_id, 'peDiDireccion', d.pe_di_direccion))
                             from persona_direccion d where d.persona_id = e.persona_id), '[]') as direcciones
            from estudiante e join persona p on p.persona_id = e.persona_id where e.estudiante_id = ${estudianteId}`,
        )
      )[0];
    },
    confirm: (tx: Db, estudianteId: number, b: DatosPersonalesIn) =>
      tx.execute(sql`update estudiante set estu_en_caso_emergencia = ${b.estuEnCasoEmergencia}, estu_contacto_emergencia = ${b.estuContactoEmergencia},
                       pers_alergico = ${b.persAlergico}, tipo_sangre_id = ${b.tipoSangreId}, datos_actualizados_en = now()
                     where estudiante_id = ${estudianteId}`),
    /** Since when the campaign in force asks, when the student of a career has not confirmed since (null: nothing pending). */
    pendienteDeCarrera: async (db: Db, estudianteCarreraId: number) => {
      const desde = await desdeDe(db);
      if (!desde) return null;
      const [found] = await rows(
        row({ ok: z.boolean() }),
        sql`select ${currentSql(sql`e`, desde)} as ok from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
             where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
        db,
      );
      return found && !found.ok ? desde : null;
    },
    /** Since when the campaign asks, and how many active students are up to date or pending. */
    progress: async () => {
      const desde = await desdeDe(database);
      const [found] = await rows(
        row({ alDia: z.number(), pendientes: z.number() }),
        sql`
        select count(*) filter (where ${currentSql(sql`e`, desde)})::int as "alDia", count(*) filter (where not ${currentSql(sql`e`, desde)})::int as pendientes
          from estudiante e
         where exists (select 1 from estudiante_carrera ec join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
                        where ec.estudiante_id = e.estudiante_id and ec.activa and st.es_es_indica_estatus_activo)`,
      );
      return { ...found, desde };
    },
    /** Starts (a date) or ends (none) the campaign: the system parameter that holds it. */
    async setCampaign(tx: Db, desde: string | null) {
      if (desde) {
        await tx.execute(sql`insert into parametro_sistema (pa_si_clave, pa_si_valor, pa_si_descripcion)
                             values (${campaignKey}, ${desde}, ${parametros[campaignKey].descripcion.es})
                             on conflict do nothing`);
        await tx.execute(sql`update parametro_sistema set pa_si_valor = ${desde}, estatus = true where pa_si_clave = ${campaignKey}`);
      } else {
        await tx.execute(sql`update parametro_sistema set estatus = false where pa_si_clave = ${campaignKey}`);
      }
    },
  };
}
