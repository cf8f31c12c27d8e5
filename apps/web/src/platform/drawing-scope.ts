/*
 * What belongs to one drawing of a signed-in page on the server: whose session it is, how wide a
 * screen it is drawn for, and where its calls go (the server itself, as that user). The server keeps
 * it per request (entry-server.tsx: an AsyncLocalStorage), so drawings at the same moment never see
 * each other's; nothing of a user outlives the request. In the browser there is no drawing scope: the
 * browser's own storage and fetch serve.
 */

export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface DrawingScope {
  token: string;
  wide: boolean;
  transport: Transport;
}

let read: () => DrawingScope | undefined = () => undefined;

/** The drawing being made by the code that runs now, if any. */
export const drawingScope = (): DrawingScope | undefined => read();

/** Said once by the server's drawing: how to find the drawing of the request that is running. */
export function readDrawingScopeWith(reader: () => DrawingScope | undefined) {
  read = reader;
}
