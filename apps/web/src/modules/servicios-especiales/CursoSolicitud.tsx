import { useTranslation } from 'react-i18next';
import { Chip, Stack, Typography } from '@mui/material';
import { estadoServicioLabels } from '@claustro/domain/servicios-especiales/servicio-especial.contract';
import type { EstadoServicio } from '@claustro/domain/servicios-especiales/servicio-especial.rules';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';

const colores: Record<EstadoServicio, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  recibida: 'default',
  en_revision: 'info',
  aprobada: 'success',
  rechazada: 'error',
  completada: 'success',
  cancelada: 'warning',
};

/** A request's state as a chip. */
export function EstadoChip({ estado }: { estado: EstadoServicio }) {
  return <Chip size="small" color={colores[estado]} label={estadoServicioLabels[estado][currentLang()]} />;
}

/** A request's course: each state it went through, when, by whom (staff see it), and the note sent. */
export function CursoSolicitud({ pasos }: { pasos: { estado: EstadoServicio; nota: string | null; en: string; usuario?: string | null }[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('specialServices.course')}>
      {pasos.map((p, i) => (
        <Stack key={i} component="li" spacing={0.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <EstadoChip estado={p.estado} />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(p.en, lang)}
              {p.usuario ? ` · ${t('specialServices.by', { usuario: p.usuario })}` : ''}
            </Typography>
          </Stack>
          {p.nota && <Typography variant="body2">{p.nota}</Typography>}
        </Stack>
      ))}
    </Stack>
  );
}
