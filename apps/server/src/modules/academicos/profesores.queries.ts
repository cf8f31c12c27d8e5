import { sql, type SQL } from 'drizzle-orm';
import type { ProfesorIn, ProfesorSort } from '@claustro/domain/academicos/profesor.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, orderBy } from '../../platform/db/sql.ts';
import { all, countRow, exists, idRow, only, row } from '../../platform/db/rows.ts';
import { profesor } from '@claustro/domain/academicos/profesor.contract';
import { z } from 'zod';

/* The SQL of professors (spec §3 profesor) and their person. */

const select = sql`select f.profesor_id as "profesorId", f.persona_id as "personaId", f.company_id as "companyId",
    f.prof_codigo_referencia as "profCodigo_Referencia", f.sede_id as "sedeId", f.carrera_id as "carreraId", f.estatus_id as "estatusId",
    f.prof_fecha_ingreso::text as "profFechaIngreso", f.prof_es_elegible as "profEsElegible", f.prof_fecha_inhabilidad::text as "profFechaInhabilidad",
    f.prof_inhabilidad_observacion as "profInhabilidad_Observacion", f.profesor_categoria_pago_id as "profesorCategoriaPagoId",
    f.prof_es_director as "profEsDirector", f.prof_es_coordinador as "profEsCoordinador", f.prof_es_administrativo as "profEs_Administrativo",
    f.prof_es_externo as "profEs_Externo", f.prof_educacion_cont as "profEducacionCont", f.prof_caso_emergencia as "profCaso_Emergencia",
    f.prof_caso_emergencia_tel as "profCaso_EmergenciaTel", f.firma_url as "firmaUrl",
    p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
    p.sexo_id as "sexoId", p.nacionalidad_id as "nacionalidadId", p.pers_foto as "persFoto",
    coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id, 'doIdValor', d.do_id_valor))
                from persona_documento_identificacion d where d.persona_id = f.persona_id), '[]'::json) as "documentosIdentificacion",
    coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono))
                from persona_telefono t where t.persona_id = f.persona_id), '[]'::json) as "telefonos"
  from profesor f join persona p on p.persona_id = f.persona_id`;

/** The professor's own columns as written from the form. */
const values = (b: ProfesorIn) => ({
  sede_id: b.sedeId,
  carrera_id: b.carreraId,
  estatus_id: b.estatusId,
  prof_fecha_ingreso: b.profFechaIngreso,
  prof_es_elegible: b.profEsElegible,
  prof_fecha_inhabilidad: b.profFechaInhabilidad,
  prof_inhabilidad_observacion: b.profInhabilidad_Observacion,
  profesor_categoria_pago_id: b.profesorCategoriaPagoId,
  prof_es_director: b.profEsDirector,
  prof_es_coordinador: b.profEsCoordinador,
  prof_es_administrativo: b.profEs_Administrativo,
  prof_es_externo: b.profEs_Externo,
  prof_educacion_cont: b.profEducacionCont,
  prof_caso_emergencia: b.profCaso_Emergencia,
  prof_caso_emergencia_tel: b.profCaso_EmergenciaTel,
});
const columns = (v: Record<string, unknown>) =>
  sql.join(
    Object.keys(v).map((k) => sql.identifier(k)),
    sql`, `,
  );
const params = (v: Record<string, unknown>) =>
  sql.join(
    Object.values(v).map((x) => sql`${x}`),
    sql`, `,
  );
const assignments = (v: Record<string, unknown>) =>
  sql.join(
    Object.entries(v).map(([k, x]) => sql`${sql.identifier(k)} = ${x}`),
    sql`, `,
  );
/** Names match accents and case aside; the reference code as typed (any case). */
const searchWhere = (value: string | null) =>
  value ? sql`p.pers_nombre_busqueda like ${foldedContains(value)} or lower(f.prof_codigo_referencia) like ${containsPattern(value.toLowerCase())}` : sql`true`;

/** How each sortable column of the list is sorted. */
const sortColumns: Record<ProfesorSort, SQL | SQL[]> = {
  profCodigo_Referencia: sql`f.prof_codigo_referencia`,
  persApellidos: [sql`p.pers_apellidos`, sql`p.pers_nombres`],
  sedeId: sql`f.sede_id`,
  profFechaIngreso: sql`f.prof_fecha_ingreso`,
  profEsElegible: sql`f.prof_es_elegible`,
};

export function profesoresQueries(database: Database) {
  const rows = async (q: SQL) => await all(database.db, profesor, q);
  const one = async (where: SQL) => (await rows(sql`${select} where ${where}`))[0];
  return {
    page: async (q: { value?: string; page: number; pageSize: number; sort?: ProfesorSort; order?: 'asc' | 'desc' }) => {
      const like = q.value?.trim() || null;
      const [list, count] = await Promise.all([
        rows(sql`${select} where ${searchWhere(like)}
                 ${orderBy(sortColumns, q, sql`p.pers_apellidos, p.pers_nombres`, sql`f.profesor_id`)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
        only(database.db, countRow, sql`select count(*)::int as n from profesor f join persona p on p.persona_id = f.persona_id where ${searchWhere(like)}`),
      ]);
      return { rows: list, total: count.n };
    },
    eligible: () => rows(sql`${select} where f.prof_es_elegible order by p.pers_apellidos, p.pers_nombres`),
    byCarrera: (carreraId: number) => rows(sql`${select} where f.carrera_id = ${carreraId} order by p.pers_apellidos, p.pers_nombres`),
    byId: (profesorId: number) => one(sql`f.profesor_id = ${profesorId}`),
    byCodigo: (codigo: string) => one(sql`lower(f.prof_codigo_referencia) = lower(${codigo})`),
    byDocumento: (valor: string) =>
      one(sql`exists (select 1 from persona_documento_identificacion d where d.persona_id = f.persona_id and d.do_id_valor = ${valor})`),
    /** Whether this professor is the user's own person. */
    isOwn: (usuarioId: number, profesorId: number) =>
      exists(
        database.db,
        sql`select 1 from profesor f join usuario u on u.persona_id = f.persona_id where f.profesor_id = ${profesorId} and u.usuario_id = ${usuarioId}`,
      ),

    /** The next reference code of a campus (`SD-0001`) from its counter, in the caller's transaction; null for no such campus. */
    async nextCode(tx: Db, sedeId: number): Promise<string | null> {
      const found = await only(
        tx,
        row({ sede: z.string().nullable(), valor: z.number() }),
        sql`
        with s as (insert into secuencia (clave, valor) values (${`profesor:${sedeId}`}, 1)
                   on conflict (clave) do update set valor = secuencia.valor + 1 returning valor)
        select (select sede_iniciales from sede where sede_id = ${sedeId}) as sede, (select valor from s) as valor`,
      );
      return found.sede ? `${found.sede}-${String(found.valor).padStart(4, '0')}` : null;
    },
    async insertPersona(tx: Db, b: ProfesorIn): Promise<number> {
      const created = await only(
        tx,
        idRow,
        sql`insert into persona (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, nacionalidad_id)
            values (${b.persNombres}, ${b.persApellidos}, ${b.persFechaNacimiento}, ${b.sexoId}, ${b.nacionalidadId}) returning persona_id as id`,
      );
      return created.id;
    },
    updatePersona: (tx: Db, personaId: number, b: ProfesorIn) =>
      tx.execute(sql`update persona set pers_nombres = ${b.persNombres}, pers_apellidos = ${b.persApellidos}, pers_fecha_nacimiento = ${b.persFechaNacimiento},
                       sexo_id = ${b.sexoId}, nacionalidad_id = ${b.nacionalidadId} where persona_id = ${personaId}`),
    async insert(tx: Db, personaId: number, codigo: string, b: ProfesorIn): Promise<number> {
      const v = { persona_id: personaId, prof_codigo_referencia: codigo, ...values(b) };
      return (await only(tx, idRow, sql`insert into profesor (${columns(v)}) values (${params(v)}) returning profesor_id as id`)).id;
    },
    update: (tx: Db, profesorId: number, b: ProfesorIn) => {
      const v = { ...values(b), ...(b.profCodigo_Referencia ? { prof_codigo_referencia: b.profCodigo_Referencia } : {}) };
      return tx.execute(sql`update profesor set ${assignments(v)} where profesor_id = ${profesorId}`);
    },
    setFoto: (tx: Db, personaId: number, url: string) => tx.execute(sql`update persona set pers_foto = ${url} where persona_id = ${personaId}`),
    setFirma: (tx: Db, profesorId: number, url: string) => tx.execute(sql`update profesor set firma_url = ${url} where profesor_id = ${profesorId}`),
  };
}
