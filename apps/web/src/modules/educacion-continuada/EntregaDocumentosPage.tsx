import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { entregaDocumentosScreen, participantesApi } from '@claustro/domain/educacion-continuada/participantes.contract';
import { estadoDocumentoSolicitud } from '@claustro/domain/educacion-continuada/estado-documento-solicitud.resource';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { SelectField } from '../../platform/SelectField.tsx';
import { participantesKeys as keys, useCursoInicial } from './api.ts';

/**
 * `/educacion-continuada/estudiantes-entrega-documentos`: a course's seated participants against the
 * documents its template asks; each cell is where that document stands (its statuses are
 * `estado-documento-solicitud`'s), changed on the spot with an optional note — who and when are kept.
 */
export default function EntregaDocumentosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const cursos = useLookup('curso');
  const [elegido, setCursoId] = useState<number | '' | null>(null);
  const inicial = useCursoInicial({ documentos: true });
  const cursoId = elegido ?? inicial ?? '';
  const [nota, setNota] = useState('');
  const [aviso, setAviso] = useState<{ ok: boolean; text: string } | null>(null);
  const estados = (useCatalogueRows(estadoDocumentoSolicitud).data ?? [])
    .filter((e) => e.estatus)
    .map((e) => ({ id: e.estadoDocumentoSolicitudId, label: e.estDoNombre ?? '' }));
  const d = useQuery({
    queryKey: keys.of('documentos', cursoId),
    enabled: !!cursoId,
    queryFn: () => call(participantesApi.documentos, { params: { cursoId: Number(cursoId) } }),
  });
  const cambiar = async (solicitudInscripcionId: number, documentoPlantillaId: number, estadoDocumentoSolicitudId: number, nombre: string) => {
    setAviso(null);
    try {
      await call(participantesApi.entregar, {
        params: { solicitudInscripcionId, documentoPlantillaId },
        body: { estadoDocumentoSolicitudId, nota: nota.trim() || null },
      });
      setAviso({ ok: true, text: t('contedu.documentSaved', { nombre }) });
      void qc.invalidateQueries({ queryKey: keys.all });
    } catch (e) {
      setAviso({ ok: false, text: (e as Error).message });
    }
  };
  const title = screenTitle(entregaDocumentosScreen, lang)!;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography variant="body2" color="text.secondary">
        {t('contedu.documentsIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField label={t('contedu.course')} value={cursoId} onChange={setCursoId} options={cursos.options} required />
        <TextField
          label={t('contedu.noteNext')}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {aviso && <Alert severity={aviso.ok ? 'success' : 'error'}>{aviso.text}</Alert>}
      {d.error && <Alert severity="error">{d.error.message}</Alert>}
      {d.data && !d.data.documentos.length && <Alert severity="info">{t('contedu.noDocumentsAsked')}</Alert>}
      {d.data && d.data.documentos.length > 0 && !d.data.participantes.length && <Alert severity="info">{t('contedu.noSeated')}</Alert>}
      {d.data && d.data.documentos.length > 0 && d.data.participantes.length > 0 && (
        <Table size="small" aria-label={title} sx={{ display: 'block', overflowX: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('contedu.participant')}</TableCell>
              {d.data.documentos.map((doc) => (
                <TableCell key={doc.documentoPlantillaId} sx={{ minWidth: 170 }}>
                  {doc.nombre}
                  {doc.obligatorio ? ' *' : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {d.data.participantes.map((p) => (
              <TableRow key={p.solicitudInscripcionId}>
                <TableCell sx={{ minWidth: 180 }}>
                  {p.nombre}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {p.identificacion}
                  </Typography>
                </TableCell>
                {p.entregas.map((e) => (
                  <TableCell key={e.documentoPlantillaId}>
                    <SelectField
                      label={e.documento}
                      size="small"
                      value={e.estadoDocumentoSolicitudId ?? ''}
                      options={estados}
                      none={t('contedu.notHandedIn')}
                      onChange={(v) => v !== '' && void cambiar(p.solicitudInscripcionId, e.documentoPlantillaId, Number(v), p.nombre)}
                      helperText={e.nota ?? undefined}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {d.data && d.data.documentos.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('contedu.requiredMark')}
        </Typography>
      )}
    </Stack>
  );
}
