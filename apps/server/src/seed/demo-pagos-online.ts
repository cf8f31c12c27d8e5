import { randomUUID } from 'node:crypto';
import { rolEstudiante, type SessionClaims } from '@claustro/domain/seguridad/session';
import type { Actor } from '../platform/actor.ts';
import { accessCache } from '../platform/auth/access-cache.ts';
import type { Clock } from '../platform/clock.ts';
import type { Institution } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { cobroService } from '../modules/financieros/cobro.service.ts';
import { cuentaService } from '../modules/financieros/cuenta.service.ts';
import { ecfService } from '../modules/financieros/ecf.service.ts';
import { pagoOnlineService } from '../modules/financieros/pago-online.service.ts';
import { roles } from './seed.ts';

/*
 * Online payment in the demo university: on each campus a register that takes online payments with
 * consumer receipts, worked by an account nobody signs in to; with the local test gateway configured
 * (DEMO.json), the demo student's payments of today — her ID card paid, part of the term's last
 * instalment paid, a declined card — and one student barred from paying online.
 */
export async function seedDemoPagosOnline(database: Database, clock: Clock, institution?: Institution) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from caja where caja_en_linea`);
  if (n > 0) return;
  const sedes = await database.query<{ id: number; ini: string; nombre: string }>(
    `select sede_id as id, lower(sede_iniciales) as ini, sede_descripcion as nombre from sede where estatus order by sede_id`,
  );
  for (const s of sedes) {
    await database.query(
      `with p as (insert into persona (pers_nombres, pers_apellidos) values ('Pagos en línea', $2) returning persona_id),
            u as (insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
                  select persona_id, 'pagos.linea.' || $3, 'pagos.linea.' || $3 || '@demo.edu.do', '!', $4 from p returning usuario_id),
            k as (insert into caja (caja_descripcion, sede_id, caja_en_linea, tipo_ncf_id)
                  values ('Pagos en línea · ' || $2, $1, true, (select tipo_ncf_id from tipo_ncf where ti_nc_descripcion like 'B02%')) returning caja_id)
       insert into cajero (usuario_id, caja_id, tipo_cajero_id, es_supervisor)
       select u.usuario_id, k.caja_id, (select tipo_cajero_id from tipo_cajero where ti_ca_cobra order by 1 limit 1), false from u, k`,
      [s.id, s.nombre, s.ini, roles.caja],
    );
  }
  // A student barred from paying online (a card payment disputed with the bank).
  await database.query(
    `insert into estudiante_bloqueo_pago_linea (estudiante_id, motivo, creado_por)
     select e.estudiante_id, 'Contracargo de un pago con tarjeta en revisión con el banco', (select usuario_id from usuario where usua_nombre = 'caja')
       from estudiante e where e.persona_id is distinct from (select persona_id from usuario where usua_nombre = 'estudiante')
      order by e.estudiante_id desc limit 1`,
  );
  if (!institution?.cardCheckoutScriptUrl) return;

  // The demo student's payments of today, through the service as the screens make them.
  const access = accessCache(database);
  const cuentas = cuentaService({ database, access, clock, institution });
  const ecf = ecfService({ database, institution, clock, receptor: null });
  const cobros = cobroService({ database, access, institution, clock, cuentas, ecf });
  const pagos = pagoOnlineService({ database, access, clock, institution, cobros, ecf });
  const [yo] = await database.query<SessionClaims & { estudianteCarreraId: number }>(
    `select u.usuario_id as "usuarioId", u.usua_nombre as "usuaNombre", u.rol_id as "rolId", ec.estudiante_carrera_id as "estudianteCarreraId"
       from usuario u join estudiante e on e.persona_id = u.persona_id join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
      where u.usua_nombre = 'estudiante' order by ec.estudiante_carrera_id limit 1`,
  );
  if (!yo || yo.rolId !== rolEstudiante) return;
  const actor = { ...yo, ip: null, lang: 'es' } as Actor;
  // She is up to date with this term and pays part of what falls due later online. The next term's
  // charges are not written yet: she has still to register, and may first choose another payment plan.
  const oferta = await pagos.oferta({ actor, input: {} });
  if (!oferta.disponible) return;
  const proveedor = (await pagos.proveedor())!.proveedor;
  const visitante = { ip: null, lang: 'es' as const };
  const pagar = async (body: Parameters<typeof pagos.crear>[0]['input'], aprobado: boolean, mensaje: string) => {
    const o = await pagos.crear({ actor, input: body, origen: '' });
    const aviso = proveedor.notificacion({
      orden: String(o.pagoOnlineId),
      aprobado,
      referencia: aprobado ? String(100000 + o.pagoOnlineId * 7919).slice(-6) : '',
      monto: o.monto,
      moneda: o.moneda,
      mensaje,
    });
    await pagos.notificar({ actor: visitante, input: aviso });
  };
  // Her ID card paid by card; a declined card on the graduation fee.
  const servicio = (d: string) => oferta.servicios.find((s) => s.descripcion === d);
  const dop = oferta.servicios[0]?.precios.find((p) => p.moneda === 'DOP')?.monedaPagoId;
  const carnet = servicio('Carnet estudiantil');
  const graduacion = servicio('Derecho de graduación');
  if (dop && carnet && graduacion) {
    const base = { tipo: 'servicios' as const, estudianteCarreraId: yo.estudianteCarreraId, monedaPagoId: dop };
    const uno = (s: { servicioContableId: number }) => [{ servicioContableId: s.servicioContableId, cantidad: 1 }];
    await pagar({ ...base, clave: randomUUID(), servicios: uno(graduacion) }, false, 'Fondos insuficientes');
    await pagar({ ...base, clave: randomUUID(), servicios: uno(carnet) }, true, 'Aprobada');
  }
  const saldo = oferta.carreras.find((c) => c.estudianteCarreraId === yo.estudianteCarreraId)?.saldos.find((s) => s.moneda === 'DOP');
  if (saldo && Number(saldo.balance) >= 2000)
    await pagar(
      { tipo: 'matricula', clave: randomUUID(), estudianteCarreraId: yo.estudianteCarreraId, monedaPagoId: saldo.monedaPagoId, monto: '2000.00' },
      true,
      'Aprobada',
    );
}
