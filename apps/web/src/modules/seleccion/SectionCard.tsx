import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { Rechazo, SeccionCandidata } from '@claustro/domain/seleccion/seleccion.rules';
import { currentLang } from '../../platform/i18n.ts';
import { meetingsLine } from '../../platform/weekly-items.ts';
import { profesoresDe, reunionesDe } from '@claustro/domain/horarios/semana-items';
import { modalidadDe } from '@claustro/domain/seleccion/busqueda.rules';

/** A section as the registration rules read it (the same rules the server applies). */
export const asCandidata = (s: Seccion): SeccionCandidata => ({
  seccionAsignaturaId: s.seccionAsignaturaId,
  nombre: seccionNombre(s),
  asignaturaId: s.asignaturaId,
  creditos: s.creditos,
  periodoAcademicoId: s.periodoAcademicoId,
  activa: s.estatus,
  reuniones: reunionesDe(s),
});

/** A section as a card: its name and subject, its hours and credits, what is said of it, and one action. */
export function SectionCard({ s, action, children, footer }: { s: Seccion; action?: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {seccionNombre(s)} {s.asignaturaDescripcion}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {meetingsLine(s, currentLang()) || t('sections.noMeetings')} · {t('registration.creditsN', { n: s.creditos })}
          </Typography>
          {profesoresDe(s) && (
            <Typography variant="body2" color="text.secondary">
              {profesoresDe(s)}
            </Typography>
          )}
          {children}
        </Box>
        {action}
      </Stack>
      {footer}
    </Paper>
  );
}

/** A section on offer: its seats left (or full), its waiting list, campus when asked, how it is taught when not on campus, and, when the rules would refuse it, why. */
export function OfferChips({ s, why, sede }: { s: Seccion; why?: Rechazo; sede?: boolean }) {
  const { t } = useTranslation();
  const left = s.seEnCapacidad - s.seEnInscritos;
  const modalidad = modalidadDe(s);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={left > 0 ? 'default' : 'error'} label={left > 0 ? t('registration.seatsLeft', { count: left }) : t('registration.full')} />
      {s.enEspera > 0 && <Chip size="small" variant="outlined" label={t('classSearch.waiting', { count: s.enEspera })} />}
      {modalidad !== 'presencial' && <Chip size="small" variant="outlined" color="info" label={t(`classSearch.modalities.${modalidad}`)} />}
      {sede && <Chip size="small" variant="outlined" label={s.sedeDescripcion} />}
      {why && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={why.motivo[currentLang()]}
          sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      )}
    </Stack>
  );
}
