import type { z } from 'zod';
import { curso } from '@claustro/domain/educacion-continuada/curso.resource';
import { cursoPlantilla } from '@claustro/domain/educacion-continuada/curso-plantilla.resource';
import type { cursoDesdePlantillaIn } from '@claustro/domain/educacion-continuada/plantilla.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import { plantillaQueries as q } from './plantilla.queries.ts';

type Lineas = { texto: string }[];

/**
 * A course made from a template: what the template says the course is and costs, with this edition's
 * dates, campus and seats, in the first state that takes no enrolments yet (planned) — written through
 * the course's declaration, so its validation and audit are a course's.
 */
export function plantillaService(deps: { database: Database; catalogues: CatalogueService }) {
  const db = deps.database.db;
  const plantillas = deps.catalogues.of(cursoPlantilla);
  const cursos = deps.catalogues.of(curso);
  return {
    /** In the caller's transaction when given one (a company's request accepted), else in its own. */
    async crearCurso({ actor, input }: ServiceCall<z.output<typeof cursoDesdePlantillaIn> & { cursoPlantillaId: number }>, enTx?: Db) {
      const p = await plantillas.get(input.cursoPlantillaId);
      const escribir = async (tx: Db) =>
        cursos.create(
          actor,
          {
            cursoPlantillaId: input.cursoPlantillaId,
            curTitulo: p.cuPlTitulo,
            edicion: input.edicion,
            categoriaCursoId: p.categoriaCursoId,
            curTituloOtorgadoId: p.cuPlTituloOtorgadoId,
            curModalidadId: p.cuPlModalidadId,
            sedeId: input.sedeId,
            curFechaInicio: input.curFechaInicio,
            curFechaFinal: input.curFechaFinal,
            curCantidadHoras: p.cuPlCantidadHoras,
            curAsistenciaMinima: p.cuPlAsistenciaMinima,
            curCupo: input.curCupo,
            curMonedaId: p.cuPlMonedaId,
            curCosto: p.cuPlCosto,
            curMontoIns: p.cuPlMontoIns,
            curCantCuotas: p.cuPlCantCuotas,
            curRecargo: p.cuPlRecargo,
            servicioContableID: p.servicioContableID,
            estadoCursoID: await q.estadoPlanificado(tx),
            curImprimirCert: p.cuPlImprimirCert,
            objetivos: p.objetivos as Lineas,
            audiencias: p.audiencias as Lineas,
            contenidos: p.contenidos as Lineas,
          },
          tx,
        );
      const creado = await (enTx ? escribir(enTx) : db.transaction(escribir));
      return { cursoId: creado.cursoId as number, curTitulo: String(creado.curTitulo) };
    },
  };
}
export type PlantillaService = ReturnType<typeof plantillaService>;
