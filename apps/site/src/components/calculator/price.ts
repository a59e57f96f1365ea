/** Hourly prices of Rainbond Cloud resources, in CNY. */
export const HOURLY_RATES = {
  memory: 0.020329, // per GB
  cpu: 0.038658, // per core
  storage: 0.000209, // per GB
  network: 0.000782, // per MB
} as const;

export type Resource = keyof typeof HOURLY_RATES;

/** How many hours one unit of duration is: a month counts 30 days, a year 12 such months. */
export const HOURS_PER_UNIT = { hour: 1, day: 24, month: 720, year: 8640 } as const;

export type DurationUnit = keyof typeof HOURS_PER_UNIT;

export type QuantityError = 'empty' | 'invalid' | 'negative';

export type ParsedQuantity = { ok: true; value: number } | { ok: false; error: QuantityError };

/** Reads what a visitor typed: empty, not a finite number, or negative is an error, never NaN. */
export function parseQuantity(raw: string): ParsedQuantity {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, error: 'invalid' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalid' };
  if (value < 0) return { ok: false, error: 'negative' };
  return { ok: true, value };
}

export interface PriceInput {
  readonly quantities: Readonly<Record<Resource, number>>;
  readonly duration: number;
  readonly unit: DurationUnit;
}

export interface PriceQuote {
  readonly hours: number;
  readonly lines: Readonly<Record<Resource, number>>;
  readonly total: number;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** Each resource costs rate × quantity × hours; lines and total are rounded to the cent. */
export function quote({ quantities, duration, unit }: PriceInput): PriceQuote {
  const hours = duration * HOURS_PER_UNIT[unit];
  const exact = Object.fromEntries(
    (Object.keys(HOURLY_RATES) as Resource[]).map((resource) => [resource, HOURLY_RATES[resource] * quantities[resource] * hours]),
  ) as Record<Resource, number>;
  const lines = Object.fromEntries(Object.entries(exact).map(([resource, value]) => [resource, roundCents(value)])) as Record<Resource, number>;
  return { hours, lines, total: roundCents(Object.values(exact).reduce((sum, value) => sum + value, 0)) };
}

/** Money in the visitor's locale, e.g. ¥1,234.56 or CN¥1,234.56. */
export function formatPrice(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
