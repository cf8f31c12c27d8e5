import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a colour like #0059b3');
const url = z.union([z.literal(''), z.string().url()]).or(z.string().startsWith('/'));

/** Spec §1: one file per institution, read at start-up. Secrets never live here; they come from the environment. */
export const institutionSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  university: z.string().min(1),
  /** The name people use for it (UASD, PUCMM): the phone's top bar has room for this one. */
  shortName: z.string().min(1).max(16).optional(),
  system: z.string().min(1),
  software: z.string().min(1),
  email: z.email(),
  telefono: z.string().min(1),
  /** The institution's taxpayer number (RNC, nine digits) and address: printed on its fiscal receipts. */
  rnc: z
    .string()
    .regex(/^\d{9}$/)
    .optional(),
  direccion: z.string().max(200).optional(),
  logo: z.string().min(1),
  colors: z.strictObject({
    primary: hex,
    secondary: hex,
    accent: hex,
    error: hex,
    info: hex,
    success: hex,
    warning: hex,
  }),
  timeZone: z.string().min(1),
  apiBaseUrl: url,
  microsoft: z.strictObject({ clientId: z.string(), authority: url, redirectUrl: url }),
  captcha: z.strictObject({
    /** The provider's verify endpoint (reCAPTCHA's by default); secrets come from CAPTCHA_V2_SECRET / CAPTCHA_V3_SECRET. */
    verifyUrl: z.string().url(),
    v2: z.strictObject({ siteKey: z.string(), scriptUrl: url }),
    v3: z.strictObject({ siteKey: z.string(), scriptUrl: url, minScore: z.number().min(0).max(1) }),
  }),
  cardCheckoutScriptUrl: url,
  reportDesignerKey: z.string(),
  titleValidationBaseUrl: url,
  managementBaseUrl: url,
  surveysEnabled: z.boolean(),
  idleTimeoutMs: z.number().int().positive().default(10_800_000),
  /**
   * Whether the counter may issue a receipt without a fiscal number (NCF). Off by default: every sale
   * carries one. On, only cashiers allowed to (`cajero.puedeSinNcf`) may, each time with a reason.
   */
  recibosSinNcf: z.boolean().default(false),
  demoData: z.boolean().default(false),
  /** On a first start, fill the database with a believable university (careers, plans, periods, people). */
  demoUniversity: z.boolean().default(false),
});
export type Institution = z.infer<typeof institutionSchema>;

/** `config/institutions`, or `INSTITUTIONS_DIR` (a deployment's own folder of institution files). */
export const configDir = process.env.INSTITUTIONS_DIR ?? resolve(import.meta.dirname, '../../../../config/institutions');

/** Reads and validates `config/institutions/<code>.json`; a bad file stops start-up with the field named. */
export function loadInstitution(code = process.env.INSTITUTION ?? 'DEMO', dir = configDir): Institution {
  if (!/^[A-Za-z0-9_]+$/.test(code)) throw new Error(`INSTITUTION "${code}" is not a valid institution code`);
  const file = resolve(dir, `${code}.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read institution file ${file}: ${(err as Error).message}`, { cause: err });
  }
  const parsed = institutionSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Institution file ${file} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The part of the configuration the browser may read (`/config.json`); secrets never appear here. */
export function publicConfig(inst: Institution) {
  return {
    code: inst.code,
    university: inst.university,
    system: inst.system,
    displayName: `${inst.university} ${inst.system}`,
    shortName: inst.shortName ?? inst.code,
    software: inst.software,
    email: inst.email,
    telefono: inst.telefono,
    logo: inst.logo,
    colors: inst.colors,
    apiBaseUrl: inst.apiBaseUrl,
    microsoft: { clientId: inst.microsoft.clientId, authority: inst.microsoft.authority, redirectUrl: inst.microsoft.redirectUrl },
    captcha: {
      v2: { siteKey: inst.captcha.v2.siteKey, scriptUrl: inst.captcha.v2.scriptUrl },
      v3: { siteKey: inst.captcha.v3.siteKey, scriptUrl: inst.captcha.v3.scriptUrl },
    },
    cardCheckoutScriptUrl: inst.cardCheckoutScriptUrl,
    reportDesignerKey: inst.reportDesignerKey,
    titleValidationBaseUrl: inst.titleValidationBaseUrl,
    managementBaseUrl: inst.managementBaseUrl,
    surveysEnabled: inst.surveysEnabled,
    idleTimeoutMs: inst.idleTimeoutMs,
    version: '1.5.2',
  };
}
