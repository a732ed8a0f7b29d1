import { m0001Init } from './0001_init.ts';
import { m0002TrustBoundary } from './0002_trust_boundary.ts';
import { m0003FileBinding } from './0003_file_binding.ts';
import { m0004InterfaceLogs } from './0004_interface_logs.ts';
import { m0005EventStream } from './0005_event_stream.ts';
import { m0006CacheInvalidation } from './0006_cache_invalidation.ts';
import { m0007Administration } from './0007_administration.ts';
import { m0008ApprovalLookup } from './0008_approval_lookup.ts';
import { m0009KeyChanges } from './0009_key_changes.ts';
import { m0010PersonalAccess } from './0010_personal_access.ts';
import { m0011PersonalAccessChain } from './0011_personal_access_chain.ts';
import { m0012PrivacyReview } from './0012_privacy_review.ts';
import { m0013Imports } from './0013_imports.ts';
import { m0014SubjectSets } from './0014_subject_sets.ts';
import type { Migration } from './migration.ts';

export { recordContent, subjectSetHash } from './0014_subject_sets.ts';
export { type Migration, STATEMENT_BREAKPOINT, statementsOf } from './migration.ts';

/**
 * Every migration, in apply order. Modules rather than .sql files so the CLI bundle needs no file
 * reads. To change the schema: edit `schema.ts`, add `NNNN_name.ts` here (never edit an applied one);
 * the schema test fails until the two agree.
 */
export const MIGRATIONS: readonly Migration[] = [
  m0001Init,
  m0002TrustBoundary,
  m0003FileBinding,
  m0004InterfaceLogs,
  m0005EventStream,
  m0006CacheInvalidation,
  m0007Administration,
  m0008ApprovalLookup,
  m0009KeyChanges,
  m0010PersonalAccess,
  m0011PersonalAccessChain,
  m0012PrivacyReview,
  m0013Imports,
  m0014SubjectSets,
];
