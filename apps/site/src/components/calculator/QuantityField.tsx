import React, { useId } from 'react';
import type { QuantityError } from './price';
import styles from './calculator.module.css';

interface Props {
  readonly label: string;
  readonly unit: string;
  readonly value: string;
  readonly error?: QuantityError;
  readonly errorText: Record<QuantityError, string>;
  readonly onChange: (value: string) => void;
}

/** A text field for a quantity: keeps what was typed and explains, inline, what is wrong with it. */
export default function QuantityField({ label, unit, value, error, errorText, onChange }: Props): React.ReactElement {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error !== undefined}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <span className={styles.unit}>{unit}</span>
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {errorText[error]}
        </p>
      )}
    </div>
  );
}
