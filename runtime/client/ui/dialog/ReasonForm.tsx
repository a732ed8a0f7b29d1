import { useId, useState } from 'react';
import type { DialogRequest } from '../../dialog/index.ts';
import { t, tPrivacy } from '../../i18n/index.ts';

/**
 * The body of a `reason` dialog: a choice of reasons (common codes) and the user's words, required
 * (two characters at least) for the `wordsFor` choice (기타). 확인 settles with the answer.
 */
export function ReasonForm({
  request,
  settle,
}: {
  request: DialogRequest;
  settle: (ok: boolean, value?: unknown) => void;
}) {
  const id = useId();
  const [reasonCd, setReasonCd] = useState('');
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = () => {
    if (!reasonCd) return setProblem(tPrivacy('dialog.reasonRequired'));
    if (reasonCd === request.wordsFor && Array.from(words.trim()).length < 2)
      return setProblem(tPrivacy('dialog.reasonWordsRequired'));
    settle(true, { reasonCd, reason: words.trim() });
  };
  return (
    <form
      className="c-dialog__form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="c-dialog__label" htmlFor={`${id}-cd`}>
        {tPrivacy('dialog.reasonLabel')}
      </label>
      <select
        id={`${id}-cd`}
        className="c-input c-select"
        value={reasonCd}
        aria-invalid={problem !== undefined && !reasonCd}
        onChange={(e) => {
          setReasonCd(e.target.value);
          setProblem(undefined);
        }}
      >
        <option value="">{tPrivacy('dialog.reasonPlaceholder')}</option>
        {(request.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label className="c-dialog__label" htmlFor={`${id}-words`}>
        {tPrivacy('dialog.reasonWords')}
      </label>
      <textarea
        id={`${id}-words`}
        className="c-input c-textarea"
        rows={2}
        maxLength={200}
        value={words}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setWords(e.target.value);
          setProblem(undefined);
        }}
      />
      <p id={`${id}-hint`} className="c-dialog__hint">
        {tPrivacy('dialog.reasonWordsHint')}
      </p>
      {problem ? (
        <p className="c-dialog__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="c-dialog__actions">
        <button type="button" className="c-btn c-btn--secondary" onClick={() => settle(false)}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="c-btn c-btn--primary">
          {t('dialog.ok')}
        </button>
      </div>
    </form>
  );
}
