import { useEffect, useState } from 'react';
import { apiBlob } from './api.ts';

/**
 * A protected file (a photo, a signature) as an address an `<img>` can show: the server wants the
 * access token, which an `<img src>` cannot send, so the file is fetched and shown from memory.
 */
export function useFileUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let objectUrl: string | undefined;
    let live = true;
    apiBlob(path)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(undefined));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
