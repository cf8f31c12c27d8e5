/** The public part of the institution's configuration, read from the site root at start-up (spec §7). */
export interface AppConfig {
  code: string;
  university: string;
  system: string;
  displayName: string;
  /** The name that fits a phone's top bar (UASD). */
  shortName: string;
  software: string;
  email: string;
  telefono: string;
  logo: string;
  colors: Record<'primary' | 'secondary' | 'accent' | 'error' | 'info' | 'success' | 'warning', string>;
  apiBaseUrl: string;
  microsoft: { clientId: string; authority: string; redirectUrl: string };
  captcha: { v2: { siteKey: string; scriptUrl: string }; v3: { siteKey: string; scriptUrl: string } };
  surveysEnabled: boolean;
  /** Set: the report designer is on (users lay reports out: their columns and order). */
  reportDesignerKey: string;
  idleTimeoutMs: number;
  managementBaseUrl: string;
  version: string;
}

let current: AppConfig | undefined;

export async function loadConfig(): Promise<AppConfig> {
  const res = await fetch('/config.json');
  current = (await res.json()) as AppConfig;
  localStorage.setItem('institucion', current.code);
  return current;
}

/** The server's drawing of a public page is given the configuration it serves as `/config.json`. */
export function adoptConfig(config: AppConfig) {
  current = config;
}

export function appConfig(): AppConfig {
  if (!current) throw new Error('configuration not loaded');
  return current;
}
