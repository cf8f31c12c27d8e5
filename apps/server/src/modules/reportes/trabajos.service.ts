import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { columnasDe, consultaDe, parametrosDe, type FormatoReporte, type Reporte } from '@claustro/domain/reportes/engine';
import { fill, mailTexts } from '@claustro/domain/messages/mail';
import type { TrabajoReporte } from '@claustro/domain/reportes/trabajos.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, parseInput } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { reportContext, reportRows, reportSummary, type ReportQuery } from '../../platform/reports/engine.ts';
import type { ReplicaReader } from '../../platform/reports/replica.ts';
import { tituloDe } from '../../platform/reports/route.ts';
import { reportFile } from '../../platform/reports/writers.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { trabajosQueries as q } from './trabajos.queries.ts';

export interface TrabajosDeps {
  database: Database;
  reports: ReplicaReader;
  jobs: JobRunner;
  access: AccessCache;
  mensajes: MensajesService;
  institution: Institution;
  clock: Clock;
  filesDir: string;
  /** Every report of the product with its SQL. */
  catalogo: Map<string, [Reporte, ReportQuery]>;
}

/**
 * A report's file made in the background: asked for by a user who may open the report, with the
 * parameters its endpoint accepts; written from the report's cursor to a file of its own, its progress
 * kept; its user told through the bell when it is ready. Only its user downloads it.
 */
export function trabajosService(deps: TrabajosDeps) {
  const db = deps.database.db;
  const carpeta = join(deps.filesDir, 'reportes');

  async function reporteDe(actor: Actor, nombre: string): Promise<[Reporte, ReportQuery]> {
    const found = deps.catalogo.get(nombre);
    if (!found) throw new DomainError('not_found');
    if (!(await deps.access.holds(actor.usuarioId, [found[0].screen]))) throw new DomainError('forbidden');
    return found;
  }

  return {
    async crear({
      actor,
      input,
    }: ServiceCall<{ reporte: string; formato: FormatoReporte; consulta: Record<string, string | number> }>): Promise<TrabajoReporte> {
      const [r] = await reporteDe(actor, input.reporte);
      // The parameters as the report's own endpoint checks them: a bad one is the same 400.
      const parsed = parseInput(consultaDe(r), { ...input.consulta, formato: input.formato }) as Record<string, unknown>;
      const columnas = (parsed.columnas as string[] | undefined)?.join(',');
      const consulta = { ...parametrosDe(r, parsed), orden: parsed.orden as string | undefined, dir: parsed.dir as string | undefined, columnas };
      const t = await db.transaction(async (tx) => {
        const made = await q.crear(tx, { usuarioId: actor.usuarioId, reporte: r.nombre, formato: input.formato, consulta, lang: actor.lang });
        await audit(tx, actor, {
          entidad: 'reporteTrabajo',
          entidadId: made.trabajoId,
          accion: 'crear',
          despues: { reporte: r.nombre, formato: input.formato, consulta },
        });
        return made;
      });
      await deps.jobs.enqueue('reportes.archivo', { trabajoId: t.trabajoId }, { claveUnica: `reportes.archivo:${t.trabajoId}`, maxIntentos: 2 });
      return t;
    },

    lista: ({ actor, input }: ServiceCall<{ reporte: string }>) => q.deUsuario(db, actor.usuarioId, input.reporte),

    /** Where a ready file of the user's is kept, and how it is named. */
    async archivo({ actor, input }: ServiceCall<{ trabajoId: number }>) {
      const t = await q.pedido(db, input.trabajoId);
      if (!t || t.usuarioId !== actor.usuarioId || t.estado !== 'listo' || !t.archivo) throw new DomainError('not_found');
      return { ruta: join(carpeta, t.archivo), formato: t.formato, nombre: `${t.reporte}-${input.trabajoId}.${t.formato}` };
    },

    handlers: {
      'reportes.archivo': async ({ trabajoId }: { trabajoId: number }, ctx: { final: boolean }) => {
        const t = await q.pedido(db, trabajoId);
        if (!t || t.estado === 'listo') return;
        const [r, query] = deps.catalogo.get(t.reporte)!;
        try {
          const p = parametrosDe(r, t.consulta);
          const sqlDe = query(p, reportContext(t.usuarioId, deps.institution.timeZone, deps.clock.today()));
          const reader = await deps.reports.reader();
          // Counted and totalled in one reading, before the rows: the progress is told against the count, the totals printed at the end.
          const { total, totales } = await reportSummary(reader, r, sqlDe);
          await q.empezar(db, trabajoId, total);
          mkdirSync(carpeta, { recursive: true });
          const archivo = `${trabajoId}-${randomBytes(16).toString('hex')}.${t.formato}`;
          let hechas = 0;
          let contadas = 0;
          const file = reportFile(
            t.formato,
            {
              titulo: tituloDe(r, t.lang),
              detalle: '',
              columnas: columnasDe(r, typeof t.consulta.columnas === 'string' ? t.consulta.columnas.split(',') : null),
              lang: t.lang,
              filas: reportRows(reader, r, sqlDe, { orden: t.consulta.orden as string | undefined, dir: t.consulta.dir as 'asc' | 'desc' | undefined }),
              totales: async () => totales,
              // Progress written every 10,000 rows: the screen shows it moving, the database is not asked at every batch.
              progreso: (n) => {
                hechas = n;
                if (n - contadas >= 10_000) void q.avance(db, trabajoId, (contadas = n)).catch(() => undefined);
              },
            },
            deps.institution,
          );
          await pipeline(file, createWriteStream(join(carpeta, archivo)));
          let tell = async () => {};
          await db.transaction(async (tx) => {
            await q.listo(tx, trabajoId, archivo, hechas);
            const texto = mailTexts(t.lang).reporteListo;
            const valores = { reporte: tituloDe(r, t.lang), filas: hechas.toLocaleString('en-US'), formato: t.formato.toUpperCase() };
            tell = (
              await deps.mensajes.notice(tx, {
                usuarioIds: [t.usuarioId],
                asunto: fill(texto.asunto, valores),
                mensaje: fill(texto.texto, valores),
                correo: false,
                causa: null,
              })
            ).despues;
          });
          await tell();
        } catch (err) {
          if (ctx.final) await q.fallido(db, trabajoId, (err as Error).message);
          throw err;
        }
      },
    },
  };
}
export type TrabajosService = ReturnType<typeof trabajosService>;
