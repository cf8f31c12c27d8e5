import { randomBytes } from 'node:crypto';
import { codigoDocumento } from '@claustro/domain/documentos/codigo.rules';
import type { EstadoServicio } from '@claustro/domain/servicios-especiales/servicio-especial.rules';
import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';

type Demo = [tipo: string, nombre: string, organizacion: string | null, email: string, descripcion: string, curso: [EstadoServicio, string | null][]];

const solicitudes: Demo[] = [
  [
    'espacios',
    'Laura Jiménez',
    'Colegio San Judas',
    'ljimenez@sanjudas.example.do',
    'Necesitamos el auditorio para la graduación de bachilleres, unas 400 personas, un sábado en la mañana.',
    [['en_revision', null]],
  ],
  [
    'laboratorio',
    'Pedro Almonte',
    'Agroindustrias del Cibao',
    'calidad@agrocibao.example.do',
    'Análisis microbiológico de 12 muestras de agua de pozo para consumo en planta.',
    [
      ['en_revision', null],
      ['aprobada', 'Cotización enviada: entregue las muestras el lunes en el laboratorio de Química.'],
    ],
  ],
  [
    'asesoria',
    'Carmen Rosario',
    'Ayuntamiento de Bonao',
    'planificacion@bonao.example.gob.do',
    'Asesoría para el plan municipal de gestión de residuos sólidos, tres meses.',
    [],
  ],
  [
    'capacitacion',
    'Roberto Familia',
    'Farmacias Unidas',
    'rrhh@farmaunidas.example.do',
    'Curso de atención al cliente para 35 empleados de mostrador, en horario nocturno.',
    [
      ['en_revision', null],
      ['aprobada', 'Aprobado: el curso inicia el 12 de enero.'],
      ['completada', 'Curso impartido; certificados entregados.'],
    ],
  ],
  [
    'documentos',
    'Yanet Cruz',
    null,
    'yanetcruz@example.com',
    'Traducción certificada al inglés de mi título y récord de notas para estudios en el extranjero.',
    [['rechazada', 'La institución traduce solo documentos que ella emitió; diríjase a un intérprete judicial.']],
  ],
  [
    'espacios',
    'Miguel Ángel Soto',
    'Liga Deportiva Los Alcarrizos',
    'ligaalcarrizos@example.org',
    'Uso de la cancha techada los domingos de febrero para un torneo juvenil de baloncesto.',
    [['cancelada', 'El solicitante canceló: consiguió otro local.']],
  ],
  [
    'otro',
    'Ana Beltrán',
    'Fundación Leer es Crecer',
    'info@leerescrecer.example.org',
    'Voluntarios estudiantiles para un programa de lectura en escuelas públicas del sector.',
    [],
  ],
];

/**
 * The demo's special-services requests: each kind, every state — a new one, some under review, one
 * approved, one completed, one rejected, one cancelled — with their course and the office's notes.
 */
export async function seedDemoServicios(database: Database, clock: Clock) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from solicitud_servicio`);
  if (n > 0) return;
  const [admin] = await database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'admin'`);
  const hoy = Date.parse(`${clock.today()}T14:00:00Z`);
  for (const [k, [tipo, nombre, organizacion, email, descripcion, curso]] of solicitudes.entries()) {
    const creada = hoy - (k * 5 + 2) * 86_400_000;
    const estado = curso.at(-1)?.[0] ?? 'recibida';
    const [{ id }] = await database.query<{ id: number }>(
      `insert into solicitud_servicio (codigo, tipo, nombre, organizacion, email, descripcion, estado, creada_en, actualizada_en)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz) returning solicitud_servicio_id as id`,
      [
        codigoDocumento(randomBytes(11)),
        tipo,
        nombre,
        organizacion,
        email,
        descripcion,
        estado,
        new Date(creada).toISOString(),
        new Date(creada + curso.length * 86_400_000).toISOString(),
      ],
    );
    const pasos: [string, string | null, number | null][] = [
      ['recibida', null, null],
      ...curso.map(([e, nota]) => [e, nota, admin?.id ?? null] as [string, string | null, number | null]),
    ];
    for (const [i, [e, nota, usuario]] of pasos.entries()) {
      await database.query(
        `insert into solicitud_servicio_paso (solicitud_servicio_id, estado, nota, usuario_id, en) values ($1, $2, $3, $4, $5::timestamptz)`,
        [id, e, nota, usuario, new Date(creada + i * 86_400_000).toISOString()],
      );
    }
  }
}
