import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { resumenCaja } from '@claustro/domain/financieros/caja.rules';
import { liquidarCobro, numeroNcf } from '@claustro/domain/financieros/cobro.rules';
import { cents, fromCents } from '@claustro/domain/platform/money';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { cajaQueries } from '../modules/financieros/caja.queries.ts';
import { cobroQueries } from '../modules/financieros/cobro.queries.ts';
import { cuentaQueries } from '../modules/financieros/cuenta.queries.ts';
import { contabilizarAnulacion, contabilizarRecibo } from '../modules/financieros/contabilidad.service.ts';
import { escribirCargosDelPeriodo } from '../modules/financieros/cuenta.service.ts';
import { certificadoAutofirmado, guardarIdentidad } from '../modules/financieros/ecf.certificado.ts';
import { ecfService } from '../modules/financieros/ecf.service.ts';
import type { Institution } from '../platform/config.ts';
import { DomainError } from '../platform/errors.ts';

/*
 * A month of the demo cashier's days: each working day her register opened at eight with a float,
 * students paying credits, enrolment, certificates and ID cards in cash or by card, each with its
 * consumer NCF from the campus's range, a few receipts annulled, and the register closed at half
 * past five with the cash counted (short now and then). Today's register is left for her to open.
 */
export async function seedDemoCobros(database: Database, clock: Clock, institution?: Institution) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from caja_apertura`);
  if (n > 0) return;
  const cajas = cajaQueries();
  const cobros = cobroQueries();
  const cuentas = cuentaQueries();
  const db = database.db;
  const [cajera] = await database.query<{ usuarioId: number }>(`select usuario_id as "usuarioId" from usuario where usua_nombre = 'caja'`);
  const cajero = cajera && (await cajas.cajeroDe(db, cajera.usuarioId));
  if (!cajero) return;
  const [{ dop, b02, b01, e32, e31 }] = await database.query<{ dop: number; b02: number; b01: number; e32: number; e31: number }>(
    `select (select moneda_pago_id from moneda_pago where mo_pa_codigo = 'DOP') as dop,
            (select tipo_ncf_id from tipo_ncf where ti_nc_descripcion like 'B02%') as b02,
            (select tipo_ncf_id from tipo_ncf where ti_nc_descripcion like 'B01%') as b01,
            (select tipo_ncf_id from tipo_ncf where ti_nc_descripcion like 'E32%') as e32,
            (select tipo_ncf_id from tipo_ncf where ti_nc_descripcion like 'E31%') as e31`,
  );
  // Electronic receipts (e-CF) in the last days, signed with a self-signed demonstration certificate
  // unless the deployment has its own; there is no DGII to send them to, so they wait as pending.
  const ecf = institution?.rnc && e32 && e31 ? ecfService({ database, institution, clock, receptor: null }) : null;
  if (ecf && !process.env.ECF_CERT_FILE && !(await database.query(`select 1 from app_secret where clave = 'ecf_cert'`)).length)
    await guardarIdentidad(database, certificadoAutofirmado(institution!.university));
  // Companies that pay their employees' studies, with a fiscal-credit receipt.
  const empresas = await database.query<{ id: number; rnc: string; nombre: string }>(
    `select id, rnc_id as rnc, nombre from dgii_rnc where estatus and tipo_rnc is distinct from 'ESTATAL' order by rnc_id`,
  );
  const servicios = await database.query<{ id: number; descripcion: string; precio: string; cuenta: number | null }>(
    `select s.servicio_contable_id as id, s.se_co_descripcion as descripcion, d.se_co_de_monto::text as precio, d.cuenta_contable_catalogo_id as cuenta
       from servicio_contable s join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = $1
      where s.estatus and d.se_co_de_monto > 0 and s.se_co_descripcion in
            ('Crédito académico', 'Inscripción', 'Reinscripción', 'Récord de calificaciones', 'Constancia de estudios', 'Carnet estudiantil', 'Modificación de selección', 'Recargo por pago tardío')`,
    [dop],
  );
  const formas = await database.query<{ id: number; d: string }>(
    `select tipo_forma_pago_contable_id as id, ti_fp_descripcion as d from tipo_forma_pago where ti_fp_descripcion in ('Efectivo', 'Tarjeta de crédito', 'Tarjeta de débito', 'Transferencia bancaria', 'Cheque')`,
  );
  const bancos = (await database.query<{ id: number }>(`select banco_id as id from banco order by 1 limit 4`)).map((r) => r.id);
  const forma = (d: string) => formas.find((f) => f.d === d)!.id;
  const [visa, master] = (await database.query<{ id: number }>(`select tipo_tarjeta_credito_id as id from tipo_tarjeta_credito order by 1 limit 2`)).map(
    (r) => r.id,
  );
  // Four hundred students — the demo student among them — with this term's charges from their plans.
  const estudiantes = await database.query<{ id: number; matricula: string; nombre: string; ec: number }>(
    `select e.estudiante_id as id, e.matricula, p.pers_nombres || ' ' || p.pers_apellidos as nombre,
            (select min(ec.estudiante_carrera_id) from estudiante_carrera ec where ec.estudiante_id = e.estudiante_id) as ec
       from estudiante e join persona p on p.persona_id = e.persona_id
      where exists (select 1 from estudiante_carrera ec where ec.estudiante_id = e.estudiante_id)
      order by (p.persona_id = (select persona_id from usuario where usua_nombre = 'estudiante')) desc, e.estudiante_id limit 400`,
  );
  // Continuing-education participants whose requests were accepted: their courses charged them (see educacion-continuada.ts).
  const participantes = await database.query<{ identificacion: string; nombre: string }>(
    `select s.so_in_identificacion as identificacion, min(s.so_in_nombres || ' ' || s.so_in_apellidos) as nombre
       from ec_solicitud_inscripcion s where exists (select 1 from cargo_estudiante c where c.solicitud_inscripcion_id = s.solicitud_inscripcion_id)
      group by 1 order by 1`,
  );
  const [actual] = await database.query<{ id: number }>(
    `select periodo_academico_id as id from periodo_academico where $1::date between pe_ac_fecha_inicio and pe_ac_fecha_fin order by pe_ac_fecha_inicio limit 1`,
    [clock.today()],
  );
  // Some of them hold scholarships (academic, on tuition; sports, half) or an employees' discount on the fee, from this term on.
  if (actual)
    await database.query(
      `insert into estudiante_descuento_pago (estudiante_carrera_id, periodo_academico_id, tipo_descuento_id, descuento_justificacion_id, de_pa_porcentaje,
                                              de_pa_porcentaje_monto, de_pa_permanente, de_pa_afecta_inscripcion, de_pa_afecta_mensualidad, usuario_id)
       select x.ec, $2, t.tipo_descuento_id, j.descuento_justificacion_id, x.pct, x.valor, true, x.fee, not x.fee, $3
         from json_to_recordset($1::json) x(ec int, tipo text, justificacion text, pct boolean, valor numeric, fee boolean)
         join tipo_descuento t on t.ti_de_descripcion = x.tipo left join descuento_justificacion j on j.de_ju_descripcion = x.justificacion
        where not exists (select 1 from estudiante_descuento_pago)`,
      [
        JSON.stringify(
          estudiantes
            .slice(1, 41)
            .map((e, i) =>
              i % 4 === 3
                ? { ec: e.ec, tipo: 'Descuento a empleados', justificacion: 'Beneficio a empleados y sus hijos', pct: false, valor: 1500, fee: true }
                : i % 4 === 2
                  ? { ec: e.ec, tipo: 'Beca deportiva', justificacion: 'Convenio con el MESCYT', pct: true, valor: 50, fee: false }
                  : { ec: e.ec, tipo: 'Beca académica', justificacion: 'Excelencia académica (índice 3.5 o más)', pct: true, valor: 25, fee: false },
            ),
        ),
        actual.id,
        cajera.usuarioId,
      ],
    );
  // Two companies pay their employees' studies: the bank all of it, the telephone company half; what the
  // sponsorship takes off each term, the company owes (written with the term's charges).
  if (actual) {
    await database.query(
      `insert into dgii_rnc (rnc_id, nombre, razon_social, estatus_descr, tipo_rnc)
       select '101001577', 'COMPAÑIA DOMINICANA DE TELEFONOS', 'COMPAÑIA DOMINICANA DE TELEFONOS S A', 'ACTIVO', 'PERSONA JURIDICA'
        where not exists (select 1 from dgii_rnc where rnc_id = '101001577')`,
    );
    await database.query(
      `insert into estudiante_descuento_pago (estudiante_carrera_id, periodo_academico_id, tipo_descuento_id, descuento_justificacion_id, de_pa_porcentaje,
                                              de_pa_porcentaje_monto, de_pa_permanente, de_pa_afecta_inscripcion, de_pa_afecta_mensualidad, empresa_id, usuario_id)
       select x.ec, $2, t.tipo_descuento_id, j.descuento_justificacion_id, true, x.valor, true, true, true, r.id, $3
         from json_to_recordset($1::json) x(ec int, rnc text, valor numeric)
         join tipo_descuento t on t.ti_de_patrocinio join dgii_rnc r on r.rnc_id = x.rnc
         left join descuento_justificacion j on j.de_ju_descripcion = 'Acuerdo con empresa patrocinadora'
        where not exists (select 1 from estudiante_descuento_pago where empresa_id is not null)`,
      [
        JSON.stringify(estudiantes.slice(41, 49).map((e, i) => ({ ec: e.ec, rnc: i % 2 ? '101001577' : '101010632', valor: i % 2 ? 50 : 100 }))),
        actual.id,
        cajera.usuarioId,
      ],
    );
  }
  if (actual)
    await db.transaction(async (tx) => {
      for (const e of estudiantes)
        await escribirCargosDelPeriodo(tx, { estudianteCarreraId: e.ec, periodoAcademicoId: actual.id, usuarioId: cajera.usuarioId }).catch((err: unknown) => {
          if (!(err instanceof DomainError && err.code === 'sin_plan_pago')) throw err;
        });
    });
  if (!servicios.length || !estudiantes.length || !b02) return;
  const servicio = (d: string) => servicios.find((s) => s.descripcion === d) ?? servicios[0];

  let seed = 7;
  const rnd = (k: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % k;
  };
  // The working days of the last four weeks, oldest first, today left out.
  const today = new Date(`${clock.today()}T12:00:00Z`);
  const dias = Array.from({ length: 28 }, (_x, i) => new Date(today.getTime() - (28 - i) * 86_400_000))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10));
  const at = (dia: string, minutos: number) => `${dia}T${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}:00-04:00`;

  for (const [n, dia] of dias.entries()) {
    const electronico = !!ecf && n >= dias.length - 3;
    await db.transaction(async (tx) => {
      const aperturaId = await cajas.abrir(tx, { cajaId: cajero.cajaId, cajeroId: cajero.cajeroId, fondos: [{ monedaPagoId: dop, fondo: '5000.00' }] });
      await tx.execute(sql`update caja_apertura set fecha_apertura = ${at(dia, 8 * 60)} where caja_apertura_id = ${aperturaId}`);
      const recibos = 16 + rnd(8);
      for (let k = 0; k < recibos; k++) {
        // The demo student paid on the first day all that falls due by today (she is up to date, and may register);
        // most others pay all they owe by that day (or, owing nothing yet, the next instalment), in full.
        const primero = n === 0 && k === 0;
        const e = primero ? estudiantes[0] : estudiantes[rnd(estudiantes.length)];
        const pendientes = primero || rnd(10) < 7 ? await cuentas.cargos(tx, [e.ec], dia, true) : [];
        const vencidas = pendientes.filter((c) => c.fechaVence <= (primero ? clock.today() : dia));
        const deudas = primero || vencidas.length ? vencidas : pendientes.slice(0, 1);
        const debe = deudas[0];
        const lineas =
          rnd(3) === 0
            ? [{ s: servicio('Crédito académico'), cantidad: 3 + rnd(4) }]
            : [{ s: servicios[rnd(servicios.length)], cantidad: 1 }, ...(rnd(4) === 0 ? [{ s: servicio('Carnet estudiantil'), cantidad: 1 }] : [])];
        const abonos = deudas.map((c) => ({ cargoEstudianteId: c.cargoEstudianteId, monto: c.pendiente }));
        if (debe) lineas.length = 0;
        const total = lineas.reduce((a, l) => a + cents(l.s.precio) * BigInt(l.cantidad), 0n) + abonos.reduce((a, x) => a + cents(x.monto), 0n);
        const tarjeta = rnd(5) < 2;
        // Now and then a cheque for the exact amount (the closing's deposit slip lists it); otherwise cash is
        // handed over in round notes: up to the next five hundred.
        const cheque = !tarjeta && bancos.length > 0 && k % 7 === 3;
        const entregado = tarjeta || cheque ? total : ((total + 49_999n) / 50_000n) * 50_000n;
        const pagos = [{ monto: entregado, efectivo: !tarjeta && !cheque }];
        const l = liquidarCobro(
          [
            ...lineas.map((x) => ({ precio: cents(x.s.precio), cantidad: x.cantidad, descuento: 0n })),
            ...abonos.map((x) => ({ precio: cents(x.monto), cantidad: 1, descuento: 0n })),
          ],
          pagos,
        );
        if (!l.ok) continue;
        const tipoRecibo = electronico ? e32 : b02;
        const ncf = (await cobros.tomarNcf(tx, tipoRecibo, cajero.sedeId, dia))!;
        const id = await cobros.insertar(tx, {
          cajaAperturaId: aperturaId,
          pagador: 'estudiante',
          codigoPersona: e.matricula,
          nombrePersona: e.nombre,
          estudianteId: e.id,
          monedaPagoId: dop,
          tipoNcfId: tipoRecibo,
          ncf: { ncfid: ncf.ncfid, numero: numeroNcf(ncf.prefijo, ncf.secuencia), vence: ncf.vence },
          rnc: null,
          rncNombre: null,
          total: fromCents(l.total),
          recibido: fromCents(l.recibido),
          devuelto: fromCents(l.devuelto),
          comentario: null,
          clave: `demo-${randomBytes(12).toString('hex')}`,
          usuarioId: cajera.usuarioId,
          servicios: lineas.map((x, i) => ({
            servicioContableId: x.s.id,
            descripcion: x.s.descripcion,
            cantidad: x.cantidad,
            precio: x.s.precio,
            descuento: '0.00',
            monto: fromCents(l.montos[i]),
            cuentaContableCatalogoId: x.s.cuenta,
          })),
          formasPago: [
            tarjeta
              ? {
                  tipoFormaPagoId: forma(rnd(2) ? 'Tarjeta de crédito' : 'Tarjeta de débito'),
                  monto: fromCents(entregado),
                  referencia: String(100000 + rnd(899999)),
                  bancoId: null,
                  tipoTarjetaCreditoId: rnd(2) ? visa : master,
                }
              : cheque
                ? {
                    tipoFormaPagoId: forma('Cheque'),
                    monto: fromCents(entregado),
                    referencia: String(4100 + n * 40 + k),
                    bancoId: bancos[(n + k) % bancos.length],
                    tipoTarjetaCreditoId: null,
                  }
                : { tipoFormaPagoId: forma('Efectivo'), monto: fromCents(entregado), referencia: null, bancoId: null, tipoTarjetaCreditoId: null },
          ],
        });
        if (abonos.length) await cuentas.abonar(tx, id, abonos);
        await tx.execute(
          sql`update documento_contable set fecha = ${at(dia, 8 * 60 + 15 + Math.floor((k * 520) / recibos))} where documento_contable_id = ${id}`,
        );
        await contabilizarRecibo(tx, id, cajera.usuarioId);
        if (electronico) await ecf!.emitir(tx, id);
        // Now and then a receipt charged to the wrong student, annulled the same day.
        if (k === 2 && n % 4 === 1) {
          const motivo = 'Cobrado al estudiante equivocado; se emitió un recibo nuevo.';
          await cobros.anular(tx, id, motivo, cajera.usuarioId);
          await tx.execute(sql`update documento_contable set anulado_en = fecha + interval '40 minutes' where documento_contable_id = ${id}`);
          await contabilizarAnulacion(tx, id, cajera.usuarioId);
          if (electronico) await ecf!.notaCredito(tx, id, motivo);
          else
            await cobros.ncfAnulado(tx, {
              ncf: numeroNcf(ncf.prefijo, ncf.secuencia),
              tipoNcfId: b02,
              documentoContableId: id,
              motivo,
              tipoAnulacion: '04',
              usuarioId: cajera.usuarioId,
            });
          // Written off when it was annulled, not when the demo was made: the 608 is the month's.
          await tx.execute(sql`update ncf_anulado a set fecha = d.anulado_en from documento_contable d
                                where d.documento_contable_id = ${id} and a.documento_contable_id = ${id}`);
        }
      }
      /** A receipt paid in full by transfer at `minutos` past midnight: services, or what it pays of charges. */
      const porTransferencia = async (o: {
        pagador: 'empresa' | 'participante';
        codigo: string;
        nombre: string;
        rnc: string | null;
        tipoNcfId: number;
        total: string;
        comentario: string;
        servicios: Parameters<typeof cobros.insertar>[1]['servicios'];
        abonos: { cargoEstudianteId: number; monto: string }[];
        minutos: number;
      }) => {
        const ncf = await cobros.tomarNcf(tx, o.tipoNcfId, cajero.sedeId, dia);
        if (!ncf) return;
        const id = await cobros.insertar(tx, {
          cajaAperturaId: aperturaId,
          pagador: o.pagador,
          codigoPersona: o.codigo,
          nombrePersona: o.nombre,
          estudianteId: null,
          monedaPagoId: dop,
          tipoNcfId: o.tipoNcfId,
          ncf: { ncfid: ncf.ncfid, numero: numeroNcf(ncf.prefijo, ncf.secuencia), vence: ncf.vence },
          rnc: o.rnc,
          rncNombre: o.rnc ? o.nombre : null,
          total: o.total,
          recibido: o.total,
          devuelto: '0.00',
          comentario: o.comentario,
          clave: `demo-${randomBytes(12).toString('hex')}`,
          usuarioId: cajera.usuarioId,
          servicios: o.servicios,
          formasPago: [
            {
              tipoFormaPagoId: forma('Transferencia bancaria'),
              monto: o.total,
              referencia: `TRF-${100000 + rnd(899999)}`,
              bancoId: null,
              tipoTarjetaCreditoId: null,
            },
          ],
        });
        if (o.abonos.length) await cuentas.abonar(tx, id, o.abonos);
        await tx.execute(sql`update documento_contable set fecha = ${at(dia, o.minutos)} where documento_contable_id = ${id}`);
        await contabilizarRecibo(tx, id, cajera.usuarioId);
        if (electronico) await ecf!.emitir(tx, id);
      };
      // Every third day a company pays by transfer, with a fiscal-credit receipt: what it owes for a
      // student it sponsors, or else an employee's credits.
      const empresa = empresas[n % Math.max(1, empresas.length)];
      if (n % 3 === 2 && empresa && b01) {
        const [patrocinio] = await cuentas.cargosDeEmpresa(tx, empresa.id, dia, true);
        const credito = servicio('Crédito académico');
        const cantidad = 9 + rnd(7);
        const total = patrocinio ? patrocinio.pendiente : fromCents(cents(credito.precio) * BigInt(cantidad));
        await porTransferencia({
          pagador: 'empresa',
          codigo: empresa.rnc,
          nombre: empresa.nombre,
          rnc: empresa.rnc,
          tipoNcfId: electronico ? e31 : b01,
          total,
          comentario: patrocinio ? patrocinio.concepto : 'Estudios de un empleado.',
          servicios: patrocinio
            ? []
            : [
                {
                  servicioContableId: credito.id,
                  descripcion: credito.descripcion,
                  cantidad,
                  precio: credito.precio,
                  descuento: '0.00',
                  monto: total,
                  cuentaContableCatalogoId: credito.cuenta,
                },
              ],
          abonos: patrocinio ? [{ cargoEstudianteId: patrocinio.cargoEstudianteId, monto: patrocinio.pendiente }] : [],
          minutos: 16 * 60 + 45,
        });
      }
      // Every other day a continuing-education participant pays, with a consumer receipt: half of them all
      // their course charged that is due by then (or else the next charge), the other half only what was
      // due on enrolling — their instalments fall behind.
      const turno = Math.floor(n / 2) % Math.max(1, participantes.length);
      const participante = participantes[turno];
      if (n % 2 === 1 && participante) {
        const pendientes = await cuentas.cargosDeParticipante(tx, participante.identificacion, dia, true);
        const soloInscripcion = turno % 2 === 0;
        const deudas = pendientes.filter((c) => c.fechaVence <= dia && (!soloInscripcion || c.tipo === 'inscripcion'));
        const pagar = deudas.length || soloInscripcion ? deudas : pendientes.slice(0, 1);
        if (pagar.length)
          await porTransferencia({
            pagador: 'participante',
            codigo: participante.identificacion,
            nombre: participante.nombre,
            rnc: null,
            tipoNcfId: electronico ? e32 : b02,
            total: fromCents(pagar.reduce((x, c) => x + cents(c.pendiente), 0n)),
            comentario: pagar[0].periodo,
            servicios: [],
            abonos: pagar.map((c) => ({ cargoEstudianteId: c.cargoEstudianteId, monto: c.pendiente })),
            minutos: 12 * 60 + 10,
          });
      }
      const [m] = resumenCaja(await cajas.monedas(tx, aperturaId), await cajas.formasPago(tx, aperturaId));
      const corto = n % 6 === 3 ? 10_000n : 0n;
      await cajas.cerrar(tx, aperturaId, {
        contados: [{ monedaPagoId: dop, contado: fromCents(cents(m.efectivoEsperado) - corto) }],
        observacion: corto ? 'Faltante de RD$ 100.00, reportado a la supervisora.' : null,
        usuarioId: cajera.usuarioId,
      });
      await tx.execute(sql`update caja_apertura set fecha_cierre = ${at(dia, 17 * 60 + 30)} where caja_apertura_id = ${aperturaId}`);
    });
  }
  // The term's late-fee dates (five days of grace after each instalment falls due), and the late fees as of today.
  if (actual) {
    await database.query(
      `insert into fecha_recargo (periodo_academico_id, fe_re_cuota, fe_re_fecha)
       select p.periodo_academico_id, g, p.pe_ac_fecha_inicio + (g - 1) * 30 + 5 from periodo_academico p cross join generate_series(1, 4) g
        where p.periodo_academico_id = $1 and not exists (select 1 from fecha_recargo)`,
      [actual.id],
    );
    await db.transaction((tx) => cuentas.recargar(tx, { periodoAcademicoId: actual.id, fecha: clock.today(), usuarioId: cajera.usuarioId }));
    // Three of those who owe past due have leave to register next term all the same.
    await database.query(
      `insert into estudiante_autorizacion_inscripcion (estudiante_id, fecha_vigencia_hasta, comentarios, usuario_id)
       select ec.estudiante_id, $1::date + 60, 'Acuerdo de pago firmado con la familia: pagará el balance vencido en dos partes.', $2
         from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        where c.tipo = 'recargo' and not exists (select 1 from estudiante_autorizacion_inscripcion)
        group by ec.estudiante_id order by ec.estudiante_id limit 3`,
      [clock.today(), cajera.usuarioId],
    );
  }
}
