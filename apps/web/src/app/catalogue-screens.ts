import { resources } from '@claustro/domain/registry';
import { handMadeScreens, publicScreens } from './screens.ts';

/**
 * Catalogue screens, drawn from their declarations. Loaded with the first catalogue a reader opens,
 * never with the first page: the declarations and their schemas are a large part of the code.
 */
export const catalogueScreens = new Map(resources.map((r) => [r.screen.toLowerCase(), r]));

/** Every route path with a working screen (login, no-access and not-found are the shell's own). */
export function builtPaths(): string[] {
  return [...Object.keys(handMadeScreens), ...Object.keys(publicScreens), ...catalogueScreens.keys(), '/login', '/login-office365', '/no-access', '*'].map(
    (p) => p.toLowerCase(),
  );
}
