/**
 * What a screen asks the server for first, by route. The page the server sends names these (a
 * `first-gets` meta, from dist/route-preloads.json), index.html starts them while the app's script
 * downloads, and the screen's own call takes the answer (platform/api.ts): on a phone the data no
 * longer waits for the code. Each is the exact path and query the screen asks for on arrival; a
 * browser test holds the student list to it.
 */
export const firstGets: Record<string, string[]> = {
  '/academicos/estudiantes': ['/api/academicos/estudiantes?pageSize=25&page=1'],
  '/solicitud-admision/nueva': ['/api/solicitudes-admisiones/formulario'],
};
