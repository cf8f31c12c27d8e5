import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { rechazos, reglasDispensadas, type ContextoSeleccion, type ReglaId } from '@claustro/domain/seleccion/seleccion.rules';
import { coincide } from '@claustro/domain/seleccion/busqueda.rules';
import type { ApiError } from '../../platform/api.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { WeeklyGrid } from '../../platform/WeeklyGrid.tsx';
import { PrintButton } from '../../platform/PrintButton.tsx';
import { seleccionApi } from '@claustro/domain/seleccion/seleccion.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { weeklyItems } from '../../platform/weekly-items.ts';
import { enviarHorario, useCambiarSeleccion, useHoja, useOferta, useRequisitos, useRetenciones, useSeleccion, type Accion } from './api.ts';
import { HojaSeleccion } from './HojaSeleccion.tsx';
import { RetencionesPanel } from './RetencionesPanel.tsx';
import { ClassSearch, useClassSearch } from './ClassSearch.tsx';
import { ExceptionDialog } from './ExceptionDialog.tsx';
import { CambioSeccionDialog } from './CambioSeccionDialog.tsx';
import { asCandidata, OfferChips, SectionCard } from './SectionCard.tsx';

/** The rules some exception type lets staff past. */
const dispensables: ReglaId[] = reglasDispensadas({ permiteChoque: true, permiteCupoLleno: true, permiteSinPrerrequisito: true, permiteEnCurso: true });

/**
 * A student's registration in a period: the offer of their plan on their campus, each section with its
 * hours and seats; what is chosen, with its credits and its week. A section that would clash or pass
 * the credit limit says so before it is tried (the server's rules, run here too); the server decides,
 * and says why when it refuses. The student's own page and staff's page for a student both show it.
 */
export function RegistrationBoard({
  estudianteCarreraId,
  periodo,
  staff,
}: {
  estudianteCarreraId: number;
  periodo: { periodoAcademicoId: number; peAcDescripcion: string };
  /** Staff see "the student's" where a student sees "your". */
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  // The class search lives in the address (`?q=`: a link from the degree audit names the elective subjects).
  const search = useClassSearch();
  const [problem, setProblem] = useState<string | null>(null);
  const [granting, setGranting] = useState<Seccion | null>(null);
  const [changing, setChanging] = useState<Seccion | null>(null);
  const [mailed, setMailed] = useState<{ ok: boolean; text: string } | null>(null);
  const ref = { estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId };
  const seleccion = useSeleccion(ref);
  const oferta = useOferta(ref, search.filtro.todasLasSedes);
  const requisitos = useRequisitos(ref);
  const cambiar = useCambiarSeleccion(ref);
  const retenciones = useRetenciones(ref);
  const hoja = useHoja(ref);
  // A hold that refuses, or a status that keeps the student out: nothing can be added, and the panel says why.
  const bloqueado = !!retenciones.data && (!!retenciones.data.estado || retenciones.data.retenciones.some((r) => r.bloquea));
  const mine = seleccion.data?.secciones ?? [];
  const espera = seleccion.data?.espera ?? [];
  const excepciones = seleccion.data?.excepciones ?? [];
  // The worksheet's lines: what the selection would be once confirmed is what the rules read.
  const staged = (accion: string) => (oferta.data ?? []).filter((s) => hoja.de(s.seccionAsignaturaId)?.accion === accion);
  const toAdd = staged('agregar');
  const kept = mine.filter((s) => hoja.de(s.seccionAsignaturaId)?.accion !== 'quitar');
  const seccion = (id: number) => [...mine, ...(oferta.data ?? []), ...espera.map((e) => e.seccion)].find((s) => s.seccionAsignaturaId === id);
  const creditosHoja = [...kept, ...toAdd].reduce((n, s) => n + s.creditos, 0);
  const context: ContextoSeleccion = {
    periodoAcademicoId: periodo.periodoAcademicoId,
    periodoAbierto: true,
    asignaturasDelPlan: (oferta.data ?? []).map((s) => s.asignaturaId),
    creditosMaximos: seleccion.data?.creditosMaximos ?? 0,
    seleccionadas: [...kept, ...toAdd].map(asCandidata),
    retenciones: [],
    historial: requisitos.data?.historial,
  };
  // A section as the rules read it, with its subject's requisites for the student's plan.
  const candidata = (s: Seccion) => ({ ...asCandidata(s), requisitos: requisitos.data?.de.get(s.asignaturaId) });
  const offer = (oferta.data ?? []).filter(
    (s) =>
      !mine.some((m) => m.seccionAsignaturaId === s.seccionAsignaturaId) &&
      !espera.some((e) => e.seccion.seccionAsignaturaId === s.seccionAsignaturaId) &&
      !hoja.de(s.seccionAsignaturaId) &&
      coincide(s, search.filtro),
  );
  const change = (s: Seccion, accion: Accion) => {
    setProblem(null);
    cambiar.mutate({ seccionAsignaturaId: s.seccionAsignaturaId, accion }, { onError: (e) => setProblem((e as ApiError).message) });
  };
  type Look = { color?: 'error' | 'primary'; variant?: 'contained' | 'text'; disabled?: boolean };
  /** A section's button, named for a screen reader with the section it acts on. */
  const sectionButton = (s: Seccion, label: string, onClick: () => void, o: Look = {}) => (
    <Button
      size="small"
      color={o.color}
      variant={o.variant}
      onClick={onClick}
      disabled={o.disabled}
      aria-label={`${label}: ${seccionNombre(s)} ${s.asignaturaDescripcion}`}
    >
      {label}
    </Button>
  );
  /** Acts at once (change a section, take or decline a seat offered, leave a waiting list). */
  const act = (s: Seccion, accion: Accion, label: string, o: Look = {}) =>
    sectionButton(s, label, () => change(s, accion), { ...o, disabled: cambiar.isPending || o.disabled });
  /** Puts a line on the worksheet (nothing is sent until it is confirmed). */
  const stage = (s: Seccion, accion: 'agregar' | 'esperar' | 'quitar', label: string, o: Look = {}) =>
    sectionButton(
      s,
      label,
      () => {
        hoja.cerrarResultado();
        hoja.poner({ seccionAsignaturaId: s.seccionAsignaturaId, accion });
      },
      { ...o, disabled: hoja.confirmar.isPending || o.disabled },
    );
  const mail = async () => {
    setMailed(null);
    try {
      const { correo } = await enviarHorario(ref);
      setMailed({ ok: true, text: correo ? t('registration.mailedTo', { correo }) : t('registration.mailedInbox') });
    } catch (e) {
      setMailed({ ok: false, text: (e as ApiError).message });
    }
  };

  return (
    <>
      {seleccion.data && (
        <Typography color="text.secondary">
          {periodo.peAcDescripcion} · {t('registration.creditsOf', { creditos: seleccion.data.creditos, maximo: seleccion.data.creditosMaximos })}
          {seleccion.data.creditosExtra > 0 && ` (${t('registration.extraCredits', { count: seleccion.data.creditosExtra })})`}
        </Typography>
      )}
      {seleccion.data?.fueraDeTurno && <Alert severity={staff ? 'info' : 'warning'}>{seleccion.data.fueraDeTurno[lang]}</Alert>}
      {retenciones.data && <RetencionesPanel data={retenciones.data} staff={staff} />}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <HojaSeleccion
        hoja={hoja}
        seccion={seccion}
        creditos={seleccion.data ? t('registration.sheetCredits', { creditos: creditosHoja, maximo: seleccion.data.creditosMaximos }) : null}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={1.5} component="section" aria-labelledby="mi-seleccion">
          <Typography variant="h6" component="h2" id="mi-seleccion">
            {t(staff ? 'registration.theirs' : 'registration.mine')}
          </Typography>
          {mine.length === 0 && <Typography color="text.secondary">{t('registration.none')}</Typography>}
          {mine.map((s) => {
            const granted = excepciones.find((x) => x.seccionAsignaturaId === s.seccionAsignaturaId);
            return (
              <SectionCard
                key={s.seccionAsignaturaId}
                s={s}
                action={
                  <Stack sx={{ alignItems: 'flex-end' }}>
                    {hoja.de(s.seccionAsignaturaId)
                      ? sectionButton(s, t('registration.undo'), () => hoja.quitar(s.seccionAsignaturaId))
                      : stage(s, 'quitar', t('registration.drop'), { color: 'error' })}
                    {(oferta.data ?? []).some((o) => o.asignaturaId === s.asignaturaId && o.seccionAsignaturaId !== s.seccionAsignaturaId) && (
                      <Button
                        size="small"
                        onClick={() => setChanging(s)}
                        aria-label={`${t('registration.change')}: ${seccionNombre(s)} ${s.asignaturaDescripcion}`}
                      >
                        {t('registration.change')}
                      </Button>
                    )}
                  </Stack>
                }
              >
                {hoja.de(s.seccionAsignaturaId) && <Chip size="small" color="warning" sx={{ mt: 0.5, mr: 0.5 }} label={t('registration.stagedDrop')} />}
                {granted && (
                  <Chip
                    size="small"
                    color="secondary"
                    variant="outlined"
                    sx={{ mt: 0.5 }}
                    label={`${t('registration.exception')}: ${granted.tipo}`}
                    title={granted.motivo}
                  />
                )}
              </SectionCard>
            );
          })}
          {espera.length > 0 && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('registration.waitlists')}
            </Typography>
          )}
          {espera.map(({ seccion: s, estado, posicion, venceEn }) =>
            estado === 'ofrecida' ? (
              <SectionCard
                key={s.seccionAsignaturaId}
                s={s}
                footer={
                  <Alert severity="success" sx={{ mt: 1 }}>
                    {t('registration.held', { when: formatDateTime(venceEn!, lang) })}
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                      {act(s, 'confirmar', t('registration.confirm'), { variant: 'contained' })}
                      {act(s, 'salirEspera', t('registration.decline'), { color: 'error' })}
                    </Stack>
                  </Alert>
                }
              />
            ) : (
              <SectionCard key={s.seccionAsignaturaId} s={s} action={act(s, 'salirEspera', t('registration.leave'), { color: 'error' })}>
                <Chip size="small" color="info" sx={{ mt: 0.5 }} label={t('registration.waiting', { n: posicion })} />
              </SectionCard>
            ),
          )}
        </Stack>
        <Stack spacing={1.5} component="section" aria-labelledby="oferta">
          <Typography variant="h6" component="h2" id="oferta">
            {t(staff ? 'registration.theirOffer' : 'registration.offer')}
          </Typography>
          <ClassSearch search={search} offer={oferta.data ?? []} found={offer.length} />
          {oferta.data && offer.length === 0 && <Typography color="text.secondary">{t('grid.noRows')}</Typography>}
          {offer.map((s) => {
            const left = s.seEnCapacidad - s.seEnInscritos;
            const [why] = rechazos(context, candidata(s));
            // Staff may register past a full section or a rule an exception waives, with its reason.
            const exceptional = staff && !bloqueado && (left <= 0 || (!!why && dispensables.includes(why.regla)));
            // What the rules (or a hold) already refuse is not offered as a button that would fail.
            const refused = bloqueado || !!why;
            return (
              <SectionCard
                key={s.seccionAsignaturaId}
                s={s}
                action={
                  left > 0
                    ? stage(s, 'agregar', t('registration.add'), { variant: 'contained', disabled: refused })
                    : stage(s, 'esperar', t('registration.wait'), { disabled: refused })
                }
                footer={
                  exceptional && (
                    <Button
                      size="small"
                      sx={{ mt: 0.5 }}
                      onClick={() => setGranting(s)}
                      aria-label={`${t('registration.withException')}: ${seccionNombre(s)} ${s.asignaturaDescripcion}`}
                    >
                      {t('registration.withException')}
                    </Button>
                  )
                }
              >
                <OfferChips s={s} why={why} sede={search.filtro.todasLasSedes} />
              </SectionCard>
            );
          })}
        </Stack>
      </Box>
      {/* The week under both columns, its whole width: Monday to Saturday fit at 1366 px without scrolling sideways. */}
      <Stack spacing={1}>
        <WeeklyGrid items={weeklyItems(mine)} label={t('registration.week')} empty={t('registration.none')} />
        {mailed && (
          <Alert severity={mailed.ok ? 'success' : 'error'} onClose={() => setMailed(null)}>
            {mailed.text}
          </Alert>
        )}
        {mine.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void mail()}>{t('registration.mailSchedule')}</Button>
            <PrintButton path={pathOf(seleccionApi.horarioPdf, ref)} />
          </Stack>
        )}
      </Stack>
      {changing && (
        <CambioSeccionDialog
          actual={changing}
          oferta={oferta.data ?? []}
          context={context}
          candidata={candidata}
          pending={cambiar.isPending}
          onClose={() => setChanging(null)}
          onChange={(nueva, fail) =>
            cambiar.mutate(
              { seccionAsignaturaId: changing.seccionAsignaturaId, accion: 'cambiar', seccionNuevaId: nueva.seccionAsignaturaId },
              { onSuccess: () => setChanging(null), onError: (e) => fail(e as ApiError) },
            )
          }
        />
      )}
      {granting && (
        <ExceptionDialog
          seccion={granting}
          pending={cambiar.isPending}
          onClose={() => setGranting(null)}
          onGrant={(excepcion, fail) =>
            cambiar.mutate(
              { seccionAsignaturaId: granting.seccionAsignaturaId, accion: 'agregar', excepcion },
              { onSuccess: () => setGranting(null), onError: (e) => fail(e as ApiError) },
            )
          }
        />
      )}
    </>
  );
}
