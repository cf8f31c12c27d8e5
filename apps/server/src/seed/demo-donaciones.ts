import { randomBytes } from 'node:crypto';
import { codigoDocumento } from '@claustro/domain/documentos/codigo.rules';
import { destinosDonacion } from '@claustro/domain/donaciones/donacion.contract';
import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';

const donantes = [
  ['Fundación Popular', 'fundacion@popular.example.do', '401000011'],
  ['Grupo Ramos, S. A.', 'rsc@gruporamos.example.do', '101000012'],
  ['María Altagracia Peña', 'mapena@example.com', null],
  ['Asociación de Egresados', 'egresados@example.org', '430000013'],
  ['José Luis Méndez', 'jlmendez@example.com', '00112345678'],
  ['Banco del Progreso', 'donaciones@progreso.example.do', '101000014'],
  ['Ana Rosa Guzmán', 'anarosa@example.com', null],
  ['Cooperativa Maestros Unidos', 'coop@maestros.example.do', '430000015'],
] as const;

/**
 * The demo's donations over the last four months: most received (by card, or pledges brought to the
 * cashier's), some pledges pending, one declined card and one annulled pledge — so the report shows
 * every state, purpose and way on first start.
 */
export async function seedDemoDonaciones(database: Database, clock: Clock) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from donacion`);
  if (n > 0) return;
  const [dop] = await database.query<{ id: number }>(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
  const [usd] = await database.query<{ id: number }>(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'USD'`);
  if (!dop) return;
  const hoy = Date.parse(`${clock.today()}T15:00:00Z`);
  for (let i = 0; i < 36; i++) {
    const [nombre, email, documento] = donantes[i % donantes.length]!;
    const enDolares = usd && i % 9 === 4;
    const monto = enDolares ? [100, 250, 500][i % 3]! : [1000, 2500, 5000, 10000, 25000, 50000][i % 6]!;
    const modalidad = i % 3 === 0 ? 'promesa' : 'tarjeta';
    const estado = i === 7 ? 'rechazada' : i === 13 ? 'anulada' : modalidad === 'promesa' && i < 10 ? 'pendiente' : 'recibida';
    const referencia = estado !== 'recibida' ? null : modalidad === 'tarjeta' ? String(200000 + i * 7919) : `Recibo caja ${String(1200 + i).padStart(6, '0')}`;
    const nota = estado === 'rechazada' ? 'Fondos insuficientes' : estado === 'anulada' ? 'El donante desistió de su promesa.' : null;
    const creada = new Date(hoy - (i * 3 + 1) * 86_400_000).toISOString();
    await database.query(
      `insert into donacion (codigo, clave, nombre, email, documento, moneda_pago_id, moneda, monto, destino, mensaje, anonimo, modalidad, estado, referencia, nota, creada_en, resuelta_en)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text, $14, $15, $16::timestamptz, case when $13::text <> 'pendiente' then $16::timestamptz + interval '2 days' end)`,
      [
        codigoDocumento(randomBytes(11)),
        `demo-${i}-${randomBytes(6).toString('hex')}`,
        nombre,
        email,
        documento,
        enDolares ? usd.id : dop.id,
        enDolares ? 'USD' : 'DOP',
        monto.toFixed(2),
        destinosDonacion[i % destinosDonacion.length],
        i % 4 === 0 ? '¡Adelante con la formación de nuestros jóvenes!' : null,
        i % 5 === 2,
        modalidad,
        estado,
        referencia,
        nota,
        creada,
      ],
    );
  }
}
