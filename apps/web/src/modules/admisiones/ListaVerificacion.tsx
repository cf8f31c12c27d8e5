import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { listaVerificacion, type EstadoPaso, type PasoAdmision } from '@claustro/domain/admisiones/lista-verificacion.rules';
import type { Solicitud } from '@claustro/domain/admisiones/solicitud.contract';
import { formatDate } from '../../platform/i18n.ts';

const icons: Record<EstadoPaso, ReactElement> = {
  hecho: <CheckCircleIcon color="success" />,
  pendiente: <HourglassEmptyIcon color="warning" />,
  rechazado: <CancelIcon color="error" />,
  no_aplica: <RemoveCircleOutlineIcon color="disabled" />,
};

/**
 * An admission request's checklist (documents, tests, validation, the committee's decision with its
 * notes, the admission with its student ID): where the request stands, on one screen.
 */
export function ListaVerificacion({ s }: { s: Solicitud }) {
  const { t, i18n } = useTranslation();
  const detail = (p: PasoAdmision): string | null => {
    switch (p.paso) {
      case 'documentos':
        return [
          t('admission.stepDocs', { aceptados: p.aceptados, obligatorios: p.obligatorios }),
          p.faltan > 0 && t('admission.stepDocsMissing', { count: p.faltan }),
          p.porRevisar > 0 && t('admission.stepDocsToReview', { count: p.porRevisar }),
          p.rechazados > 0 && t('admission.stepDocsRejected', { count: p.rechazados }),
        ]
          .filter(Boolean)
          .join(' · ');
      case 'pruebas':
        return p.total ? t('admission.stepTests', { aprobadas: p.aprobadas, total: p.total }) : t('admission.stepTestsNone');
      case 'validacion':
        return s.estadoDescripcion;
      case 'comite':
        return [
          s.comiteDecision && t(`admission.committee_${s.comiteDecision}`),
          s.comiteFecha && t('admission.committeeOn', { date: formatDate(s.comiteFecha, i18n.language) }),
          s.comiteNotas,
        ]
          .filter(Boolean)
          .join(' · ');
      case 'admision':
        return s.matriculaId && `${t('students.matricula')} ${s.matriculaId}`;
    }
  };
  return (
    <section aria-labelledby="lista-verificacion">
      <Typography id="lista-verificacion" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('admission.checklist')}
      </Typography>
      <List dense disablePadding>
        {listaVerificacion(s).map((p) => (
          <ListItem key={p.paso} disableGutters data-paso={p.paso} data-estado={p.estado}>
            <ListItemIcon sx={{ minWidth: 36 }}>{icons[p.estado]}</ListItemIcon>
            <ListItemText primary={`${t(`admission.step_${p.paso}`)} — ${t(`admission.state_${p.estado}`)}`} secondary={detail(p) || null} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
