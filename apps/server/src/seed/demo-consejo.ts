import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { SesionIn } from '@claustro/domain/consejo/agenda.contract';
import { agendaQueries } from '../modules/consejo/agenda.queries.ts';

const integrantes: [string, string, string][] = [
  ['Dra. Miriam Castillo', 'Presidenta', 'Rectoría'],
  ['Lic. Ramón Abreu', 'Secretario', 'Registro'],
  ['Ing. Patricia Núñez', 'Miembro', 'Decanato de Ingeniería'],
  ['Dr. Luis Beltré', 'Miembro', 'Decanato de Ciencias de la Salud'],
  ['Lic. Carolina Vásquez', 'Miembro', 'Bienestar estudiantil'],
  ['Br. José Almánzar', 'Miembro', 'Representante estudiantil'],
];

/**
 * The demo council: its members, two sessions of past months with their decisions (closed: their
 * minutes print), and the next one with points still to decide — two concern students, one a
 * disciplinary matter. Written once, through the agenda's own statements.
 */
export async function seedDemoConsejo(database: Database, clock: Clock) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from consejo_integrante`);
  if (n > 0) return;
  const ids: number[] = [];
  for (const [nombre, cargo, representa] of integrantes) {
    const [r] = await database.query<{ id: number }>(
      `insert into consejo_integrante (nombre, cargo, representa, desde) values ($1, $2, $3, $4::date - 400) returning consejo_integrante_id as id`,
      [nombre, cargo, representa, clock.today()],
    );
    ids.push(r.id);
  }
  // Two students a point concerns (not the demo student, whose record stays clean).
  const estudiantes = await database.query<{ id: number }>(
    `select e.estudiante_id as id from estudiante e left join usuario u on u.persona_id = e.persona_id
      where u.usua_nombre is distinct from 'estudiante' order by e.estudiante_id limit 2 offset 40`,
  );
  if (estudiantes.length < 2) return;
  const [a, b] = estudiantes.map((e) => e.id);
  const dia = (d: number) => new Date(Date.parse(`${clock.today()}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
  const sesiones: [SesionIn, boolean][] = [
    [
      {
        fecha: dia(-56),
        hora: '10:00',
        lugar: 'Sala de reuniones de Rectoría',
        tipo: 'ordinaria',
        asistentes: ids.slice(0, 5),
        puntos: [
          {
            asunto: 'Calendario académico del próximo cuatrimestre',
            motivo: 'academico',
            estudianteId: null,
            decision: 'Se aprueba el calendario presentado por Registro.',
            resultado: 'aprobado',
          },
          {
            asunto: 'Solicitud de reingreso fuera de plazo',
            motivo: 'academico',
            estudianteId: a,
            decision: 'Se concede el reingreso condicionado a un plan de estudios.',
            resultado: 'aprobado',
          },
          {
            asunto: 'Propuesta de nueva electiva de ética profesional',
            motivo: 'academico',
            estudianteId: null,
            decision: 'Se pide a la Escuela el programa completo.',
            resultado: 'aplazado',
          },
        ],
      },
      true,
    ],
    [
      {
        fecha: dia(-21),
        hora: '15:30',
        lugar: 'Salón de actos, edificio A',
        tipo: 'extraordinaria',
        asistentes: ids,
        puntos: [
          {
            asunto: 'Copia comprobada en examen final de Cálculo I',
            motivo: 'disciplinario',
            estudianteId: b,
            decision: 'Amonestación escrita y calificación de cero en el examen.',
            resultado: 'aprobado',
          },
          {
            asunto: 'Reglamento de uso de laboratorios',
            motivo: 'administrativo',
            estudianteId: null,
            decision: 'Se aprueba con las observaciones del representante estudiantil.',
            resultado: 'aprobado',
          },
        ],
      },
      true,
    ],
    [
      {
        fecha: dia(7),
        hora: '10:00',
        lugar: 'Sala de reuniones de Rectoría',
        tipo: 'ordinaria',
        asistentes: [],
        puntos: [
          { asunto: 'Apelación de la amonestación por copia', motivo: 'disciplinario', estudianteId: b, decision: null, resultado: 'pendiente' },
          { asunto: 'Revisión de los criterios de honores académicos', motivo: 'academico', estudianteId: null, decision: null, resultado: 'pendiente' },
        ],
      },
      false,
    ],
  ];
  const q = agendaQueries(database);
  await database.db.transaction(async (tx) => {
    for (const [s, cerrada] of sesiones) {
      const id = await q.crear(tx, s);
      await q.escribirDetalle(tx, id, s);
      if (cerrada) await q.cerrar(tx, id);
    }
  });
}
