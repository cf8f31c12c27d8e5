import { randomBytes } from 'node:crypto';
import { codigoDocumento } from '@claustro/domain/documentos/codigo.rules';
import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { conceptoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import type { Actor } from '../platform/actor.ts';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { cargoSolicitudService } from '../modules/financieros/cargo-solicitud.service.ts';
import { solicitudOnlineQueries } from '../modules/calificaciones/solicitud-online.queries.ts';
import { honorPorIndice, lineaDelLibro, tituloDelGraduado } from '@claustro/domain/calificaciones/graduacion.rules';
import { indiceQueries } from '../modules/calificaciones/indice.queries.ts';
import { graduacionQueries } from '../modules/calificaciones/graduacion.queries.ts';
import { reglaRepeticionDe } from '../modules/calificaciones/historial.queries.ts';
import { contenidoTitulo } from '../modules/calificaciones/graduacion.service.ts';

/**
 * The demo professor's first section of the current period has its grade sheet submitted (scores
 * 62–98, lettered by the scale), and two corrections of it: one approved by the registry, one waiting
 * for its decision — what grade entry, a student's grades and the corrections' queue show on first
 * start. His other sections stay open for grading. Written once.
 */
export async function seedDemoActas(database: Database) {
  const [s] = await database.query<{ id: number; periodo: number; asignatura: number }>(
    `with mine as (
       select s.seccion_asignatura_id as id, s.periodo_academico_id as periodo, s.asignatura_id as asignatura
         from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
        where exists (select 1 from seccion_horario_detalle d join profesor f on f.profesor_id = d.profesor_id
                        join usuario u on u.persona_id = f.persona_id and u.usua_nombre = 'profesor'
                       where d.seccion_asignatura_id = s.seccion_asignatura_id)
          and exists (select 1 from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita')
        order by s.seccion_asignatura_id)
     select * from mine where (select count(*) from mine) > 1 and not exists (select 1 from acta_supletoria) limit 1`,
  );
  if (!s) return;
  await database.query(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, nota, calificacion_literal_id, usuario_id, actualizada_en)
     select x.estudiante_carrera_id, $2, $3, $1, g.nota, l.calificacion_literal_id, u.usuario_id,
            -- typed over an evening five days ago, submitted two days later
            date_trunc('day', now()) - interval '5 days' + interval '19 hours' + make_interval(mins => x.estudiante_carrera_id % 90)
       from seleccion x cross join lateral (select (62 + (x.estudiante_carrera_id * 17) % 37)::numeric(5, 2) as nota) g
       join calificacion_literal l on l.estatus and l.ca_li_digita and not coalesce(l.ca_li_retirada, false) and g.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin
       join usuario u on u.usua_nombre = 'profesor'
      where x.seccion_asignatura_id = $1 and x.estado = 'inscrita'
     on conflict do nothing`,
    [s.id, s.asignatura, s.periodo],
  );
  await database.query(
    `insert into acta_calificacion (seccion_asignatura_id, estado, enviada_en, enviada_por)
     select $1, 'enviada', date_trunc('day', now()) - interval '3 days' + interval '10 hours 15 minutes', usuario_id from usuario where usua_nombre = 'profesor'
     on conflict (seccion_asignatura_id) do update set estado = 'enviada', enviada_en = excluded.enviada_en, enviada_por = excluded.enviada_por`,
    [s.id],
  );
  // The first two students by name with a score below 88: the first's correction (eight points more) approved and applied, the second's pending.
  await database.query(
    `with two as (
       select c.id, c.nota, c.calificacion_literal_id as literal, row_number() over (order by p.pers_apellidos, p.pers_nombres) as n
         from calificacion c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
         join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
        where c.seccion_asignatura_id = $1 and c.nota < 88 order by n limit 2),
     asked as (
       select two.*, least(two.nota + 8, 100)::numeric(5, 2) as nueva from two),
     made as (
       insert into acta_supletoria (calificacion_id, nota_anterior, literal_anterior_id, nota, calificacion_literal_id, motivo, estado,
                                    solicitada_por, solicitada_en, resuelta_por, resuelta_en, observacion)
       select a.id, a.nota, a.literal, a.nueva, l.calificacion_literal_id,
              case a.n when 1 then 'Error de digitación: el examen final sumaba ocho puntos más.' else 'Revisión de examen pedida por el estudiante: pregunta 4 mal corregida.' end,
              case a.n when 1 then 'aprobada' else 'pendiente' end,
              pr.usuario_id, now() - interval '2 days', case a.n when 1 then rg.usuario_id end, case a.n when 1 then now() - interval '1 day' end,
              case a.n when 1 then 'Verificado con el examen original.' end
         from asked a join calificacion_literal l on l.estatus and l.ca_li_digita and not coalesce(l.ca_li_retirada, false)
                                               and a.nueva between l.ca_li_rango_inicio and l.ca_li_rango_fin
         join usuario pr on pr.usua_nombre = 'profesor' join usuario rg on rg.usua_nombre = 'registro'
       returning calificacion_id, estado, nota, calificacion_literal_id)
     update calificacion c set nota = m.nota, calificacion_literal_id = m.calificacion_literal_id, actualizada_en = now() - interval '1 day'
       from made m where m.calificacion_id = c.id and m.estado = 'aprobada'`,
    [s.id],
  );
}

/**
 * The registry has calculated the index of the whole institution once: every student career's index
 * per period and accumulated, its standing from it — the same calculation `/academicos/calculo-indice-academico/all`
 * runs, done here in one batch and kept as a finished run. Written once.
 */
export async function seedDemoIndices(database: Database) {
  const [run] = await database.query<{ id: number; usuario: number }>(
    `insert into calculo_indice (estado, total, iniciado_por, creado_en)
     select 'en_curso', (select count(*) from estudiante_carrera), usuario_id, now() - interval '2 days' from usuario
      where usua_nombre = 'registro' and not exists (select 1 from calculo_indice)
     returning id, iniciado_por as usuario`,
  );
  if (!run) return;
  const [r] = await database.query<{ desde: number; hasta: number }>(
    `select coalesce(min(estudiante_carrera_id), 0) as desde, coalesce(max(estudiante_carrera_id), 0) as hasta from estudiante_carrera`,
  );
  const done = await database.db.transaction((tx) => indiceQueries(database).recalcular(tx, r.desde, r.hasta, run.usuario));
  await database.query(
    `update calculo_indice set estado = 'hecho', procesados = total, ultimo_id = $2, actualizados = $3, condiciones = $4,
            terminado_en = creado_en + interval '40 seconds' where id = $1`,
    [run.id, r.hasta, done.actualizados, done.condiciones],
  );
}

/**
 * English and university orientation may be exempted (placement tests); two students who entered this
 * period by transfer have two subjects of their plan's second term validated from the UASD, and
 * another has English exempted. Written once.
 */
export async function seedDemoOtorgadas(database: Database) {
  await database.query(`update asignatura set asig_exonera = true where (asig_codigo like 'ING-%' or asig_codigo = 'ORI-100') and not asig_exonera`);
  await database.query(
    `with cur as (select periodo_academico_id as p from periodo_academico where pe_ac_periodo_digitacion_nota order by pe_ac_fecha_inicio limit 1),
          nuevos as (
            select ec.estudiante_carrera_id as ec, ec.plan_estudio_id as plan, row_number() over (order by ec.estudiante_carrera_id) as n
              from estudiante_carrera ec join cur on cur.p = ec.periodo_ingreso_id
             where not exists (select 1 from calificacion_otorgada)
               and not exists (select 1 from calificacion c where c.estudiante_carrera_id = ec.estudiante_carrera_id and c.seccion_asignatura_id is null)),
          elegidas as (
            select nu.ec, nu.n, d.asignatura_id, a.asig_descripcion, case when nu.n <= 2 then 'convalidacion' else 'exoneracion' end as tipo,
                   row_number() over (partition by nu.ec order by d.asignatura_id) as k
              from nuevos nu join plan_estudio_planes_estudios_detalles d on d.owner_id = nu.plan
              join asignatura a on a.asignatura_id = d.asignatura_id
             where nu.n <= 3 and ((nu.n <= 2 and d.pl_de_cuatrimestre = 2) or (nu.n = 3 and a.asig_codigo like 'ING-%'))),
          hechas as (
            insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id, actualizada_en)
            select e.ec, e.asignatura_id, cur.p, null,
                   (select calificacion_literal_id from calificacion_literal where case e.tipo when 'convalidacion' then ca_li_convalidada else ca_li_exonerada end
                     order by 1 limit 1),
                   (select usuario_id from usuario where usua_nombre = 'registro'), now() - interval '30 days'
              from elegidas e cross join cur where e.k <= 2
            returning id, estudiante_carrera_id, asignatura_id)
     insert into calificacion_otorgada (calificacion_id, tipo, institucion_origen, asignatura_origen, nota_origen, motivo, usuario_id, creado_en)
     select h.id, e.tipo,
            case when e.tipo = 'convalidacion' then 'Universidad Autónoma de Santo Domingo' end,
            case when e.tipo = 'convalidacion' then e.asig_descripcion end,
            case when e.tipo = 'convalidacion' then (80 + e.asignatura_id % 15)::text end,
            case when e.tipo = 'convalidacion' then 'Transferencia externa: programa equivalente cursado en la UASD.' else 'Prueba de nivel de inglés aprobada.' end,
            (select usuario_id from usuario where usua_nombre = 'registro'), now() - interval '30 days'
       from hechas h join elegidas e on e.ec = h.estudiante_carrera_id and e.asignatura_id = h.asignatura_id`,
  );
}

/**
 * Attendance taken in the running period, every class day until yesterday, in the demo professor's
 * sections (by him) and the demo student's (entered by the registry): most students present, some
 * late, a few absent or excused. Written once.
 */
export async function seedDemoAsistencia(database: Database) {
  await database.query(
    `with demo as (select usuario_id, persona_id, usua_nombre from usuario where usua_nombre in ('profesor', 'estudiante', 'registro')),
     mine as (
       select s.seccion_asignatura_id as s, d.dia_id, s.se_en_fecha_inicia as desde, least(s.se_en_fecha_finaliza, current_date - 1) as hasta,
              coalesce((select usuario_id from demo where usua_nombre = 'profesor' and persona_id = f.persona_id),
                       (select usuario_id from demo where usua_nombre = 'registro')) as por
         from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
         join seccion_horario_detalle d on d.seccion_asignatura_id = s.seccion_asignatura_id
         left join profesor f on f.profesor_id = d.profesor_id
        where not exists (select 1 from asistencia)
          and (f.persona_id = (select persona_id from demo where usua_nombre = 'profesor')
               or exists (select 1 from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
                            join estudiante e on e.estudiante_id = ec.estudiante_id
                           where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita'
                             and e.persona_id = (select persona_id from demo where usua_nombre = 'estudiante')))),
     dias as (
       select distinct on (m.s, g::date) m.s, g::date as fecha, m.por from mine m cross join generate_series(m.desde, m.hasta, interval '1 day') g
        where extract(isodow from g) = m.dia_id)
     insert into asistencia (seccion_asignatura_id, fecha, estudiante_carrera_id, estado, metodo, registrada_por, registrada_en)
     select d.s, d.fecha, x.estudiante_carrera_id,
            case when h < 86 then 'presente' when h < 93 then 'tarde' when h < 98 then 'ausente' else 'excusa' end,
            'profesor', d.por, d.fecha + interval '12 hours'
       from dias d join seleccion x on x.seccion_asignatura_id = d.s and x.estado = 'inscrita'
      cross join lateral (select (x.estudiante_carrera_id * 31 + extract(doy from d.fecha)::int * 17) % 100 as h) r
     on conflict do nothing`,
  );
}

/**
 * The demo's graduates: its careers in a graduated status that completed their plan are written in a
 * first graduates book, in the order they finished (a ceremony four weeks after their last term),
 * with their final index, the honour it earns and the title worded for each. Those who completed
 * their plan and are still active stay as candidates for the next ceremony. Written once.
 */
export async function seedDemoGraduados(database: Database) {
  const db = database.db;
  const q = graduacionQueries();
  const [libro] = await database.query<{ id: number }>(
    `insert into libro_egresado (li_eg_descripcion, li_eg_cantidad_paginas, li_eg_cantidad_lineas, li_eg_folio, li_eg_secuencia, li_eg_fecha_inicio)
     select 'Libro de egresados I', 200, 25, 1, 0, '2024-01-15' where not exists (select 1 from libro_egresado) returning libro_egresado_id as id`,
  );
  if (!libro) return;
  const { rows } = await q.candidatos(db, { minimo: 0, sinRegistro: true, regla: await reglaRepeticionDe(db) }, { page: 1, pageSize: 200 });
  if (!rows.length) return;
  const ids = rows.map((r) => r.estudianteCarreraId);
  const [honores, titulos, fechas] = await Promise.all([
    q.honores(db),
    q.titulos(db, ids),
    database.query<{ id: number; fecha: string }>(
      `select c.estudiante_carrera_id as id, to_char(max(p.pe_ac_fecha_fin) + 28, 'YYYY-MM-DD') as fecha
         from calificacion c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
        where c.estudiante_carrera_id = any($1::int[]) group by 1`,
      [ids],
    ),
  ]);
  const fecha = new Map(fechas.map((r) => [r.id, r.fecha]));
  const orden = [...rows].sort(
    (a, b) => fecha.get(a.estudianteCarreraId)!.localeCompare(fecha.get(b.estudianteCarreraId)!) || a.nombre.localeCompare(b.nombre),
  );
  const graduados = orden.map((r, k) => {
    const t = titulos.find((x) => x.id === r.estudianteCarreraId)!;
    return {
      ec: r.estudianteCarreraId,
      fecha: fecha.get(r.estudianteCarreraId),
      indice: r.indice,
      honor: honorPorIndice(r.indice, honores)?.honorAcademicoId ?? null,
      titulo: tituloDelGraduado(t, t.femenino),
      secuencia: k + 1,
      ...lineaDelLibro(k + 1, { lineas: 25, paginas: 200, folio: 1 })!,
    };
  });
  await database.query(
    `insert into graduado (estudiante_carrera_id, fecha_graduacion, indice, honor_academico_id, titulo, libro_egresado_id, secuencia, pagina, linea, folio, creado_por, creado_en)
     select x.ec, x.fecha::date, x.indice, x.honor, x.titulo, $2, x.secuencia, x.pagina, x.linea, x.folio,
            (select usuario_id from usuario where usua_nombre = 'registro'), x.fecha::date + interval '10 hours'
       from json_to_recordset($1::json) as x(ec int, fecha text, indice numeric, honor int, titulo text, secuencia int, pagina int, linea int, folio int)`,
    [JSON.stringify(graduados), libro.id],
  );
  await database.query(`update libro_egresado set li_eg_secuencia = $2 where libro_egresado_id = $1`, [libro.id, graduados.length]);
}

/**
 * Official letters the registry wrote this year: to the ministry with the term's graduates, to an
 * embassy about a student's enrolment, to another university about a transfer (annulled: sent to the
 * wrong office). Written once.
 */
export async function seedDemoOficios(database: Database, hoy: string) {
  const anio = Number(hoy.slice(0, 4));
  const cartas = [
    {
      destinatario: 'Lic. Carmen Rodríguez, Directora de Control Académico',
      institucion: 'Ministerio de Educación Superior, Ciencia y Tecnología (MESCYT)',
      asunto: 'Remisión de la nómina de egresados',
      cuerpo:
        'Cortésmente le remitimos la nómina de los egresados de nuestra última investidura, con sus números de registro en el libro de egresados, para fines de legalización de títulos.\n\nQuedamos a su disposición para cualquier información adicional.',
      estado: 'vigente',
    },
    {
      destinatario: 'Sección Consular',
      institucion: 'Embajada de España en la República Dominicana',
      asunto: 'Confirmación de estudios',
      cuerpo:
        'Por este medio confirmamos que la estudiante indicada en la solicitud de visado cursa actualmente la carrera de Medicina en nuestra institución y se encuentra inscrita en el período en curso.',
      estado: 'vigente',
    },
    {
      destinatario: 'Oficina de Admisiones',
      institucion: 'Pontificia Universidad Católica Madre y Maestra',
      asunto: 'Traslado de expediente',
      cuerpo: 'Remitimos el expediente académico del estudiante que solicitó su traslado a esa universidad.',
      estado: 'anulado',
    },
  ];
  await database.query(
    `insert into oficio (anio, secuencia, fecha, destinatario, institucion, asunto, cuerpo, firmante_id, codigo, estado, motivo_anulacion, creado_por, creado_en)
     select $2, x.n, $3::date - (10 - x.n * 3), x.destinatario, x.institucion, x.asunto, x.cuerpo,
            (select firmante_id from firmante where firm_cargo = 'Registrador' limit 1), x.codigo, x.estado,
            case when x.estado = 'anulado' then 'Dirigido a la oficina equivocada: se rehízo a Registro.' end,
            (select usuario_id from usuario where usua_nombre = 'registro'), $3::date - (10 - x.n * 3) + interval '10 hours'
       from json_to_recordset($1::json) as x(n int, destinatario text, institucion text, asunto text, cuerpo text, estado text, codigo text)
      where not exists (select 1 from oficio)`,
    [JSON.stringify(cartas.map((c, i) => ({ ...c, n: i + 1, codigo: codigoDocumento(randomBytes(11)) }))), anio, hoy],
  );
}

/**
 * Online requests under way: the demo student's transcript ready to collect and an enrolment
 * certificate just filed; forty other students' requests at every step of the queue. Those still
 * pending carry their fees, unpaid (the registry takes them once paid); the others were filed before
 * the demo's books begin. Written once.
 */
export async function seedDemoSolicitudes(database: Database, clock: Clock) {
  const [made] = await database.query<{ n: number }>(
    `with yo as (
       select ec.estudiante_carrera_id as ec from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
         join usuario u on u.persona_id = e.persona_id and u.usua_nombre = 'estudiante' order by ec.estudiante_carrera_id limit 1),
     otros as (
       select ec.estudiante_carrera_id as ec, row_number() over (order by ec.estudiante_carrera_id) as k
         from estudiante_carrera ec join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
        where st.es_es_indica_estatus_activo and ec.estudiante_carrera_id not in (select ec from yo) order by ec.estudiante_carrera_id limit 40),
     want as (
       select ec, 'Récord de calificaciones' as documento, 2 as copias, 'Ministerio de Educación Superior' as destinatario, 'lista' as estado, 6 as dias from yo
       union all select ec, 'Constancia de estudios', 1, null, 'pendiente', 0 from yo
       union all select ec, (array['Récord de calificaciones', 'Constancia de estudios', 'Certificación de créditos'])[1 + k % 3], 1 + (k % 2)::int, null,
                        (array['pendiente', 'pendiente', 'en_proceso', 'lista', 'entregada', 'rechazada'])[1 + k % 6], (k % 9)::int
         from otros)
     insert into solicitud_online (estudiante_carrera_id, servicio_contable_id, copias, destinatario, estado, creada_en)
     select ec, s.servicio_contable_id, copias, destinatario, estado, now() - make_interval(days => dias, hours => 3)
       from want join servicio_contable s on s.se_co_descripcion = want.documento
      where not exists (select 1 from solicitud_online)
     returning 1`,
  );
  if (!made) return;
  // Each request's steps up to its state, a few hours apart, by the registry (filed by the student).
  await database.query(
    `with orden(estado, n) as (values ('pendiente', 1), ('en_proceso', 2), ('lista', 3), ('entregada', 4)),
     pasos as (
       select s.id, o.estado, o.n, s.creada_en from solicitud_online s
         join orden o on o.n <= coalesce((select n from orden where estado = s.estado), case when s.estado = 'rechazada' then 1 end)
       union all select s.id, 'rechazada', 2, s.creada_en from solicitud_online s where s.estado = 'rechazada')
     insert into solicitud_online_paso (solicitud_id, estado, nota, usuario_id, en)
     select p.id, p.estado,
            case when p.estado = 'rechazada' then 'Tiene documentos de admisión pendientes de entregar.' when p.estado = 'lista' then 'Pase por Registro con su cédula.' end,
            case when p.n = 1 then coalesce((select u.usuario_id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                                join usuario u on u.persona_id = e.persona_id join solicitud_online s on s.estudiante_carrera_id = ec.estudiante_carrera_id
                                               where s.id = p.id limit 1), (select usuario_id from usuario where usua_nombre = 'registro'))
                 else (select usuario_id from usuario where usua_nombre = 'registro') end,
            p.creada_en + make_interval(hours => (p.n - 1) * 20)
       from pasos p order by p.id, p.n`,
  );
  // The fees: written as the request wrote them, by the student who filed it.
  const cobro = cargoSolicitudService({ clock });
  const solicitudes = solicitudOnlineQueries();
  const conCargo = await database.query<{ id: number; ec: number; servicio: number; copias: number; documento: string; usuario: number }>(
    `select s.id, s.estudiante_carrera_id as ec, s.servicio_contable_id as servicio, s.copias, c.se_co_descripcion as documento,
            coalesce(u.usuario_id, (select usuario_id from usuario where usua_nombre = 'registro')) as usuario
       from solicitud_online s join servicio_contable c on c.servicio_contable_id = s.servicio_contable_id
       join estudiante_carrera ec on ec.estudiante_carrera_id = s.estudiante_carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
       left join usuario u on u.persona_id = e.persona_id and u.rol_id = $1
      where s.estado = 'pendiente' order by s.id`,
    [rolEstudiante],
  );
  await database.db.transaction(async (tx) => {
    for (const s of conCargo) {
      const concepto = conceptoSolicitud(s.documento, s.copias, s.id);
      const actor = { usuarioId: s.usuario, rolId: rolEstudiante, ip: null, lang: 'es' } as Actor;
      const cargo = await cobro.cargar(tx, { estudianteCarreraId: s.ec, servicioContableId: s.servicio, copias: s.copias, concepto, actor });
      if (cargo) await solicitudes.cobro(tx, s.id, cargo);
    }
  });
}

/**
 * Professors' check-ins to every class of the running period so far (today's that have started):
 * most on time, some late, a few missed — what a professor's record and the registry's day report
 * show on first start.
 * Written once.
 */
export async function seedDemoAsistenciaProfesor(database: Database, ahora: { fecha: string; hora: string }) {
  await database.query(
    `with m as (
       select d.seccion_asignatura_id as s, d.profesor_id as f, d.dia_id, d.se_de_hora_inicio as inicio,
              s.se_en_fecha_inicia as desde, least(s.se_en_fecha_finaliza, $1::date) as hasta
         from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
         join seccion_horario_detalle d on d.seccion_asignatura_id = s.seccion_asignatura_id
        where d.profesor_id is not null and not exists (select 1 from asistencia_profesor)),
     dias as (
       select distinct on (m.s, m.f, g::date) m.s, m.f, g::date as fecha, m.inicio,
              (m.s * 13 + m.f * 7 + extract(doy from g)::int * 29) % 100 as h
         from m cross join generate_series(m.desde, m.hasta, interval '1 day') g
        where extract(isodow from g) = m.dia_id and (g::date < $1::date or m.inicio <= $2)
        order by m.s, m.f, g::date, m.inicio)
     insert into asistencia_profesor (seccion_asignatura_id, fecha, profesor_id, estado, distancia_m, registrada_en)
     select s, fecha, f, case when h < 90 then 'presente' else 'tarde' end, 10 + h % 60,
            (fecha + inicio::time - interval '10 minutes' + make_interval(mins => case when h < 90 then h % 20 else 20 + h % 30 end))
              at time zone 'America/Santo_Domingo'
       from dias where h < 96
     on conflict do nothing`,
    [ahora.fecha, ahora.hora],
  );
}

/** The first ceremony's titles printed by the registry: kept as issued documents that verify. Written once. */
export async function seedDemoTitulos(database: Database) {
  const db = database.db;
  const q = graduacionQueries();
  const [hecho] = await database.query(`select 1 from documento_emitido where tipo = 'titulo' limit 1`);
  if (hecho) return;
  const { rows } = await q.page(db, { estado: 'graduado' }, { page: 1, pageSize: 200 });
  const primeros = rows.filter((g) => g.fechaGraduacion === rows.at(-1)?.fechaGraduacion);
  const titulos = await Promise.all(
    primeros.map(async (g) => ({
      codigo: codigoDocumento(randomBytes(11)),
      ec: g.estudianteCarreraId,
      contenido: contenidoTitulo(g, 'es'),
      huella: await q.huellaTitulo(db, g.graduadoId),
      en: g.fechaGraduacion,
    })),
  );
  await database.query(
    `insert into documento_emitido (codigo, tipo, estudiante_carrera_id, contenido, huella, emitido_por, emitido_en)
     select x.codigo, 'titulo', x.ec, x.contenido, x.huella, (select usuario_id from usuario where usua_nombre = 'registro'), x.en::date - 7 + interval '11 hours'
       from json_to_recordset($1::json) as x(codigo text, ec int, contenido jsonb, huella text, en text)`,
    [JSON.stringify(titulos)],
  );
}

/**
 * Grading templates with their components, and the demo professor's second section of the current
 * period graded by "Parciales y final": both partial exams entered for every student, the final exam
 * still to come — the sheet shows each component and the final it will make. Written once.
 */
export async function seedDemoComponentes(database: Database) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from tipo_calificacion_plantilla_componentes`);
  if (n > 0) return;
  const componentes = {
    'Parciales y final': [
      ['Primer parcial', 30],
      ['Segundo parcial', 30],
      ['Examen final', 40],
    ],
    'Práctica y teoría': [
      ['Práctica', 40],
      ['Teoría', 60],
    ],
    'Por competencias': [
      ['Conocimientos', 40],
      ['Desempeño', 40],
      ['Actitud', 20],
    ],
  };
  await database.query(
    `insert into tipo_calificacion_plantilla_componentes (owner_id, ti_co_descripcion, ti_co_peso)
     select p.tipo_calificacion_plantilla_id, x.d, x.w from json_to_recordset($1::json) x(t text, d text, w int, k int)
       join tipo_calificacion_plantilla p on p.ti_cp_descripcion = x.t order by x.t, x.k`,
    [JSON.stringify(Object.entries(componentes).flatMap(([t, cs]) => cs.map(([d, w], k) => ({ t, d, w, k }))))],
  );
  await database.query(
    `with mine as (
       select s.seccion_asignatura_id as id
         from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
        where exists (select 1 from seccion_horario_detalle d join profesor f on f.profesor_id = d.profesor_id
                        join usuario u on u.persona_id = f.persona_id and u.usua_nombre = 'profesor'
                       where d.seccion_asignatura_id = s.seccion_asignatura_id)
          and not exists (select 1 from acta_calificacion a where a.seccion_asignatura_id = s.seccion_asignatura_id and a.estado = 'enviada')
          and not exists (select 1 from calificacion c where c.seccion_asignatura_id = s.seccion_asignatura_id)
        order by s.seccion_asignatura_id limit 1),
     plantilla as (
       update seccion_horario s set tipo_calificacion_plantilla_id = (select tipo_calificacion_plantilla_id from tipo_calificacion_plantilla where ti_cp_descripcion = 'Parciales y final')
         from mine where s.seccion_asignatura_id = mine.id returning s.seccion_asignatura_id as id)
     insert into calificacion_componente (seccion_asignatura_id, estudiante_carrera_id, posicion, nota, usuario_id, actualizada_en)
     select x.seccion_asignatura_id, x.estudiante_carrera_id, k, (58 + (x.estudiante_carrera_id * (13 + 7 * k)) % 42)::numeric(5, 2),
            (select usuario_id from usuario where usua_nombre = 'profesor'), now() - make_interval(days => 40 - 25 * k)
       from plantilla join seleccion x on x.seccion_asignatura_id = plantilla.id and x.estado = 'inscrita' cross join generate_series(0, 1) k`,
  );
}
