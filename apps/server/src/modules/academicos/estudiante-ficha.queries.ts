import { sql, type SQL } from 'drizzle-orm';
import {
  fichaCambio,
  fichaCarrera,
  fichaDocumento,
  fichaIdentidad,
  fichaLimits,
  fichaMensaje,
  fichaSolicitud,
} from '@claustro/domain/academicos/estudiante-ficha.contract';
import type { Database } from '../../platform/db/database.ts';
import { row, all, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of the student's record: each section one statement, every name spelt out. */

/** One side (before or after) of a recorded change, in words: what that kind of change changes. */
const sideOf = (side: SQL) => sql`case c.tipo
  when 'carrera' then (select carr_descripcion from carrera where carrera_id = (${side}->>'carreraId')::int)
  when 'estatus' then (select es_es_descripcion from estado_estudiante where estado_estudiante_id = (${side}->>'estadoEstudianteId')::int)
  when 'sede' then (select sede_descripcion from sede where sede_id = (${side}->>'sedeId')::int)
  when 'condicion' then (select co_ac_descripcion from condicion_academica where condicion_academica_id = (${side}->>'condicionAcademicaId')::int)
end`;

/** The audit entries that belong to a student's record (each found by the audit's entity index). */
const recordEntities = [
  'estudiante',
  'estudiante.datosPersonales',
  'estudianteCambio.carrera',
  'estudianteCambio.estatus',
  'estudianteCambio.sede',
  'estudianteCambio.condicion',
];

export function estudianteFichaQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL) => all(database.db, shape, q);
  return {
    identidad: async (estudianteId: number) =>
      (
        await rows(
          fichaIdentidad,
          sql`
        select e.estudiante_id as "estudianteId", e.persona_id as "personaId", e.matricula as "matriculaId",
               p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
               p.pers_foto as "persFoto",
               (select sexo_descripcion from sexo where sexo_id = p.sexo_id) as sexo,
               (select es_ci_descripcion from estado_civil where estado_civil_id = p.estado_civil_id) as "estadoCivil",
               (select naci_descripcion from nacionalidad where nacionalidad_id = p.nacionalidad_id) as nacionalidad,
               (select pais_descripcion from pais where pais_id = p.pais_id) as pais,
               (select ti_sa_descripcion from tipo_sangre where tipo_sangre_id = e.tipo_sangre_id) as "tipoSangre",
               e.pers_alergico as "persAlergico", e.estu_en_caso_emergencia as "estuEnCasoEmergencia", e.estu_contacto_emergencia as "estuContactoEmergencia",
               e.estu_creditos_cursados as "estuCreditosCursados", e.estu_creditos_convalidados as "estuCreditosConvalidados",
               e.creado_en as "creadoEn", e.datos_actualizados_en as "datosActualizadosEn",
               coalesce((select json_agg(json_build_object('tipo', t.do_id_descripcion, 'valor', d.do_id_valor) order by d.persona_documento_identificacion_id)
                           from persona_documento_identificacion d join tipo_documento_identificacion t using (tipo_documento_identificacion_id)
                          where d.persona_id = e.persona_id), '[]') as documentos,
               coalesce((select json_agg(json_build_object('tipo', t.ti_te_descripcion, 'numero', x.pe_te_telefono) order by x.persona_telefono_id)
                           from persona_telefono x join tipo_telefono t using (tipo_telefono_id) where x.persona_id = e.persona_id), '[]') as telefonos,
               coalesce((select json_agg(json_build_object('tipo', t.ti_em_descripcion, 'email', x.pe_em_email) order by x.persona_email_id)
                           from persona_email x join tipo_email t using (tipo_email_id) where x.persona_id = e.persona_id), '[]') as emails,
               coalesce((select json_agg(json_build_object('direccion', d.pe_di_direccion,
                                   'municipio', (select muni_descripcion from municipio where municipio_id = d.municipio_id),
                                   'provincia', (select prov_descripcion from provincia where provincia_id = d.provincia_id),
                                   'pais', (select pais_descripcion from pais where pais_id = d.pais_id)) order by d.persona_direccion_id)
                           from persona_direccion d where d.persona_id = e.persona_id), '[]') as direcciones
          from estudiante e join persona p on p.persona_id = e.persona_id
         where e.estudiante_id = ${estudianteId}`,
        )
      )[0],

    carreras: (estudianteId: number) =>
      rows(
        fichaCarrera,
        sql`
        select ec.estudiante_carrera_id as "estudianteCarreraId", ec.carrera_id as "carreraId", c.carr_descripcion as carrera,
               ec.plan_estudio_id as "planEstudioId", pe.pl_en_descripcion as plan,
               coalesce((select sum(coalesce(d.pl_de_creditos, a.asig_creditos)) from plan_estudio_planes_estudios_detalles d
                           join asignatura a on a.asignatura_id = d.asignatura_id where d.owner_id = ec.plan_estudio_id), 0)::int as "planCreditos",
               s.sede_descripcion as sede, ee.es_es_descripcion as estado, ec.activa,
               (select pe_ac_descripcion from periodo_academico where periodo_academico_id = ec.periodo_ingreso_id) as "periodoIngreso",
               (select ad_co_descripcion from admitido_como where admitido_como_id = ec.admitido_como_id) as "admitidoComo",
               (select co_ac_descripcion from condicion_academica where condicion_academica_id = ec.condicion_academica_id) as condicion
          from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id join plan_estudio pe on pe.plan_estudio_id = ec.plan_estudio_id
          join sede s on s.sede_id = ec.sede_id join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
         where ec.estudiante_id = ${estudianteId}
         order by ec.activa desc, ec.estudiante_carrera_id`,
      ),

    /** Every recorded change, newest first. */
    cambios: (estudianteId: number) =>
      rows(
        fichaCambio,
        sql`
        select c.id, c.tipo, c.creado_en as fecha, u.usua_nombre as usuario, m.moti_descripcion as motivo,
               (select pe_ac_descripcion from periodo_academico where periodo_academico_id = c.periodo_academico_id) as periodo,
               ${sideOf(sql`c.antes`)} as antes, ${sideOf(sql`c.despues`)} as despues
          from estudiante_cambio c join usuario u on u.usuario_id = c.usuario_id left join motivo m on m.motivo_id = c.motivo_id
         where c.estudiante_id = ${estudianteId}
         order by c.id desc`,
      ),

    /** The documents recorded on each career, delivered first. */
    documentos: (estudianteId: number) =>
      rows(
        fichaDocumento,
        sql`
        select c.carr_descripcion as carrera, d.do_ac_descripcion as documento, x.entregado, x.fecha_entrega::text as "fechaEntrega", x.observacion
          from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id
          join estudiante_documento x on x.estudiante_carrera_id = ec.estudiante_carrera_id
          join documento_academico d on d.documento_academico_id = x.documento_academico_id
         where ec.estudiante_id = ${estudianteId}
         order by ec.estudiante_carrera_id, x.entregado desc, d.do_ac_descripcion`,
      ),

    /** The admission request the student was admitted from, if any. */
    solicitud: async (estudianteId: number) =>
      (
        await rows(
          fichaSolicitud,
          sql`
        select s.solicitud_admision_id as "solicitudAdmisionId", s.codigo, pa.pe_ac_descripcion as periodo, c.carr_descripcion as carrera,
               es.es_so_descripcion as estado, s.creado_en as "creadoEn"
          from solicitud_admision s join periodo_academico pa on pa.periodo_academico_id = s.periodo_academico_id
          join carrera c on c.carrera_id = s.carrera_id join estado_solicitud_admision es on es.estado_solicitud_admision_id = s.estado_id
         where s.estudiante_id = ${estudianteId}
         order by s.solicitud_admision_id desc limit 1`,
        )
      )[0] ?? null,

    /** The latest messages sent to the student's account. */
    mensajes: (estudianteId: number) =>
      rows(
        fichaMensaje,
        sql`
        select m.id::int, m.creado_en as fecha, coalesce(rp.pers_nombres || ' ' || rp.pers_apellidos, r.usua_nombre) as remitente, m.mensaje, m.leido
          from estudiante e join usuario u on u.persona_id = e.persona_id
          join usuario_mensaje m on m.usuario_id = u.usuario_id
          join usuario r on r.usuario_id = m.remitente_id left join persona rp on rp.persona_id = r.persona_id
         where e.estudiante_id = ${estudianteId}
         order by m.creado_en desc limit ${fichaLimits.mensajes}`,
      ),

    /** The audit entries of the record, its changes and its documents, newest first. */
    auditoria: (estudianteId: number) =>
      rows(
        row({
          id: z.number(),
          en: z.string(),
          usuario: z.string().nullable(),
          entidad: z.string(),
          accion: z.string(),
          antes: z.unknown(),
          despues: z.unknown(),
        }),
        sql`
        select a.id::int, a.en, u.usua_nombre as usuario, a.entidad, a.accion, a.antes, a.despues
          from audit_log a left join usuario u on u.usuario_id = a.usuario_id
         where (a.entidad in (${sql.join(
           recordEntities.map((e) => sql`${e}`),
           sql`, `,
         )}) and a.entidad_id = ${String(estudianteId)})
            or (a.entidad = 'estudianteDocumento' and a.entidad_id in (
                  select x.estudiante_carrera_id || ':' || x.documento_academico_id from estudiante_documento x
                    join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id where ec.estudiante_id = ${estudianteId}))
         order by a.id desc limit ${fichaLimits.auditoria}`,
      ),
  };
}
