import { useSearchParams } from 'react-router';
import { Stack } from '@mui/material';
import { digitacionScreen } from '@claustro/domain/calificaciones/digitacion.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { SeccionPicker } from './SeccionPicker.tsx';
import { HojaNotas } from './HojaNotas.tsx';

/**
 * `/academicos/digitacion-notas`: a section's grade sheet. A professor picks one of their sections of
 * the period (staff search any); each student's score gets its letter as it is typed; the sheet is
 * saved as often as needed and submitted once complete, after which it no longer changes (a grade is
 * corrected then by asking for an acta supletoria, from the same sheet). The section is in the
 * address, so a reload comes back to it.
 */
export default function DigitacionPage() {
  const title = screenTitle(digitacionScreen, currentLang())!;
  const [params, setParams] = useSearchParams();
  const seccion = Number(params.get('seccion')) || null;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <SeccionPicker value={seccion} onChange={(s) => setParams(s ? { seccion: String(s) } : {})} />
      {seccion && <HojaNotas key={seccion} seccionAsignaturaId={seccion} />}
    </Stack>
  );
}
