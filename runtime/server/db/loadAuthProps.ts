import { eq } from 'drizzle-orm';
import type { AppProp } from '../../../schemas/api/initialData.ts';
import type { Db } from './openDatabase.ts';
import { appProps } from './schema.ts';

/**
 * App properties of a system without an `app_props` row: the column defaults. (`authApprovalType`
 * `NONE` turns the approval flow off; `maximumLoginFailNumbers` 0 never locks.)
 */
export const DEFAULT_APP_PROP: AppProp = {
  authApprovalType: 'NONE',
  passwordChangeDays: 90,
  maximumLoginFailNumbers: 5,
  canUpdateUserPassword: true,
};

/** The current system's properties, read per call so every process sees a change at once. */
export async function loadAuthProps(db: Db, sysCd: string): Promise<AppProp> {
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
  return row ?? DEFAULT_APP_PROP;
}
