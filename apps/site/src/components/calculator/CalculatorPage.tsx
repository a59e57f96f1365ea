import React, { useMemo, useState } from 'react';
import { interpolate } from '@docusaurus/Interpolate';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MarketingPage from '@theme/MarketingPage';
import { Hero, Section, Select } from '@rainbond/ui';
import QuantityField from './QuantityField';
import { formatPrice, HOURLY_RATES, HOURS_PER_UNIT, parseQuantity, quote, type DurationUnit, type Resource } from './price';
import type { CalculatorContent } from './content';
import styles from './calculator.module.css';
import { QUICK_INSTALL } from '../site-links';

type Field = Resource | 'duration';

/** The price calculator of Rainbond Cloud: resources × hourly rates × duration, as you type; the copy is marketing/calculator.yml. */
export default function CalculatorPage({ content }: { content: CalculatorContent }): React.ReactElement {
  const { meta, hero, form, fields, units, errors, summary, how } = content;
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'zh-CN';
  const [raw, setRaw] = useState<Record<Field, string>>({ memory: '4', cpu: '2', storage: '50', network: '1000', duration: '1' });
  const [unit, setUnit] = useState<DurationUnit>('month');

  const unitOptions = (Object.keys(HOURS_PER_UNIT) as DurationUnit[]).map((value) => ({ value, label: units[value] }));

  const parsed = useMemo(
    () => Object.fromEntries((Object.keys(raw) as Field[]).map((field) => [field, parseQuantity(raw[field])])) as Record<Field, ReturnType<typeof parseQuantity>>,
    [raw],
  );
  const valid = Object.values(parsed).every((result) => result.ok);
  const value = (field: Field) => {
    const result = parsed[field];
    return result.ok ? result.value : 0;
  };
  const result = valid
    ? quote({ quantities: { memory: value('memory'), cpu: value('cpu'), storage: value('storage'), network: value('network') }, duration: value('duration'), unit })
    : undefined;
  const errorOf = (field: Field) => {
    const outcome = parsed[field];
    return outcome.ok ? undefined : outcome.error;
  };
  const resources = Object.keys(HOURLY_RATES) as Resource[];

  return (
    <MarketingPage meta={meta}>
      <Hero centered eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <div className={styles.layout}>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={form.label}>
            {resources.map((resource) => (
              <QuantityField
                key={resource}
                label={fields[resource].label}
                unit={fields[resource].unit}
                value={raw[resource]}
                error={errorOf(resource)}
                errorText={errors}
                onChange={(text) => setRaw((previous) => ({ ...previous, [resource]: text }))}
              />
            ))}
            <QuantityField
              label={fields.duration.label}
              unit={units[unit]}
              value={raw.duration}
              error={errorOf('duration')}
              errorText={errors}
              onChange={(text) => setRaw((previous) => ({ ...previous, duration: text }))}
            />
            <Select label={form.unitLabel} value={unit} onValueChange={(next) => setUnit(next as DurationUnit)} options={unitOptions} />
          </form>
          <section className={styles.summary} aria-labelledby="calculator-summary" aria-live="polite">
            <h2 id="calculator-summary">{summary.title}</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{summary.item}</th>
                  <th scope="col">{summary.rate}</th>
                  <th scope="col">{summary.cost}</th>
                </tr>
              </thead>
              <tbody>
                {resources.map((resource) => (
                  <tr key={resource}>
                    <th scope="row">{fields[resource].label}</th>
                    <td>
                      {HOURLY_RATES[resource]} / {fields[resource].unit}
                    </td>
                    <td data-testid={`line-${resource}`}>{result === undefined ? '—' : formatPrice(result.lines[resource], locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.total}>
              <span>{summary.total}</span>
              <span className={styles.totalValue} data-testid="total">
                {result === undefined ? '—' : formatPrice(result.total, locale)}
              </span>
            </p>
            <p className={styles.note}>
              {result === undefined ? summary.fixInputs : interpolate(summary.hours, { hours: result.hours })}
            </p>
          </section>
        </div>
      </Section>
      <Section tone="alt" title={how.title} intro={how.intro}>
        <ul className={styles.howList}>
          <li>{how.units}</li>
          <li>{how.duration}</li>
          <li>{interpolate(how.example, { total: formatPrice(quote({ quantities: { memory: 4, cpu: 2, storage: 50, network: 1000 }, duration: 1, unit: 'month' }).total, locale) })}</li>
          <li>{interpolate(how.selfHosted, { install: <Link to={QUICK_INSTALL}>{how.installLink}</Link> })}</li>
        </ul>
      </Section>
    </MarketingPage>
  );
}
