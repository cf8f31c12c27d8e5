import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { first, row } from '../../platform/db/rows.ts';

/* The SQL of a company's course quote: the template's price and lists, and the company. */

export const cotizacionCursoQueries = {
  plantilla: (db: Db, cursoPlantillaId: number) =>
    first(
      db,
      row({
        curso: z.string(),
        horas: z.number(),
        modalidad: z.string().nullable(),
        costo: z.string(),
        montoInscripcion: z.string(),
        cuotas: z.number(),
        moneda: z.string(),
        contenidos: z.array(z.string()),
      }),
      sql`select p.cu_pl_titulo as curso, p.cu_pl_cantidad_horas as horas, m.mo_cu_nombre as modalidad, p.cu_pl_costo::text as costo,
                 coalesce(p.cu_pl_monto_ins, 0)::text as "montoInscripcion", coalesce(p.cu_pl_cant_cuotas, 0) as cuotas, mp.mo_pa_codigo as moneda,
                 coalesce((select json_agg(c.texto order by c.id) from ec_curso_plantilla_contenidos c where c.owner_id = p.curso_plantilla_id), '[]'::json) as contenidos
            from ec_curso_plantilla p join moneda_pago mp on mp.moneda_pago_id = p.cu_pl_moneda_id
            left join ec_modalidad_curso m on m.modalidad_curso_id = p.cu_pl_modalidad_id
           where p.curso_plantilla_id = ${cursoPlantillaId}`,
    ),
  empresa: (db: Db, empresaId: number) =>
    first(
      db,
      row({ nombre: z.string(), rnc: z.string().nullable() }),
      sql`select emp_nombre as nombre, emp_rnc as rnc from ec_empresa where empresa_id = ${empresaId}`,
    ),
};
