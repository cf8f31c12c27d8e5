import { randomBytes } from 'node:crypto';
import { codigoDocumento } from '@claustro/domain/documentos/codigo.rules';
import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { huellaDiploma } from '../modules/diploma/diploma.service.ts';

const tipos: [string, string, string][] = [
  ['Mérito académico', 'Diploma al Mérito Académico', 'Por su excelencia académica durante {motivo}'],
  ['Participación', 'Diploma de Participación', 'Por su destacada participación en {motivo}'],
  ['Servicio comunitario', 'Reconocimiento', 'En reconocimiento a su labor de servicio comunitario en {motivo}'],
];

/**
 * The demo's diplomas: three kinds, the layout (place, seal text), and a dozen issued last month to
 * students with the best index — their codes check at `/validacion-titulo` — one annulled.
 */
export async function seedDemoDiplomas(database: Database, clock: Clock) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from tipo_diploma`);
  if (n > 0) return;
  const ids: number[] = [];
  for (const [nombre, titulo, texto] of tipos) {
    const [r] = await database.query<{ id: number }>(`insert into tipo_diploma (nombre, titulo, texto) values ($1, $2, $3) returning tipo_diploma_id as id`, [
      nombre,
      titulo,
      texto,
    ]);
    ids.push(r.id);
  }
  await database.query(`update diploma_configuracion set lugar = 'Santo Domingo, D. N.', texto_sello = 'Sello oficial' where id = 1`);
  const [admin] = await database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'admin'`);
  const estudiantes = await database.query<{
    estudianteId: number;
    estudianteCarreraId: number;
    nombre: string;
    matricula: string;
    carrera: string;
    sede: string;
  }>(
    `select e.estudiante_id as "estudianteId", ec.estudiante_carrera_id as "estudianteCarreraId", p.pers_nombres || ' ' || p.pers_apellidos as nombre,
            e.matricula, c.carr_descripcion as carrera, s.sede_descripcion as sede
       from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
       join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
      order by ec.estudiante_carrera_id limit 12 offset 100`,
  );
  if (!admin || !estudiantes.length) return;
  const fecha = new Date(Date.parse(`${clock.today()}T12:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const [k, e] of estudiantes.entries()) {
    const t = k < 8 ? 0 : 1;
    const motivo = t === 0 ? 'el año académico 2025-2026' : 'la Feria Científica Universitaria 2026';
    const [, titulo, texto] = tipos[t]!;
    const codigo = codigoDocumento(randomBytes(11));
    const contenido = { nombre: e.nombre, matricula: e.matricula, carrera: e.carrera, sede: e.sede, diploma: titulo, motivo, fecha };
    const huella = huellaDiploma({ nombre: e.nombre, motivo, fecha, tipo: titulo, texto });
    await database.query(
      `insert into documento_emitido (codigo, tipo, estudiante_carrera_id, contenido, huella, emitido_por) values ($1, 'diploma', $2, $3::jsonb, $4, $5)`,
      [codigo, e.estudianteCarreraId, JSON.stringify(contenido), huella, admin.id],
    );
    const anulado = k === 11;
    await database.query(
      `insert into diploma (codigo, tipo_diploma_id, estudiante_id, estudiante_carrera_id, nombre, motivo, fecha, emitido_por, anulado, anulado_motivo, anulado_en)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $9 then now() end)`,
      [
        codigo,
        ids[t],
        e.estudianteId,
        e.estudianteCarreraId,
        e.nombre,
        motivo,
        fecha,
        admin.id,
        anulado,
        anulado ? 'Nombre mal escrito: se emitió otro.' : null,
      ],
    );
  }
}
