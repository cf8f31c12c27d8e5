import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { holdsScreen } from '../../platform/auth/grants.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { id, optDate, optId, optText } from '@claustro/domain/platform/schemas';
import { contactList, direccionItem, emailItem, telefonoItem } from '@claustro/domain/generales/persona.contract';
import type { PersonasService } from '../generales/personas.service.ts';

/** The system parameter holding the campaign's date: students whose data is older must confirm it. */
export const campaignKey = 'estudiantes.actualizar_datos_desde';
/** Who may start or end a campaign: whoever manages the system parameters. */
const campaignScreen = '/administracion-sistema/parametros-sistema';
const studentScreens = ['/academicos/estudiantes', '/academicos/estudiante-cambio-carreras', '/academicos/estudiante-cambio-estatus', '/academicos/estudiante-cambio-sedes'];

const labels: Record<string, Label> = {
  telefonos: label('Teléfonos', 'Phones'),
  emails: label('Correos', 'E-mails'),
  direcciones: label('Direcciones', 'Addresses'),
  estuEnCasoEmergencia: label('En caso de emergencia llamar a', 'In an emergency call'),
  estuContactoEmergencia: label('Teléfono de emergencia', 'Emergency phone'),
  persAlergico: label('Alergias', 'Allergies'),
  desde: label('Desde', 'Since'),
};

/** Whether a student's data is current for the campaign in force (no campaign: always). */
const currentSql = (estudiante: ReturnType<typeof sql>) => sql`(
  select coalesce((select coalesce(${estudiante}.datos_actualizados_en >= p.pa_si_valor::date, false) from parametro_sistema p
                    where p.pa_si_clave = ${campaignKey} and p.estatus and p.pa_si_valor ~ '^\\d{4}-\\d{2}-\\d{2}$'), true))`;

/**
 * Students confirm their personal data (`/academicos/estudiantes-datos-personales`): while a
 * campaign is in force (`/academicos/procesamiento-datos-estudiantes`) and their data is older, the
 * student menu stays blocked (`/api/dashboard/estudiantes/proceso-datos-actualizar/{id}` is false).
 */
export function datosEstudianteRoutes(app: FastifyInstance, deps: { database: Database; clock: Clock; personas: PersonasService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const { database } = deps;

  /** The signed-in user's student record. */
  async function ownStudent(usuarioId: number) {
    const [s] = (await database.db.execute(sql`select e.estudiante_id, e.persona_id from usuario u join estudiante e on e.persona_id = u.persona_id where u.usuario_id = ${usuarioId}`)).rows as
      { estudiante_id: number; persona_id: number }[];
    if (!s) throw new DomainError('forbidden');
    return s;
  }
  async function read(estudianteId: number) {
    const [row] = (await database.db.execute(sql`
      select e.estudiante_id as "estudianteId", e.matricula as "matriculaId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
             e.estu_en_caso_emergencia as "estuEnCasoEmergencia", e.estu_contacto_emergencia as "estuContactoEmergencia", e.pers_alergico as "persAlergico",
             e.tipo_sangre_id as "tipoSangreId", e.datos_actualizados_en as "datosActualizadosEn", ${currentSql(sql`e`)} as "alDia",
             coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono)) from persona_telefono t where t.persona_id = e.persona_id), '[]') as telefonos,
             coalesce((select json_agg(json_build_object('tipoEmailId', m.tipo_email_id, 'peEmEmail', m.pe_em_email)) from persona_email m where m.persona_id = e.persona_id), '[]') as emails,
             coalesce((select json_agg(json_build_object('paisId', d.pais_id, 'provinciaId', d.provincia_id, 'municipioId', d.municipio_id, 'peDiDireccion', d.pe_di_direccion))
                         from persona_direccion d where d.persona_id = e.persona_id), '[]') as direcciones
        from estudiante e join persona p on p.persona_id = e.persona_id where e.estudiante_id = ${estudianteId}`)).rows;
    return row as Record<string, unknown>;
  }

  r.get('/api/dashboard/estudiantes/proceso-datos-actualizar/:estudianteId', {
    config: { access: 'self' },
    schema: { tags, params: z.object({ estudianteId: id }), response: { 200: z.boolean() } },
    handler: async (req) => {
      const session = sessionOf(req);
      const own = await ownStudent(session.usuarioId).catch(() => null);
      if (own?.estudiante_id !== req.params.estudianteId && !(await holdsScreen(database, session.usuarioId, studentScreens))) throw new DomainError('forbidden');
      const [row] = (await database.db.execute(sql`select ${currentSql(sql`e`)} as ok from estudiante e where e.estudiante_id = ${req.params.estudianteId}`)).rows as { ok: boolean }[];
      if (!row) throw new DomainError('not_found');
      return row.ok;
    },
  });

  r.get('/api/dashboard/estudiantes/datos-personales', {
    config: { access: 'self' },
    schema: { tags },
    handler: async (req) => read((await ownStudent(sessionOf(req).usuarioId)).estudiante_id),
  });

  r.put('/api/dashboard/estudiantes/datos-personales', {
    config: { access: 'self', labels },
    schema: {
      tags,
      body: z.object({
        telefonos: contactList(telefonoItem).refine((v) => v.length > 0, { message: JSON.stringify({ es: 'Indique al menos un teléfono.', en: 'Give at least one phone.' }) }),
        emails: contactList(emailItem).refine((v) => v.length > 0, { message: JSON.stringify({ es: 'Indique al menos un correo.', en: 'Give at least one e-mail.' }) }),
        direcciones: contactList(direccionItem),
        estuEnCasoEmergencia: z.string().trim().min(1).max(120),
        estuContactoEmergencia: z.string().trim().min(1).max(30).regex(/^[0-9+() -]*$/),
        // Spec §5: allergies separated by a dot.
        persAlergico: optText(250),
        tipoSangreId: optId,
      }),
    },
    handler: async (req) => {
      const s = await ownStudent(sessionOf(req).usuarioId);
      const before = await read(s.estudiante_id);
      const b = req.body;
      await database.db.transaction(async (tx) => {
        await deps.personas.replaceContacts(tx, s.persona_id, b);
        await tx.execute(sql`update estudiante set estu_en_caso_emergencia = ${b.estuEnCasoEmergencia}, estu_contacto_emergencia = ${b.estuContactoEmergencia},
                               pers_alergico = ${b.persAlergico}, tipo_sangre_id = ${b.tipoSangreId}, datos_actualizados_en = now()
                             where estudiante_id = ${s.estudiante_id}`);
        await audit(tx, req, { entidad: 'estudiante.datosPersonales', entidadId: s.estudiante_id, accion: 'actualizar', antes: before, despues: b });
      });
      return read(s.estudiante_id);
    },
  });

  // The campaign: since when data must be confirmed, and how far the students are.
  const progress = async () => {
    const [row] = (await database.db.execute(sql`
      select (select pa_si_valor from parametro_sistema where pa_si_clave = ${campaignKey} and estatus) as desde,
             count(*) filter (where ${currentSql(sql`e`)})::int as "alDia", count(*) filter (where not ${currentSql(sql`e`)})::int as pendientes
        from estudiante e
       where exists (select 1 from estudiante_carrera ec join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
                      where ec.estudiante_id = e.estudiante_id and ec.activa and st.es_es_indica_estatus_activo)`)).rows as { desde: string | null; alDia: number; pendientes: number }[];
    return { ...row, desde: row.desde || null };
  };
  r.get('/api/academicos/procesamiento-datos-estudiantes', { config: { access: { screens: [campaignScreen] } }, schema: { tags: ['academicos'] }, handler: progress });
  r.put('/api/academicos/procesamiento-datos-estudiantes', {
    config: { access: { screens: [campaignScreen] }, labels },
    schema: { tags: ['academicos'], body: z.object({ desde: optDate }) },
    handler: async (req) => {
      if (req.body.desde && req.body.desde > deps.clock.today()) {
        throw new DomainError('validation', {}, { desde: { es: 'La fecha no puede ser futura.', en: 'The date cannot be in the future.' } });
      }
      await database.db.transaction(async (tx) => {
        if (req.body.desde) {
          await tx.execute(sql`insert into parametro_sistema (pa_si_clave, pa_si_valor, pa_si_descripcion)
                               values (${campaignKey}, ${req.body.desde}, 'Fecha desde la que cada estudiante debe confirmar sus datos personales')
                               on conflict do nothing`);
          await tx.execute(sql`update parametro_sistema set pa_si_valor = ${req.body.desde}, estatus = true where pa_si_clave = ${campaignKey}`);
        } else {
          await tx.execute(sql`update parametro_sistema set estatus = false where pa_si_clave = ${campaignKey}`);
        }
        await audit(tx, req, { entidad: 'parametroSistema', entidadId: campaignKey, accion: 'actualizar', despues: req.body });
      });
      return progress();
    },
  });
}
