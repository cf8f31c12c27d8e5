import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { completarDocumentos, consultarSolicitud } from './api.ts';
import { useCaptcha } from '../../platform/captcha.ts';
import { formatDateTime } from '../../platform/i18n.ts';
import { fileProblem, PublicShell } from '../../platform/PublicShell.tsx';
import type { Solicitud } from '@claustro/domain/admisiones/solicitud.contract';
import { UploadButton } from '../../platform/UploadButton.tsx';

export type SolicitudDocumento = Solicitud['documentos'][number];
/** A request as the applicant and staff see it (the contract's answer). */
export type SolicitudVista = Solicitud;

const documentColor = { falta: 'default', pendiente: 'warning', aceptado: 'success', rechazado: 'error' } as const;

/** Where a request's document stands (missing, waiting, accepted, rejected), and why it was rejected. */
export function DocumentoEstado({ estado, motivo }: { estado: keyof typeof documentColor; motivo: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip size="small" color={documentColor[estado]} label={t(`admission.doc_${estado}`)} />
      {motivo && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {motivo}
        </Typography>
      )}
    </>
  );
}

/**
 * `/solicitud-admision`: an applicant finds their request with identification and code, sees its
 * status, and sends or replaces documents while it waits for review (an accepted one stays).
 */
export default function SolicitudConsultaPage() {
  const { t, i18n } = useTranslation();
  const captcha = useCaptcha('consulta_admision');
  const [doc, setDoc] = useState('');
  const [codigo, setCodigo] = useState('');
  const [found, setFound] = useState<SolicitudVista | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => {
    setError((e as ApiError).message);
    captcha.reset();
  };
  const find = async () => {
    setError(null);
    try {
      setFound(await consultarSolicitud({ documentoIdentificacion: doc, codigo, token: await captcha.token() }));
    } catch (e) {
      setFound(null);
      fail(e);
    }
  };
  const send = async (d: SolicitudDocumento, file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, t);
    if (problem) return setError(problem);
    setError(null);
    try {
      const body = new FormData();
      body.append('documentoIdentificacion', doc);
      body.append('codigo', codigo);
      body.append('token', await captcha.token());
      body.append(`documento_${d.documentoAcademicoId}`, file);
      setFound(await completarDocumentos(body));
    } catch (e) {
      fail(e);
    }
  };
  const open = found?.estadoId === 2;
  return (
    <PublicShell title={t('admission.lookupTitle')}>
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('admission.identification')}
                value={doc}
                onChange={(e) => setDoc(e.target.value.replace(/[^A-Za-z0-9]/g, ''))}
                helperText={t('students.noDocument')}
              />
              <TextField
                label={t('admission.code')}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value.toUpperCase().trim())}
                slotProps={{ htmlInput: { maxLength: 12 } }}
              />
              <Button variant="contained" onClick={() => void find()} disabled={!doc || !codigo} sx={{ alignSelf: { sm: 'center' } }}>
                {t('app.search')}
              </Button>
            </Stack>
            {captcha.kind === 'v2' && <Box ref={captcha.boxRef} sx={{ mt: 2, minHeight: 78 }} />}
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link component={RouterLink} to="/solicitud-admision/nueva">
                {t('admission.newTitle')}
              </Link>
            </Typography>
          </CardContent>
        </Card>
        {error && <Alert severity="error">{error}</Alert>}
        {found && (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {found.nombres} {found.apellidos}
                  </Typography>
                  <Chip label={found.estadoDescripcion} color={found.estadoId === 5 || found.estadoId === 7 ? 'error' : 'primary'} data-testid="estado" />
                </Stack>
                <Typography color="text.secondary">
                  {found.carrDescripcion} · {found.sedeDescripcion} · {found.periodoDescripcion}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('documents.document')}</TableCell>
                      <TableCell>{t('students.status')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {found.documentos.map((d) => (
                      <TableRow key={d.documentoAcademicoId}>
                        <TableCell>
                          {d.doAcDescripcion} {d.obligatorio && <Chip size="small" label={t('documents.required')} />}
                        </TableCell>
                        <TableCell>
                          <DocumentoEstado estado={d.estado} motivo={d.motivo} />
                        </TableCell>
                        <TableCell align="right">
                          {open && d.estado !== 'aceptado' && (
                            <UploadButton size="small" name={`${t('documents.upload')}: ${d.doAcDescripcion}`} onFile={(f) => void send(d, f)}>
                              {d.archivoUrl ? t('admission.replace') : t('documents.upload')}
                            </UploadButton>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="subtitle2">{t('students.history')}</Typography>
                {found.historial.map((h, i) => (
                  <Typography key={i} variant="body2">
                    {formatDateTime(h.fecha, i18n.language)} — {h.estadoDescripcion}
                    {h.motivo && `: ${h.motivo}`}
                  </Typography>
                ))}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Stack>
    </PublicShell>
  );
}
