import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, ButtonBase, Chip, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { programacionScreen, type ProgramacionMateria } from '@claustro/domain/horarios/programacion.contract';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { SeccionDialog } from './SeccionDialog.tsx';
import { useProgramacion } from './api.ts';
import { meetingsLine, profesoresDe } from '../../platform/weekly-items.ts';

type Choice = number | '';
/** What the dialog is open on: a section, or a new one of a subject. */
type Editing = { seccion: Seccion } | { nueva: ProgramacionMateria } | null;

/**
 * `/academicos/programacion-asignaturas`: a study plan read against a period on a campus — each term
 * with its subjects and the sections programmed for them (hours, professors, seats) — where a subject
 * with no section is programmed, and a section opened to change its hours, room or professor.
 */
export default function ProgramacionPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title = screenTitle(programacionScreen, lang)!;
  const choice = usePeriodChoice({ registration: true });
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const planes = useCatalogueRows(planEstudio);
  const [sede, setSede] = useState<Choice>('');
  const [carrera, setCarrera] = useState<Choice>('');
  const [plan, setPlan] = useState<Choice>('');
  const [editing, setEditing] = useState<Editing>(null);
  // Until chosen: the first campus and career, and the career's plan in force.
  const sedeId = sede || sedes.options[0]?.id;
  const carreraId = carrera || carreras.options[0]?.id;
  const plans = (planes.data ?? []).filter((p) => p.carreraId === carreraId).sort((a, b) => Number(b.plEnVigente) - Number(a.plEnVigente));
  const planEstudioId = plan || plans[0]?.planEstudioId;
  const { period, periodoAcademicoId } = choice;
  const query = periodoAcademicoId && sedeId && planEstudioId ? { periodoAcademicoId, sedeId, planEstudioId } : null;
  const data = useProgramacion(query);
  const materias = data.data ?? [];
  const terms = [...new Set(materias.map((m) => m.cuatrimestre))];
  const programadas = materias.filter((m) => m.secciones.length).length;
  const secciones = materias.flatMap((m) => m.secciones);

  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <PeriodSelect choice={choice} />
      </ListHeader>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField label={t('sections.campus')} value={sedeId} onChange={setSede} options={sedes.options} />
        <ChoiceField
          label={t('programming.career')}
          value={carreraId}
          onChange={(v) => {
            setCarrera(v);
            setPlan('');
          }}
          options={carreras.options}
        />
        <ChoiceField
          label={t('programming.plan')}
          value={planEstudioId}
          onChange={setPlan}
          options={plans.map((p) => ({ id: p.planEstudioId, label: `${p.plEnDescripcion ?? ''}${p.plEnVigente ? '' : ` (${t('programming.notInForce')})`}` }))}
        />
      </Stack>
      {carreraId && planes.data && !plans.length && <Alert severity="info">{t('programming.noPlan')}</Alert>}
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {query && data.data && (
        <Typography color="text.secondary" aria-live="polite">
          {t('programming.summary', {
            programadas,
            total: materias.length,
            secciones: secciones.length,
            inscritos: secciones.reduce((n, s) => n + s.seEnInscritos, 0),
            cupo: secciones.reduce((n, s) => n + s.seEnCapacidad, 0),
          })}
        </Typography>
      )}
      {terms.map((term) => {
        const of = materias.filter((m) => m.cuatrimestre === term);
        return (
          <Paper key={term} variant="outlined" component="section" aria-labelledby={`term-${term}`}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ px: 2, py: 1.25, alignItems: 'baseline', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography id={`term-${term}`} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                {t('programming.term', { n: term })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('programming.termLine', {
                  creditos: of.reduce((n, m) => n + m.creditos, 0),
                  programadas: of.filter((m) => m.secciones.length).length,
                  total: of.length,
                })}
              </Typography>
            </Stack>
            {of.map((m) => (
              <SubjectRow key={m.asignaturaId} m={m} carreraId={carreraId} onOpen={(s) => setEditing({ seccion: s })} onNew={() => setEditing({ nueva: m })} />
            ))}
          </Paper>
        );
      })}
      {editing && period && query && (
        <SeccionDialog
          seccion={'seccion' in editing ? editing.seccion : null}
          defaults={{
            periodoAcademicoId: query.periodoAcademicoId,
            sedeId: query.sedeId,
            seEnFechaInicia: period.peAcFechaInicio ?? '',
            seEnFechaFinaliza: period.peAcFechaFin ?? '',
            ...('nueva' in editing && {
              asignaturaId: editing.nueva.asignaturaId,
              planEstudioId: query.planEstudioId,
              carreraId: carreraId ?? null,
              seEnCuatrimestreAsignatura: editing.nueva.cuatrimestre,
              seccionId: Math.max(0, ...editing.nueva.secciones.map((s) => s.seccionId)) + 1,
            }),
          }}
          phone={phone}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** A subject of the plan: its code, name and credits, and its sections (or word that it has none); another career's section says whose it is. */
function SubjectRow({ m, carreraId, onOpen, onNew }: { m: ProgramacionMateria; carreraId?: number; onOpen: (s: Seccion) => void; onNew: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1fr) minmax(0, 2fr) auto' },
        gap: 1,
        px: 2,
        py: 1.25,
        alignItems: 'start',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>
          {m.asignaturaCodigo} {m.asignaturaDescripcion}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('programming.credits', { count: m.creditos })}
        </Typography>
      </Box>
      <Stack spacing={0.75}>
        {m.secciones.length === 0 && <Chip size="small" color="warning" label={t('programming.none')} sx={{ alignSelf: 'flex-start' }} />}
        {m.secciones.map((s) => (
          <ButtonBase
            key={s.seccionAsignaturaId}
            onClick={() => onOpen(s)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1, px: 1, py: 0.5, bgcolor: 'action.hover', opacity: s.estatus ? 1 : 0.6 }}
          >
            <Typography variant="body2" component="span">
              <strong>{seccionNombre(s)}</strong> · {meetingsLine(s, lang) || t('sections.noMeetings')}
              {profesoresDe(s) && ` · ${profesoresDe(s)}`} · {t('programming.seats', { inscritos: s.seEnInscritos, cupo: s.seEnCapacidad })}
              {s.carreraDescripcion && s.carreraId !== carreraId && ` · ${s.carreraDescripcion}`}
              {!s.estatus && ` · ${t('programming.inactive')}`}
            </Typography>
          </ButtonBase>
        ))}
      </Stack>
      <Button size="small" variant={m.secciones.length ? 'text' : 'outlined'} onClick={onNew} sx={{ justifySelf: { xs: 'start', md: 'end' } }}>
        {m.secciones.length ? t('programming.another') : t('programming.program')}
      </Button>
    </Box>
  );
}
