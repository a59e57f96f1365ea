import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './Field.css';

export interface NumberFieldProps {
  label: ReactNode;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the number, e.g. "GB" or "核". */
  unit?: ReactNode;
  hint?: ReactNode;
  decrementLabel?: string;
  incrementLabel?: string;
  name?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A labelled number input with − and + buttons; values are clamped to [min, max]. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    value,
    onValueChange,
    min = 0,
    max = Number.MAX_SAFE_INTEGER,
    step = 1,
    unit,
    hint,
    decrementLabel = 'Decrease',
    incrementLabel = 'Increase',
    name,
  },
  ref,
) {
  const inputId = useId();
  const hintId = useId();
  const change = (next: number) => {
    if (!Number.isNaN(next)) onValueChange(clamp(next, min, max));
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          type="number"
          inputMode="decimal"
          value={value}
          min={min}
          max={max}
          step={step}
          aria-describedby={hint === undefined ? undefined : hintId}
          onChange={(event) => change(event.currentTarget.valueAsNumber)}
        />
        {unit !== undefined && <span className={styles.unit}>{unit}</span>}
        <button type="button" className={styles.stepButton} aria-label={decrementLabel} disabled={value <= min} onClick={() => change(value - step)}>
          −
        </button>
        <button type="button" className={styles.stepButton} aria-label={incrementLabel} disabled={value >= max} onClick={() => change(value + step)}>
          +
        </button>
      </div>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
