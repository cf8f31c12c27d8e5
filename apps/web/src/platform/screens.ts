import type { ComponentType } from 'react';

/** A screen's code, loaded on its first visit (routes are code-split). */
export type ScreenLoaders = Record<string, () => Promise<{ default: ComponentType }>>;
