import { useState } from 'react';
import { Stack } from '@mui/material';
import { notasPorSeccionesScreen } from '@claustro/domain/calificaciones/digitacion.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { SeccionPicker } from './SeccionPicker.tsx';
import { HojaNotas } from './HojaNotas.tsx';

/** `/academicos/notas-por-secciones`: a section's grades as its sheet holds them (submitted or not), read only. */
export default function NotasPorSeccionesPage() {
  const title = screenTitle(notasPorSeccionesScreen, currentLang())!;
  const [seccion, setSeccion] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <SeccionPicker value={seccion} onChange={setSeccion} />
      {seccion && <HojaNotas key={seccion} seccionAsignaturaId={seccion} readOnly />}
    </Stack>
  );
}
