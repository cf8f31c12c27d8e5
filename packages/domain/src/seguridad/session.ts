/** The session fields of spec §1, carried by the access token and read by the browser. */
export interface SessionClaims {
  usuarioId: number;
  usuaNombre: string;
  nombres: string;
  apellidos: string;
  email: string;
  fotoPerfil: string | null;
  companyLogo: string;
  sede: string | null;
  sedeId: number | null;
  multipleSedes: boolean;
  rolId: number;
  expiredPassword: boolean;
  companyId: number;
  /** Session version: a password change or a block bumps the user's, ending older tokens. */
  sv: number;
}

/** Role id of students (spec §6). */
export const rolEstudiante = 6;

/**
 * Screens the administrator does not hold by default: clinical records are read by nursing staff alone
 * (issue "Campus life"). An administrator may still grant them to a role, and every read is audited.
 */
export const pantallasConfidenciales: readonly string[] = ['/enfermeria/expediente'];
