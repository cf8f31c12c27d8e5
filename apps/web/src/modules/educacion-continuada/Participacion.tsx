import { useTranslation } from 'react-i18next';
import { Chip, Stack, Typography } from '@mui/material';
import { requisitoLabels, type Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { formatMoney } from '@claustro/domain/platform/money';
import { currentLang, formatDate } from '../../platform/i18n.ts';

/** Whether a participation has its certificate, may have it, or what it lacks — as a chip (`corto`: how many things, when more than one). */
export function CertificadoChip({ p, corto }: { p: Participacion; corto?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (p.certificado) return <Chip size="small" color="success" label={t('contedu.certified')} />;
  if (!p.falta.length) return <Chip size="small" color="info" label={t('contedu.ready')} />;
  const todo = p.falta.map((f) => requisitoLabels[f][lang]).join(' · ');
  const label = corto && p.falta.length > 1 ? t('contedu.lacks', { n: p.falta.length }) : todo;
  return <Chip size="small" variant="outlined" label={label} title={todo} sx={{ maxWidth: '100%' }} />;
}

/** One participation as its dialogs show it: course and dates, attendance, documents, account, certificate. */
export function ParticipacionDetalle({ p }: { p: Participacion }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <strong>{p.curso}</strong> · {formatDate(p.inicio, lang)} – {formatDate(p.fin, lang)} · {p.estado}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[p.identificacion, p.email, p.celular, p.codigo, p.ejecutivo && t('contedu.soldBy', { nombre: p.ejecutivo })].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2">
        <strong>{t('contedu.attendance')}:</strong>{' '}
        {t('contedu.attendanceOf', {
          presentes: p.asistencia.presentes,
          sesiones: p.asistencia.sesiones,
          porcentaje: p.asistencia.porcentaje,
          minimo: p.asistencia.minimo,
        })}
      </Typography>
      <Typography variant="body2">
        <strong>{t('contedu.account')}:</strong>{' '}
        {p.saldo
          ? t('contedu.accountOf', {
              cargado: formatMoney(p.saldo.cargado, p.saldo.moneda),
              pagado: formatMoney(p.saldo.pagado, p.saldo.moneda),
              balance: formatMoney(p.saldo.balance, p.saldo.moneda),
            })
          : t('contedu.noCharges')}
      </Typography>
      {p.documentos.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('contedu.documents')}
          </Typography>
          {p.documentos.map((d) => (
            <Stack key={d.documentoPlantillaId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" color={d.cumple ? 'success' : 'default'} label={d.estado ?? t('contedu.notHandedIn')} />
              <Typography variant="body2">
                {d.documento}
                {d.obligatorio ? '' : ` (${t('contedu.optional')})`}
                {d.nota ? ` — ${d.nota}` : ''}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('contedu.certificate')}:
        </Typography>
        <CertificadoChip p={p} />
        {p.certificado && <Typography variant="body2">{p.certificado}</Typography>}
      </Stack>
    </Stack>
  );
}
