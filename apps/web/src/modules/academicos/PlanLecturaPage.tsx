import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, ButtonBase, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { planesApi, type PlanLectura } from '@claustro/domain/academicos/plan.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { planByTerm, prerequisiteChain } from '@claustro/domain/academicos/plan-lectura.rules';
import { formatDate } from '../../platform/i18n.ts';
import { ResourceForm } from '../../platform/resources/ResourceForm.tsx';
import { useCatalogueRecord } from '../../platform/resources/useLookup.ts';
import { planesKeys, usePlanLectura } from './api.ts';
import { PrintButton } from '../../platform/PrintButton.tsx';

type Subject = PlanLectura['asignaturas'][number];
type Role = 'self' | 'antes' | 'despues' | null;

const Fact = ({ label, children }: { label: string; children: ReactNode }) =>
  children ? (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  ) : null;

/** One subject of a term; its role in the chain of the subject pointed at colours it. */
function SubjectCard({
  s,
  role,
  codes,
  onPoint,
  pinned,
}: {
  s: Subject;
  role: Role;
  codes: (ids: number[]) => string;
  onPoint: (id: number | null, pin?: boolean) => void;
  pinned: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const tone =
    role === 'self' ? theme.palette.primary.main : role === 'antes' ? theme.palette.warning.main : role === 'despues' ? theme.palette.info.main : null;
  return (
    <ButtonBase
      component="li"
      focusRipple
      aria-pressed={pinned}
      onMouseEnter={() => onPoint(s.asignaturaId)}
      onMouseLeave={() => onPoint(null)}
      onFocus={() => onPoint(s.asignaturaId)}
      onBlur={() => onPoint(null)}
      onClick={() => onPoint(s.asignaturaId, true)}
      data-role={role ?? undefined}
      sx={{
        display: 'block',
        textAlign: 'left',
        width: '100%',
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: tone ?? 'divider',
        borderLeftWidth: tone ? 4 : 1,
        bgcolor: tone ? alpha(tone, 0.1) : 'background.paper',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
          {s.codigo}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('plan.creditsShort', { n: s.creditos })}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {s.nombre}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('plan.hours', { ht: s.horasTeoricas, hp: s.horasPracticas })}
      </Typography>
      {s.prerrequisitos.length > 0 && (
        <Typography variant="caption" component="div">
          {t('plan.requires')}: {codes(s.prerrequisitos)}
        </Typography>
      )}
      {s.correquisitos.length > 0 && (
        <Typography variant="caption" component="div">
          {t('plan.corequisites')}: {codes(s.correquisitos)}
        </Typography>
      )}
    </ButtonBase>
  );
}

function PlanView({ data, onEdit }: { data: PlanLectura; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const [pointed, setPointed] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const { terminos, totales } = useMemo(() => planByTerm(data.asignaturas), [data]);
  const codeOf = useMemo(() => new Map(data.asignaturas.map((s) => [s.asignaturaId, s.codigo])), [data]);
  const codes = (ids: number[]) => ids.map((id) => codeOf.get(id) ?? '?').join(', ');
  const focus = pointed ?? pinned;
  const chain = useMemo(() => (focus ? prerequisiteChain(focus, data.asignaturas) : null), [focus, data]);
  const roleOf = (id: number): Role => (!chain ? null : id === focus ? 'self' : chain.antes.has(id) ? 'antes' : chain.despues.has(id) ? 'despues' : null);
  const point = (id: number | null, pin?: boolean) => (pin ? setPinned(pinned === id ? null : id) : setPointed(id));
  const p = data.plan;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {t('plan.title')}
              </Typography>
              <Typography variant="h5" component="h1">
                {p.descripcion}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
                <Chip size="small" label={p.carrera} />
                <Chip size="small" label={t('plan.version', { n: p.version })} />
                {p.vigente && <Chip size="small" color="success" label={t('plan.inForce')} />}
              </Stack>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
              <PrintButton path={pathOf(planesApi.pdf, { planEstudioId: p.planEstudioId })} />
              <Button variant="contained" onClick={onEdit}>
                {t('plan.edit')}
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5, mt: 2 }}>
            <Fact label={t('plan.school')}>{p.escuela}</Fact>
            <Fact label={t('plan.from')}>{formatDate(p.fechaInicio, i18n.language)}</Fact>
            <Fact label={t('plan.resolution')}>{p.resolucion}</Fact>
            <Fact label={t('plan.degree')}>{[p.tituloMasculino, p.tituloFemenino].filter(Boolean).join(' / ')}</Fact>
            <Fact label={t('plan.subjects')}>{totales.numAsignaturas}</Fact>
            <Fact label={t('plan.credits')}>{totales.creditos}</Fact>
            <Fact label={t('plan.totalHours')}>{totales.horas}</Fact>
            <Fact label={t('plan.terms')}>{terminos.length}</Fact>
          </Box>
        </CardContent>
      </Card>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('plan.chainHint')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" variant="outlined" color="warning" label={t('plan.needs')} />
          <Chip size="small" variant="outlined" color="info" label={t('plan.opens')} />
        </Stack>
      </Stack>

      {terminos.length === 0 ? (
        <Alert severity="info">{t('plan.empty')}</Alert>
      ) : (
        <Box
          component="section"
          aria-label={t('plan.terms')}
          // Terms side by side, as many as the screen holds, wrapping in order: the whole plan without sideways scrolling.
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(160px, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            alignItems: 'start',
          }}
        >
          {terminos.map((term) => (
            <Box key={term.cuatrimestre} sx={{ minWidth: 0 }}>
              <Box sx={{ mb: 1, px: 0.5 }}>
                <Typography variant="subtitle2" component="h2">
                  {t('plan.term', { n: term.cuatrimestre })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('plan.termTotals', { subjects: term.numAsignaturas, credits: term.creditos, hours: term.horas })}
                </Typography>
              </Box>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {term.asignaturas.map((s) => (
                  <SubjectCard key={s.asignaturaId} s={s} role={roleOf(s.asignaturaId)} codes={codes} onPoint={point} pinned={pinned === s.asignaturaId} />
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** `/academicos/planes-estudios/{planEstudioId}`: a study plan as a registrar reads it, printable, editable with the plans' screen. */
export default function PlanLecturaPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const planEstudioId = Number(useParams().planEstudioId);
  const plan = usePlanLectura(planEstudioId);
  const [editing, setEditing] = useState(false);
  const record = useCatalogueRecord(planEstudio, planEstudioId, editing);
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={planEstudio.screen} size="small">
          ← {t('plan.all')}
        </Button>
      </Box>
      {plan.data ? (
        <PlanView data={plan.data} onEdit={() => setEditing(true)} />
      ) : plan.error ? (
        <Alert severity="error">{plan.error.message}</Alert>
      ) : (
        <LinearProgress aria-label="…" />
      )}
      <ResourceForm
        def={planEstudio}
        record={editing ? (record.data ?? null) : null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void qc.invalidateQueries({ queryKey: planesKeys.all });
          void qc.invalidateQueries({ queryKey: ['resource', planEstudio.name] });
        }}
      />
    </Stack>
  );
}
