import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../platform/SelectField.tsx';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Chip, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { auditoriaPropiaScreen, auditoriaScreen, type AuditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { useSeleccionPropia } from '../seleccion/api.ts';
import { useAuditoria } from './api.ts';
import { AuditoriaResumen } from './AuditoriaResumen.tsx';

const estadoColor = { aprobada: 'success', en_curso: 'info', inscrita: 'secondary', retirada: 'warning', reprobada: 'error', pendiente: 'default' } as const;

/** Where a subject's sections on offer are: staff read the period's sections; the student registers. */
const ofertaStaff = (codigo: string) => `/horarios/secciones-horarios?q=${encodeURIComponent(codigo)}`;
const ofertaPropia = (codigo: string) => `/seleccion/seleccion-asignaturas?q=${encodeURIComponent(codigo)}`;

/** `/academicos/auditoria-carrera`: staff audit a student career found by matrícula, and run what-if against another plan. */
export default function AuditoriaPage() {
  const title = screenTitle(auditoriaScreen, currentLang())!;
  const finder = useStudentFinder();
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <StudentFinder finder={finder} />
      {finder.career && <AuditoriaDe key={finder.career} estudianteCarreraId={finder.career} oferta={ofertaStaff} />}
    </Stack>
  );
}

/** `/estudiantes/academicos/auditoria-carrera`: the student's own audit, by career, and what-if. */
export function AuditoriaPropiaPage() {
  const { t } = useTranslation();
  const title = screenTitle(auditoriaPropiaScreen, currentLang())!;
  const propia = useSeleccionPropia();
  const carreras = propia.data?.carreras ?? [];
  const [elegida, setElegida] = useState<number | null>(null);
  const career = elegida ?? carreras[0]?.estudianteCarreraId ?? null;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      {carreras.length > 1 && (
        <SelectField
          label={t('registration.career')}
          value={career ?? ''}
          onChange={(v) => setElegida(Number(v))}
          options={carreras.map((c) => ({ id: c.estudianteCarreraId, label: `${c.carrDescripcion} · ${c.sedeDescripcion}` }))}
          sx={{ maxWidth: 420 }}
        />
      )}
      {propia.data && !career && <Alert severity="info">{t('audit.noCareer')}</Alert>}
      {career && <AuditoriaDe key={career} estudianteCarreraId={career} oferta={ofertaPropia} />}
    </Stack>
  );
}

/** One career's audit: its plan or, chosen, another (what-if); the summary, then each term's subjects. */
function AuditoriaDe({ estudianteCarreraId, oferta }: { estudianteCarreraId: number; oferta: (codigo: string) => string }) {
  const { t } = useTranslation();
  const [planEstudioId, setPlan] = useState<number | null>(null);
  const audit = useAuditoria(estudianteCarreraId, planEstudioId);
  if (audit.error) return <Alert severity="error">{audit.error.message}</Alert>;
  const a = audit.data;
  if (!a) return <LinearProgress aria-label={t('app.loading')} />;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {a.nombre} · {a.matricula}
          </Typography>
          <SelectField
            label={t('audit.plan')}
            value={a.plan.planEstudioId}
            onChange={(v) => setPlan(Number(v))}
            options={a.planes.map((p) => ({ id: p.planEstudioId, label: `${p.carrera} · ${p.descripcion}` }))}
            helperText={a.propio ? t('audit.ownPlan') : t('audit.whatIf')}
            sx={{ maxWidth: 560 }}
          />
          {!a.propio && <Alert severity="info">{t('audit.whatIfNote', { plan: a.plan.descripcion })}</Alert>}
          <AuditoriaResumen a={a} />
        </Stack>
      </Paper>
      {a.bloques.map((b) => (
        <BloqueElectivo key={b.tipoId} b={b} oferta={oferta} />
      ))}
      {a.terminos.map((term) => (
        <Paper key={term.cuatrimestre} variant="outlined" component="section" aria-label={t('audit.term', { n: term.cuatrimestre })} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('audit.term', { n: term.cuatrimestre })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('audit.termCredits', { aprobados: term.aprobados, creditos: term.creditos })}
            </Typography>
          </Stack>
          <Stack spacing={0.75} role="list">
            {term.asignaturas.map((s) => (
              <Box
                key={s.asignaturaId}
                role="listitem"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '90px 1fr 70px auto' }, columnGap: 1.5, alignItems: 'center' }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                  {s.codigo}
                </Typography>
                <Typography variant="body2">
                  {s.nombre}
                  {s.nota && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      · {s.nota.codigo !== s.codigo ? t('audit.through', { codigo: s.nota.codigo }) + ' · ' : ''}
                      {s.nota.literal} · {s.nota.periodo}
                    </Typography>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}>
                  {t('audit.credits', { count: s.creditos })}
                </Typography>
                <Chip size="small" color={estadoColor[s.estado]} label={t(`audit.states.${s.estado}`)} />
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
      {a.fueraDelPlan.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('audit.outside')}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('audit.outside')}
          </Typography>
          {a.fueraDelPlan.map((n) => (
            <Typography key={`${n.asignaturaId}-${n.periodo}`} variant="body2">
              {n.asignaturaCodigo} {n.asignatura} · {n.literal} · {n.periodo}
            </Typography>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

/**
 * An elective requirement: "N credits from" the subjects of a type, what is passed, being taken and
 * still needed, and each subject that meets it with the student's state and its sections on offer.
 */
function BloqueElectivo({ b, oferta }: { b: AuditoriaCarrera['bloques'][number]; oferta: (codigo: string) => string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={b.tipo} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('audit.block', { creditos: b.creditos, tipo: b.tipo })}
        </Typography>
        <Typography variant="body2" color={b.faltan ? 'text.secondary' : 'success.main'}>
          {b.faltan ? t('audit.blockState', { aprobados: b.aprobados, enCurso: b.enCurso, faltan: b.faltan }) : t('audit.blockDone')}
        </Typography>
      </Stack>
      <Stack spacing={0.75} role="list" aria-label={t('audit.blockOptions')}>
        {b.opciones.map((o) => (
          <Box
            key={o.asignaturaId}
            role="listitem"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '90px 1fr 150px auto' }, columnGap: 1.5, alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {o.codigo}
            </Typography>
            <Typography variant="body2">
              {o.nombre}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {t('audit.credits', { count: o.creditos })}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ gridColumn: { xs: '1', sm: 'auto' } }}>
              {o.secciones > 0 && o.estado !== 'aprobada' ? (
                <Link component={RouterLink} to={oferta(o.codigo)}>
                  {t('audit.sections', { count: o.secciones })}
                </Link>
              ) : (
                o.estado !== 'aprobada' && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('audit.noSections')}
                  </Typography>
                )
              )}
            </Typography>
            <Chip
              size="small"
              color={estadoColor[o.estado]}
              label={t(`audit.states.${o.estado}`)}
              sx={{ gridRow: { xs: '1', sm: 'auto' }, gridColumn: { xs: '2', sm: 'auto' } }}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
