import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Actor } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { EstudiantesService } from '../academicos/estudiantes.service.ts';
import { carnetPdf } from './carnet.pdf.ts';

/** Student ID cards: the student (as the user may see them) on a card with their photo and a QR code. */
export function carnetService(deps: { institution: Institution; estudiantes: EstudiantesService; filesDir: string }) {
  return {
    async card({ actor, input }: { actor: Actor; input: { estudianteId: number } }) {
      const s = await deps.estudiantes.get({ actor, input });
      const career = s.carreras.find((c) => c.activa) ?? s.carreras[0];
      const photoPath = s.persFoto ? resolve(deps.filesDir, 'fotos', s.persFoto.split('/').pop()!) : null;
      const pdf = await carnetPdf(deps.institution, {
        matricula: s.matriculaId,
        nombre: `${s.persNombres} ${s.persApellidos}`,
        carrera: career?.carrDescripcion ?? '',
        sede: career?.sedeDescripcion ?? '',
        foto: photoPath && existsSync(photoPath) ? readFileSync(photoPath) : null,
      });
      return { pdf, fileName: `carnet-${s.matriculaId}.pdf` };
    },
  };
}
export type CarnetService = ReturnType<typeof carnetService>;
