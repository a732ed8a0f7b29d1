import { MASK_LABELS_KO } from '../../../core/privacy/index.ts';
import { tPrivacy } from '../../i18n/index.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';
import { askReason } from './askReason.ts';
import type { GridHandle } from './screenContext.ts';

/** What the server answers for 원문 보기: one record in the clear, its fields' masks, how long to show it. */
interface UnmaskAnswer {
  record: Record<string, unknown>;
  types?: Record<string, string>;
  expiresInSeconds: number;
}

/**
 * 원문 보기 of one row of grid `handle` (a declared API with personal data): asks a reason, asks
 * the server for that row's record in the clear (it checks UNMASK and records the 원문조회), and
 * shows it for the time the server gives, then it is gone. Nothing happens when the user cancels;
 * rejects with the server's Korean message.
 */
export async function unmaskRow(
  runtime: Pick<ConsoleRuntime, 'api' | 'dialogs' | 'initialData'>,
  handle: GridHandle | undefined,
  row: Record<string, unknown>,
): Promise<void> {
  const personal = handle?.personal;
  if (!handle || !personal) throw new Error(tPrivacy('privacy.notPersonal'));
  const subject = row[personal.subject];
  if (subject === undefined || subject === null || subject === '')
    throw new Error(tPrivacy('privacy.notPersonal'));
  const reason = await askReason(runtime, tPrivacy('privacy.unmaskReason'), tPrivacy('privacy.unmaskTitle'));
  if (!reason) return;
  const envelope = await runtime.api.call<UnmaskAnswer>({
    url: personal.unmaskUrl,
    method: 'POST',
    body: { params: personal.params, subject: String(subject), ...reason },
  });
  const answer = envelope.body;
  if (!answer) return;
  const labels = new Map(handle.columns.map((c) => [c.key, c.label]));
  const labelOf = (key: string) =>
    labels.get(key) ?? MASK_LABELS_KO[answer.types?.[key] as keyof typeof MASK_LABELS_KO] ?? key;
  const lines = Object.entries(answer.record).map(
    ([key, value]) => [labelOf(key), value === null || value === undefined ? '' : String(value)] as const,
  );
  await runtime.dialogs.reveal(tPrivacy('privacy.revealMessage'), lines, {
    title: tPrivacy('privacy.unmaskTitle'),
    durationMs: answer.expiresInSeconds * 1000,
  });
}
