import { sql, type SQL } from 'drizzle-orm';

/**
 * The academic documents an admission type asks for (its active groupings), each once, required if
 * any grouping requires it: rows of `documento_academico_id, obligatorio`. Admission requests and
 * student careers both list their documents from here: a read rule over catalogues (groupings of
 * academic documents) that two modules embed in their own queries, so it lives with the catalogues
 * rather than inside either module.
 */
export const documentosRequeridosSql = (admitidoComoId: SQL) => sql`
  select gd.documento_academico_id, bool_or(gd.obligatorio) as obligatorio
    from documento_academico_agrupacion g
    join documento_academico_agrupacion_documentos gd on gd.owner_id = g.documento_academico_agrupacion_id
   where g.admitido_como_id = ${admitidoComoId} and g.estatus
   group by gd.documento_academico_id`;
