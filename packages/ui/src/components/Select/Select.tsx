import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from '../NumberField/Field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  name?: string;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, our look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, options, value, onValueChange, hint, name }, ref) {
  const selectId = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          name={name}
          className={styles.select}
          value={value}
          aria-describedby={hint === undefined ? undefined : hintId}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
