import React, { useMemo, useState } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import SearchIndexFields from '@theme/SearchIndexFields';
import { Hero, Section, Select } from '@rainbond/ui';
import QuantityField from '../components/calculator/QuantityField';
import { formatPrice, HOURLY_RATES, parseQuantity, quote, type DurationUnit, type QuantityError, type Resource } from '../components/calculator/price';
import styles from '../components/calculator/calculator.module.css';
import { QUICK_INSTALL } from '../components/site-links';

type Field = Resource | 'duration';

/** The price calculator of Rainbond Cloud: resources × hourly rates × duration, as you type. */
export default function Calculator(): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'zh-CN';
  const [raw, setRaw] = useState<Record<Field, string>>({ memory: '4', cpu: '2', storage: '50', network: '1000', duration: '1' });
  const [unit, setUnit] = useState<DurationUnit>('month');

  const labels: Record<Field, { label: string; unit: string }> = {
    memory: { label: translate({ id: 'calculator.memory', message: '内存' }), unit: 'GB' },
    cpu: { label: translate({ id: 'calculator.cpu', message: 'CPU' }), unit: translate({ id: 'calculator.cores', message: '核' }) },
    storage: { label: translate({ id: 'calculator.storage', message: '存储' }), unit: 'GB' },
    network: { label: translate({ id: 'calculator.network', message: '网络流量' }), unit: 'MB' },
    duration: { label: translate({ id: 'calculator.duration', message: '使用时长' }), unit: '' },
  };
  const errorText: Record<QuantityError, string> = {
    empty: translate({ id: 'calculator.error.empty', message: '请输入一个数字，不用时填 0。' }),
    invalid: translate({ id: 'calculator.error.invalid', message: '只能输入数字，例如 8 或 2.5。' }),
    negative: translate({ id: 'calculator.error.negative', message: '不能是负数。' }),
  };
  const units: { value: DurationUnit; label: string }[] = [
    { value: 'hour', label: translate({ id: 'calculator.unit.hour', message: '小时' }) },
    { value: 'day', label: translate({ id: 'calculator.unit.day', message: '天' }) },
    { value: 'month', label: translate({ id: 'calculator.unit.month', message: '月（720 小时）' }) },
    { value: 'year', label: translate({ id: 'calculator.unit.year', message: '年（8640 小时）' }) },
  ];

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
    <Layout
      title={translate({ id: 'calculator.title', message: '价格计算器' })}
      description={translate({ id: 'calculator.description', message: '输入内存、CPU、存储、网络流量和使用时长，估算 Rainbond Cloud 的费用。' })}
    >
      <main data-pagefind-body="">
        <SearchIndexFields type="page" />
        <Hero
          centered
          eyebrow="Rainbond Cloud"
          title={translate({ id: 'calculator.heading', message: '价格计算器' })}
          subtitle={translate({ id: 'calculator.subtitle', message: '按小时计费：填写需要的资源和使用时长，费用随输入实时更新。' })}
        />
        <Section>
          <div className={styles.layout}>
            <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={translate({ id: 'calculator.formLabel', message: '资源与时长' })}>
              {resources.map((resource) => (
                <QuantityField
                  key={resource}
                  label={labels[resource].label}
                  unit={labels[resource].unit}
                  value={raw[resource]}
                  error={errorOf(resource)}
                  errorText={errorText}
                  onChange={(text) => setRaw((previous) => ({ ...previous, [resource]: text }))}
                />
              ))}
              <QuantityField
                label={labels.duration.label}
                unit={units.find((item) => item.value === unit)?.label ?? ''}
                value={raw.duration}
                error={errorOf('duration')}
                errorText={errorText}
                onChange={(text) => setRaw((previous) => ({ ...previous, duration: text }))}
              />
              <Select label={translate({ id: 'calculator.unit', message: '时长单位' })} value={unit} onValueChange={(next) => setUnit(next as DurationUnit)} options={units} />
            </form>
            <section className={styles.summary} aria-labelledby="calculator-summary" aria-live="polite">
              <h2 id="calculator-summary">{translate({ id: 'calculator.summary', message: '费用明细' })}</h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{translate({ id: 'calculator.item', message: '项目' })}</th>
                    <th scope="col">{translate({ id: 'calculator.rate', message: '单价（每小时）' })}</th>
                    <th scope="col">{translate({ id: 'calculator.cost', message: '费用' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {resources.map((resource) => (
                    <tr key={resource}>
                      <th scope="row">{labels[resource].label}</th>
                      <td>
                        {HOURLY_RATES[resource]} / {labels[resource].unit}
                      </td>
                      <td data-testid={`line-${resource}`}>{result === undefined ? '—' : formatPrice(result.lines[resource], locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.total}>
                <span>{translate({ id: 'calculator.total', message: '合计' })}</span>
                <span className={styles.totalValue} data-testid="total">
                  {result === undefined ? '—' : formatPrice(result.total, locale)}
                </span>
              </p>
              <p className={styles.note}>
                {result === undefined
                  ? translate({ id: 'calculator.fixInputs', message: '请先修正标红的输入，再查看费用。' })
                  : translate({ id: 'calculator.hours', message: '共 {hours} 小时，一个月按 720 小时、一年按 8640 小时计算。' }, { hours: result.hours })}
              </p>
            </section>
          </div>
        </Section>
        <Section
          tone="alt"
          title={translate({ id: 'calculator.how.title', message: '费用是怎么算出来的' })}
          intro={translate({
            id: 'calculator.how.intro',
            message: '每种资源都有一个按小时计的单价。计算器把每一项的用量乘以单价，再乘以使用的小时数，最后把各项相加。',
          })}
        >
          <ul className={styles.howList}>
            <li>
              {translate({
                id: 'calculator.how.units',
                message: '内存按 GB、CPU 按核、存储按 GB、网络流量按 MB 计量；不用的资源填 0 即可，它不会计入合计。',
              })}
            </li>
            <li>
              {translate({
                id: 'calculator.how.duration',
                message: '时长可以选小时、天、月或年：一天按 24 小时、一个月按 720 小时（30 天）、一年按 8640 小时（12 个这样的月）换算。',
              })}
            </li>
            <li>
              {translate(
                {
                  id: 'calculator.how.example',
                  message: '举个例子：4 GB 内存、2 核 CPU、50 GB 存储和 1000 MB 流量用满一个月，合计约 {total}，也就是页面打开时的默认输入。',
                },
                { total: formatPrice(quote({ quantities: { memory: 4, cpu: 2, storage: 50, network: 1000 }, duration: 1, unit: 'month' }).total, locale) },
              )}
            </li>
            <li>
              <Translate
                id="calculator.how.selfHosted"
                values={{
                  install: (
                    <Link to={QUICK_INSTALL}>
                      <Translate id="calculator.how.selfHosted.link">一条命令安装</Translate>
                    </Link>
                  ),
                }}
              >
                {'更想用自己的服务器？Rainbond 本身开源免费，可以在任意 Linux 主机上{install}，费用只取决于你自己的机器。'}
              </Translate>
            </li>
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
