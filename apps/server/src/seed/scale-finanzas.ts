import type { Database } from '../platform/db/database.ts';

/*
 * The money of a large institution, for benchmarks (`seedScale`): four terms up to today, each
 * student career charged each term (enrolment and four instalments, a campus's general payment
 * plan), and most of it paid — one receipt per charge, on the register of its campus, a register
 * session per day — so that balances, collections and the finance reports grow with the students
 * as they do at a real university. Some students fall behind: every 7th leaves this term's last
 * instalments unpaid, every 31st owes two terms. Set-based: a few statements per term.
 */

/** Terms of four months (January, May, September), the last one the term of `hoy`. */
export const terminos = (hoy: string) => {
  const [y, m] = hoy.split('-').map(Number);
  const actual = { ano: y, cuatrimestre: Math.floor((m - 1) / 4) + 1 };
  return Array.from({ length: 4 }, (_, k) => {
    const i = actual.ano * 3 + actual.cuatrimestre - 1 - (3 - k);
    const ano = Math.floor(i / 3);
    const c = (i % 3) + 1;
    const inicio = `${ano}-${String((c - 1) * 4 + 1).padStart(2, '0')}-01`;
    return { alias: `ESC-${ano}-${c}`, ano, cuatrimestre: c, inicio, actual: k === 3 };
  });
};

/** The scale's four terms up to `hoy`, written when missing (finance and grades both use them). */
export async function periodosEscala(database: Database, hoy: string) {
  const ts = terminos(hoy);
  for (const t of ts)
    await database.query(
      `insert into periodo_academico (pe_ac_alias, pe_ac_descripcion, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
       select $1::text, 'Escala ' || $2::int || '-' || $3::int, $2::int, $3::int, $4::date, ($4::date + interval '4 months' - interval '1 day')::date
        where not exists (select 1 from periodo_academico where pe_ac_alias = $1::text)`,
      [t.alias, t.ano, t.cuatrimestre, t.inicio],
    );
  return ts;
}

/** The next consumer-receipt numbers the scale's receipts take: after any issued, from 50,000,001 (clear of the demo's ranges). */
const siguienteB02 = `(select greatest(max(substr(ncf, 4)::bigint), 50000000) from documento_contable where ncf like 'B02%')`;

/**
 * The end of a statement that pays each row of its `numerados` (cargo_estudiante_id, monto,
 * caja_apertura_id, pagador, codigo, nombre, estudiante_id, numero) on a receipt of its own, in cash,
 * with the B02 number `numero`; answers how many it wrote. `fecha` is the receipt's moment (SQL over
 * `n`); the rest name the statement's parameters.
 */
const recibosDe = (p: { fecha: string; dop: string; b02: string; usuario: string; efectivo: string }) => `
  recibos as (
    insert into documento_contable (caja_apertura_id, fecha, pagador, codigo_persona, nombre_persona, estudiante_id, moneda_pago_id,
                                    tipo_ncf_id, ncf, ncf_vence, total, recibido, clave, creado_por)
    select n.caja_apertura_id, ${p.fecha}, n.pagador, n.codigo, n.nombre, n.estudiante_id, ${p.dop},
           ${p.b02}, 'B02' || lpad(n.numero::text, 8, '0'), '2099-12-31', n.monto, n.monto, 'escala-' || n.cargo_estudiante_id, ${p.usuario}
      from numerados n
    returning documento_contable_id, clave, total),
  lineas as (
    insert into documento_contable_cargo (documento_contable_id, cargo_estudiante_id, monto)
    select r.documento_contable_id, substr(r.clave, 8)::int, r.total from recibos r returning documento_contable_id, monto),
  formas as (
    insert into documento_contable_forma_pago (documento_contable_id, tipo_forma_pago_id, monto)
    select l.documento_contable_id, ${p.efectivo}, l.monto from lineas l returning 1)
  select count(*)::int as n from formas`;

export async function seedScaleFinanzas(database: Database, estudiantes: number, hoy: string, log: (m: string) => void = () => {}) {
  const [base] = await database.query<{ dop: number; usuario: number; b02: number; efectivo: number }>(
    `select (select moneda_pago_id from moneda_pago where mo_pa_codigo = 'DOP') as dop,
            (select usuario_id from usuario where usua_nombre = 'caja') as usuario,
            (select tipo_ncf_id from tipo_ncf where ti_nc_prefijo = 'B02') as b02,
            (select min(tipo_forma_pago_contable_id) from tipo_forma_pago where not ti_fp_validar_referencia) as efectivo`,
  );
  if (!base?.dop || !base.usuario || !base.b02 || !base.efectivo) throw new Error('seed:scale needs the base finance catalogues and the demo users');

  // A register per campus, and a general payment plan per campus (enrolment and four instalments of 25%).
  await database.query(
    `insert into caja (caja_descripcion, sede_id, tipo_ncf_id)
     select 'Caja escala · ' || s.sede_iniciales, s.sede_id, $1 from sede s
      where not exists (select 1 from caja k where k.caja_descripcion = 'Caja escala · ' || s.sede_iniciales)`,
    [base.b02],
  );
  await database.query(
    `insert into cajero (usuario_id, caja_id) select $1, min(caja_id) from caja where caja_descripcion like 'Caja escala · %'
      having not exists (select 1 from cajero where usuario_id = $1)`,
    [base.usuario],
  );
  await database.query(
    `insert into plan_pago (pl_pa_descripcion, sede_id, moneda_pago_id, pl_pa_monto_total, pl_pa_cantidad_pago, pl_pa_monto_inscripcion, pl_pa_default)
     select 'Plan escala · ' || s.sede_iniciales, s.sede_id, $1, 48000, 4, 3500, false from sede s
      where not exists (select 1 from plan_pago p where p.pl_pa_descripcion = 'Plan escala · ' || s.sede_iniciales)`,
    [base.dop],
  );
  await database.query(
    `insert into plan_pago_detalles (owner_id, pl_pa_de_cuota, pl_pa_de_porcentaje, pl_pa_de_dias)
     select p.plan_pago_id, g, 25, (g - 1) * 30 from plan_pago p cross join generate_series(1, 4) g
      where p.pl_pa_descripcion like 'Plan escala · %' and not exists (select 1 from plan_pago_detalles d where d.owner_id = p.plan_pago_id)`,
  );

  // Receipt lines are written here by the thousand: what each charge was paid, and the receipts' rows of
  // the reports, are set once at the end rather than by the triggers row by row.
  await database.query(`alter table documento_contable_cargo disable trigger cargo_pagado`);
  await database.query(`alter table documento_contable disable trigger resumen_cobro_emitido`);
  try {
    for (const t of await periodosEscala(database, hoy)) {
      // Enrolment 10 days before the term starts; instalments every 30 days from its start.
      const cargos = await database.query<{ n: number }>(
        `with p as (select periodo_academico_id from periodo_academico where pe_ac_alias = $1::text),
              nuevos as (
                insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, plan_pago_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
                select ec.estudiante_carrera_id, p.periodo_academico_id, pp.plan_pago_id, q.tipo, q.cuota,
                       case q.tipo when 'inscripcion' then 'Inscripción ' else 'Cuota ' || q.cuota || ' · ' end || $1::text,
                       $2::date + q.dias, q.monto, $3, $4
                  from estudiante_carrera ec cross join p
                  join sede s on s.sede_id = ec.sede_id join plan_pago pp on pp.pl_pa_descripcion = 'Plan escala · ' || s.sede_iniciales
                  cross join (values ('inscripcion', 0, -10, 3500.00), ('cuota', 1, 0, 12000.00), ('cuota', 2, 30, 12000.00), ('cuota', 3, 60, 12000.00), ('cuota', 4, 90, 12000.00))
                       as q(tipo, cuota, dias, monto)
                 where ec.estudiante_id in (select estudiante_id from estudiante where matricula ~ '^20[0-9]{2}-[0-9]{6}$')
                on conflict do nothing returning 1)
         select count(*)::int as n from nuevos`,
        [t.alias, t.inicio, base.dop, base.usuario],
      );
      // Paid, each on its own receipt, in the 20 days before it falls due (never after today): all of it in
      // past terms but for every 31st student's last two instalments; this term, what fell due, but for
      // every 7th student's last two.
      const pagados = await database.query<{ n: number }>(
        `with porPagar as (
           select c.cargo_estudiante_id, c.monto, ec.sede_id, e.estudiante_id, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
                  least(c.fecha_vence - 1 - (e.estudiante_id % 20), $2::date - 1) as dia
             from cargo_estudiante c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id and p.pe_ac_alias = $1
             join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
             join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            where c.estado = 'vigente' and c.pagado = 0
              and not exists (select 1 from documento_contable_cargo a where a.cargo_estudiante_id = c.cargo_estudiante_id)
              and c.fecha_vence - 1 - (e.estudiante_id % 20) < $2::date
              and not (c.cuota >= 3 and e.estudiante_id % (case when $3 then 7 else 31 end) = 0)
         ),
         sesiones as (
           insert into caja_apertura (caja_id, cajero_id, fecha_apertura, fecha_cierre, cerrada, cerrada_por)
           select k.caja_id, (select min(cajero_id) from cajero), d.dia + time '08:00', d.dia + time '17:00', true, $4
             from (select distinct sede_id, dia from porPagar) d join caja k on k.sede_id = d.sede_id and k.caja_descripcion like 'Caja escala · %'
           returning caja_apertura_id, caja_id, fecha_apertura::date as dia
         ),
         numerados as (
           select x.cargo_estudiante_id, x.monto, s.caja_apertura_id, 'estudiante' as pagador, x.matricula as codigo, x.nombre, x.estudiante_id,
                  ${siguienteB02} + row_number() over (order by x.cargo_estudiante_id) as numero, x.dia
             from porPagar x join caja k on k.sede_id = x.sede_id and k.caja_descripcion like 'Caja escala · %'
             join sesiones s on s.caja_id = k.caja_id and s.dia = x.dia
         ),
         ${recibosDe({ fecha: "n.dia + time '10:00' + (n.numero % 400) * interval '1 minute'", dop: '$5', b02: '$6', usuario: '$4', efectivo: '$7' })}`,
        [t.alias, hoy, t.actual, base.usuario, base.dop, base.b02, base.efectivo],
      );
      log(`term ${t.alias}: ${cargos[0]?.n ?? 0} charges, ${pagados[0]?.n ?? 0} paid`);
    }
    await seedParticipantes(database, Math.ceil(estudiantes / 10), hoy, base);
    log('continuing education: participants charged');
    await database.query(
      `update cargo_estudiante c set pagado = x.pagado
         from (select a.cargo_estudiante_id, sum(a.monto) as pagado from documento_contable_cargo a
                 join documento_contable d on d.documento_contable_id = a.documento_contable_id where d.estado = 'emitido' group by 1) x
        where c.cargo_estudiante_id = x.cargo_estudiante_id and c.pagado <> x.pagado`,
    );
    await database.query(
      `select resumir_recibos(array(select d.documento_contable_id from documento_contable d
                                     where not exists (select 1 from resumen_cobro r where r.documento_contable_id = d.documento_contable_id)))`,
    );
    log('receipts summarised for the reports');
  } finally {
    await database.query(`alter table documento_contable_cargo enable trigger cargo_pagado`);
    await database.query(`alter table documento_contable enable trigger resumen_cobro_emitido`);
  }
}

/**
 * Continuing education at size: twenty courses this term and `n` participants enrolled, each owing
 * the enrolment and two instalments of their course; two in three paid the enrolment, one in three
 * the first instalment too (receipts as the students'). What `balance-personas` lists.
 */
async function seedParticipantes(database: Database, n: number, hoy: string, base: { dop: number; usuario: number; b02: number; efectivo: number }) {
  await database.query(`insert into ec_categoria_curso (ca_cu_nombre) select 'Cursos de escala' where not exists (select 1 from ec_categoria_curso)`);
  await database.query(
    `insert into ec_curso (cur_titulo, categoria_curso_id, sede_id, cur_fecha_inicio, cur_fecha_final, cur_cupo, cur_moneda_id, cur_costo)
     select 'Curso escala ' || g, (select min(categoria_curso_id) from ec_categoria_curso), (select min(sede_id) from sede),
            $1::date - 30, $1::date + 60, 100000, $2, 9000
       from generate_series(1, 20) g where not exists (select 1 from ec_curso where cur_titulo like 'Curso escala %')`,
    [hoy, base.dop],
  );
  await database.query(
    `with cursos as (select curso_id, row_number() over (order by curso_id) - 1 as k from ec_curso where cur_titulo like 'Curso escala %'),
          solicitudes as (
            insert into ec_solicitud_inscripcion (curso_id, estado_solicitud_id, so_in_nombres, so_in_apellidos, so_in_identificacion, so_in_email)
            select cu.curso_id, (select min(estado_solicitud_admision_id) from ec_estado_solicitud where est_sol_ocupa_cupo), 'Participante', 'Escala ' || g,
                   lpad((90000000000 + g)::text, 11, '0'), 'p' || g || '@escala.example'
              from generate_series(1, $1::int) g join cursos cu on cu.k = g % 20
             where not exists (select 1 from ec_solicitud_inscripcion where so_in_apellidos like 'Escala %')
            returning solicitud_inscripcion_id)
     insert into cargo_estudiante (solicitud_inscripcion_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
     select s.solicitud_inscripcion_id, q.tipo, q.cuota, q.concepto, $2::date + q.dias, q.monto, $3, $4
       from solicitudes s cross join (values ('inscripcion', 0, 'Inscripción del curso', -30, 3000.00), ('cuota', 1, 'Cuota 1 del curso', 0, 3000.00),
                                            ('cuota', 2, 'Cuota 2 del curso', 30, 3000.00)) as q(tipo, cuota, concepto, dias, monto)`,
    [n, hoy, base.dop, base.usuario],
  );
  await database.query(
    `with porPagar as (
       select c.cargo_estudiante_id, c.monto, s.so_in_identificacion, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre,
              (select min(caja_apertura_id) from caja_apertura a join caja k on k.caja_id = a.caja_id where k.caja_descripcion like 'Caja escala · %') as apertura
         from cargo_estudiante c join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id
        where s.so_in_apellidos like 'Escala %' and c.pagado = 0 and not exists (select 1 from documento_contable_cargo a where a.cargo_estudiante_id = c.cargo_estudiante_id)
          and ((c.tipo = 'inscripcion' and s.solicitud_inscripcion_id % 3 <> 0) or (c.cuota = 1 and s.solicitud_inscripcion_id % 3 = 1))),
     numerados as (select x.cargo_estudiante_id, x.monto, x.apertura as caja_apertura_id, 'participante' as pagador, x.so_in_identificacion as codigo,
                          x.nombre, null::int as estudiante_id, ${siguienteB02} + row_number() over (order by x.cargo_estudiante_id) as numero
                     from porPagar x),
     ${recibosDe({ fecha: "$1::date - 20 + time '10:00'", dop: '$2', b02: '$3', usuario: '$4', efectivo: '$5' })}`,
    [hoy, base.dop, base.b02, base.usuario, base.efectivo],
  );
}
