import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { appProps } from '../db/schema.ts';

/** The server app properties the login flow reads (spec section 3). */
export interface AuthProps {
  /** `NONE` turns the approval flow off. */
  authApprovalType: string;
  passwordChangeDays: number;
  /** Failed logins that lock the account; 0 never locks. */
  maximumLoginFailNumbers: number;
  canUpdateUserPassword: boolean;
}

/** Column defaults of app_props, for a system without a row. */
const DEFAULTS: AuthProps = {
  authApprovalType: 'NONE',
  passwordChangeDays: 90,
  maximumLoginFailNumbers: 5,
  canUpdateUserPassword: true,
};

/** The current system's properties, read per call so every process sees a change at once. */
export async function loadAuthProps(db: Db, sysCd: string): Promise<AuthProps> {
  const [row] = await db
    .select({
      authApprovalType: appProps.authApprovalType,
      passwordChangeDays: appProps.passwordChangeDays,
      maximumLoginFailNumbers: appProps.maximumLoginFailNumbers,
      canUpdateUserPassword: appProps.canUpdateUserPassword,
    })
    .from(appProps)
    .where(eq(appProps.sysCd, sysCd))
    .limit(1);
  return row ?? DEFAULTS;
}
