import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { indiceTexto as dos } from '@claustro/domain/calificaciones/indice.rules';
import { notasPorEstudianteScreen } from '@claustro/domain/calificaciones/historial.contract';
import type { NotaPeriodo, NotasDelEstudiante } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { currentLang } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useBitacoraEstudiante, useEstudiantesConNotas, useNotasDelEstudiante, useNotasPeriodo } from './api.ts';
import { BitacoraDialog } from './BitacoraDialog.tsx';
import { RegistrarNotasDialog } from './RegistrarNotasDialog.tsx';

/**
 * Grades by student (`/academicos/notas-por-estudiante`): the registry finds a student by name,
 * matrícula or document, picks a career, and reads each period's grades — a section's, and those given
 * without one — with each grade's trail; it records grades without a section, with a reason.
 */
export default function NotasPorEstudiantePage() {
  const { t } = useTranslation();
  const title = screenTitle(notasPorEstudianteScreen, currentLang())!;
  const [params, setParams] = useSearchParams();
  const value = params.get('matricula') ?? params.get('q') ?? '';
  // The box starts with what is searched (a link's matrícula, or the search kept in the address).
  const [typed, setTyped] = useState(value);
  const career = Number(params.get('ec')) || null;
  const found = useEstudiantesConNotas({ value, page: 1, pageSize: 20 });
  const choose = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next))
        if (v === null) p.delete(k);
        else p.set(k, v);
      return p;
    });
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          choose({ q: typed.trim() || null, matricula: null, ec: null });
        }}
      >
        <TextField label={t('byStudent.search')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ minWidth: { sm: 360 } }} />
        <Button type="submit" variant="contained" disabled={!typed.trim()}>
          {t('app.search')}
        </Button>
      </Stack>
      {found.isFetching && <LinearProgress />}
      {found.error && <Alert severity="error">{found.error.message}</Alert>}
      {!career && found.data && found.data.rows.length === 0 && <Alert severity="info">{t('byStudent.noneFound')}</Alert>}
      {!career && found.data && found.data.total > found.data.rows.length && (
        <Alert severity="info">{t('byStudent.more', { shown: found.data.rows.length, total: found.data.total })}</Alert>
      )}
      {!career && found.data && found.data.rows.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('byStudent.search')}>
            {found.data.rows.flatMap((e) =>
              e.carreras.map((c) => (
                <ListItemButton key={c.estudianteCarreraId} divider onClick={() => choose({ ec: String(c.estudianteCarreraId) })}>
                  <ListItemText
                    primary={`${e.nombre} · ${e.matricula}`}
                    secondary={`${c.carrera} · ${c.sede} · ${c.estado} — ${
                      c.indice === null
                        ? t('byStudent.noIndex')
                        : t('byStudent.careerIndex', { indice: dos(c.indice), creditos: c.creditos, periodo: c.ultimoPeriodo })
                    }`}
                  />
                </ListItemButton>
              )),
            )}
          </List>
        </Paper>
      )}
      {career && <Carrera estudianteCarreraId={career} />}
    </Stack>
  );
}

/** A career: who, its record's index and credits, and its periods newest first. */
function Carrera({ estudianteCarreraId }: { estudianteCarreraId: number }) {
  const { t } = useTranslation();
  const notas = useNotasDelEstudiante(estudianteCarreraId);
  const [elegido, setElegido] = useState<number | null>(null);
  if (notas.error) return <Alert severity="error">{notas.error.message}</Alert>;
  const d = notas.data;
  if (!d) return <LinearProgress />;
  const periodo = d.periodos.find((p) => p.periodoAcademicoId === elegido) ?? d.periodos[0];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {d.nombre} · {d.matricula}
        </Typography>
        <Typography color="text.secondary">
          {d.carrera} · {d.sede}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('history.index')}: <strong>{dos(d.indice)}</strong> · {t('myGrades.credits', { count: d.creditos })}
        </Typography>
      </Paper>
      {d.periodos.length === 0 && <Alert severity="info">{t('byStudent.noPeriods')}</Alert>}
      {periodo && (
        <>
          <Tabs
            value={periodo.periodoAcademicoId}
            onChange={(_, v: number) => setElegido(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('byStudent.periods')}
          >
            {d.periodos.map((p) => (
              <Tab key={p.periodoAcademicoId} value={p.periodoAcademicoId} label={p.periodo} />
            ))}
          </Tabs>
          <Periodo estudiante={d} periodoAcademicoId={periodo.periodoAcademicoId} acumulado={periodo.acumulado} />
        </>
      )}
    </Stack>
  );
}

const origenColor = (o: NotaPeriodo['origen']) => (o === 'seccion' ? 'default' : o === 'registro' ? 'info' : 'secondary');

/** A period's grades, each with its origin and trail; the period's trail, and recording grades without a section. */
function Periodo({ estudiante, periodoAcademicoId, acumulado }: { estudiante: NotasDelEstudiante; periodoAcademicoId: number; acumulado: number | null }) {
  const { t } = useTranslation();
  const ref = { estudianteCarreraId: estudiante.estudianteCarreraId, periodoAcademicoId };
  const notas = useNotasPeriodo(ref);
  const [traza, setTraza] = useState<{ asignaturaId?: number; titulo: string } | null>(null);
  const bitacora = useBitacoraEstudiante(traza && { ...ref, asignaturaId: traza.asignaturaId });
  const [registrando, setRegistrando] = useState(false);
  const [registradas, setRegistradas] = useState(false);
  const d = notas.data;
  if (notas.error) return <Alert severity="error">{notas.error.message}</Alert>;
  if (!d) return <LinearProgress />;
  return (
    <Paper variant="outlined" component="section" aria-label={d.periodo} sx={{ overflowX: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ px: 2, pt: 1.5, pb: 0.5, justifyContent: 'space-between', alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('byStudent.term', { indice: dos(d.indice), acumulado: dos(acumulado) })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<HistoryIcon />} onClick={() => setTraza({ titulo: `${t('trail.title')} · ${d.periodo}` })}>
            {t('trail.open')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setRegistrando(true)}>
            {t('byStudent.record')}
          </Button>
        </Stack>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('history.code')}</TableCell>
            <TableCell>{t('history.subject')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('byStudent.origin')}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('history.creditsCol')}
            </TableCell>
            <TableCell align="right">{t('grades.score')}</TableCell>
            <TableCell>{t('grades.letter')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {d.notas.map((n) => {
            const origen = n.origen === 'seccion' ? t('byStudent.seccion', { seccion: n.seccion }) : t(`byStudent.${n.origen}`);
            return (
              <TableRow key={`${n.asignaturaId}-${n.seccionAsignaturaId ?? n.calificacionId}`}>
                <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>{n.asignaturaCodigo}</TableCell>
                <TableCell>
                  <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                    {n.asignaturaCodigo}{' '}
                  </Box>
                  {n.asignatura}
                  <Box sx={{ display: { md: 'none' }, color: 'text.secondary', fontSize: '0.8125rem' }}>{origen}</Box>
                  {n.publicada && n.califica === false && (
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>{t(n.sustituida ? 'byStudent.replaced' : 'byStudent.notCounted')}</Box>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <Chip size="small" variant="outlined" color={origenColor(n.origen)} label={origen} />
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {n.creditos}
                </TableCell>
                <TableCell align="right">{n.publicada ? (n.nota === null ? '—' : n.nota.toFixed(2)) : ''}</TableCell>
                <TableCell sx={{ fontWeight: 600, color: n.publicada && !n.supera ? 'error.main' : undefined }}>
                  {n.publicada ? n.literal : <Chip size="small" label={t('byStudent.pending')} />}
                </TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title={t('trail.openOf', { nombre: n.asignaturaCodigo })}>
                    <IconButton
                      size="small"
                      aria-label={t('trail.openOf', { nombre: n.asignaturaCodigo })}
                      onClick={() =>
                        setTraza({ asignaturaId: n.asignaturaId, titulo: t('trail.titleOf', { nombre: `${n.asignaturaCodigo} ${n.asignatura}` }) })
                      }
                    >
                      <HistoryIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {traza && <BitacoraDialog title={traza.titulo} bitacora={bitacora} nombrar={traza.asignaturaId ? null : 'asignatura'} onClose={() => setTraza(null)} />}
      {registradas && (
        <Alert severity="success" onClose={() => setRegistradas(false)} sx={{ m: 2 }}>
          {t('byStudent.saved')}
        </Alert>
      )}
      {registrando && (
        <RegistrarNotasDialog
          estudiante={estudiante}
          periodo={d}
          onClose={() => setRegistrando(false)}
          onSaved={() => {
            setRegistrando(false);
            setRegistradas(true);
          }}
        />
      )}
    </Paper>
  );
}
