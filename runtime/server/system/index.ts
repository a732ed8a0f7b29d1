export { advisoryLock } from '../db/advisoryLock.ts';
export type { Queryable, Tx } from '../db/dbTypes.ts';
export { type AuditStamp, auditStamp, updateStamp } from './auditStamp.ts';
export { type InitialDataApiOptions, initialDataApi } from './initialDataApi.ts';
export { InitialDataCache, invalidateInitialData } from './initialDataCache.ts';
export { initialDataFingerprint, loadInitialData } from './loadInitialData.ts';
export { type MenuGate, type MenuRefusal, menuRefusal } from './menuAccess.ts';
export { findMenu } from './menuStore.ts';
export { SYSTEM_API_PREFIX, systemApi } from './systemApi.ts';
