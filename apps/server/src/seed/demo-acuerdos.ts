import { sql } from 'drizzle-orm';
import type { Actor } from '../platform/actor.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { acuerdoService } from '../modules/financieros/acuerdo.service.ts';
import { pagado, porCobrar } from '../modules/financieros/cuenta.queries.ts';

/*
 * Payment agreements in the demo university: six students behind on this term's instalments signed
 * one at finance (all they owe, in three or four monthly instalments from the 15th of next month);
 * one of them was annulled the same day.
 */
export async function seedDemoAcuerdos(database: Database, clock: Clock) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from acuerdo_pago`);
  if (n > 0) return;
  const [caja] = await database.query<{ usuarioId: number; rolId: number }>(
    `select usuario_id as "usuarioId", rol_id as "rolId" from usuario where usua_nombre = 'caja'`,
  );
  if (!caja) return;
  const atrasados = (
    await database.db.execute<{ ec: number; moneda: number }>(
      // Careers with something past due, the most behind first.
      sql`
        select c.estudiante_carrera_id as ec, c.moneda_pago_id as moneda
          from cargo_estudiante c
         where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.tipo <> 'acuerdo' and c.fecha_vence < ${clock.today()}::date and ${porCobrar} > ${pagado}
         group by 1, 2 order by sum(${porCobrar} - ${pagado}) desc, 1 limit 6`,
    )
  ).rows;
  const acuerdos = acuerdoService({ database, clock });
  const actor = { usuarioId: caja.usuarioId, rolId: caja.rolId, ip: null, lang: 'es' } as Actor;
  const [y, m] = clock.today().split('-').map(Number);
  const primeraFecha = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-15`;
  for (const [i, a] of atrasados.entries()) {
    const hecho = await acuerdos.crear({
      actor,
      input: {
        estudianteCarreraId: a.ec,
        monedaPagoId: a.moneda,
        cargos: [],
        cuotas: 3 + (i % 2),
        primeraFecha,
        comentario: 'Acuerdo firmado en finanzas: el estudiante se pone al día en cuotas mensuales.',
      },
    });
    if (i === atrasados.length - 1)
      await acuerdos.anular({ actor, input: { acuerdoPagoId: hecho.acuerdoPagoId, motivo: 'El estudiante saldó en caja el mismo día.' } });
  }
}
