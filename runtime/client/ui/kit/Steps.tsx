import { t } from '../../i18n/index.ts';
/** One step of Steps: its label and an optional line under it. */
export interface StepItem {
  label: string;
  description?: string | undefined;
}

/** Props of Steps. */
export interface StepsProps {
  /** The steps in order, as labels or items. */
  steps: readonly (string | StepItem)[];
  /** Index of the current step, 0-based; steps before it are done. A value past the end marks all done. */
  current: number;
  /** Accessible name of the list; default `진행 단계`. */
  label?: string | undefined;
}

/**
 * A numbered progress indicator (ordered list): the current step carries aria-current="step", earlier
 * ones are styled as done and say `완료` to screen readers, later ones are pending.
 */
export function Steps({ steps, current, label = t('steps.label') }: StepsProps) {
  return (
    <ol className="c-steps" aria-label={label}>
      {steps.map((step, i) => {
        const item = typeof step === 'string' ? { label: step } : step;
        const state = i < current ? 'is-done' : i === current ? 'is-current' : 'is-pending';
        return (
          <li
            key={item.label}
            className={`c-steps__item ${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="c-steps__marker" aria-hidden="true">
              {i < current ? '✓' : i + 1}
            </span>
            <span className="c-steps__text">
              <span className="c-steps__label">{item.label}</span>
              {i < current ? <span className="c-visually-hidden">{t('steps.done')}</span> : null}
              {item.description ? <span className="c-steps__description">{item.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
