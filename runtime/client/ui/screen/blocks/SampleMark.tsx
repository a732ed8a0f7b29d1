import { t } from '../../../i18n/index.ts';
/** The mark on sample data, so nobody mistakes the example console's rows for real ones. */
export function SampleMark() {
  return (
    <span className="c-sample-mark" title={t('screen.sampleHint')}>
      {t('screen.sample')}
    </span>
  );
}
