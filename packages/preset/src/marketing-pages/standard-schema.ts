/**
 * The Standard Schema interface (https://standardschema.dev), which zod, valibot and ArkType
 * implement: the part a validator needs, copied as the spec recommends instead of a dependency.
 */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };

interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

export function isStandardSchema(value: unknown): value is StandardSchema {
  return typeof value === 'object' && value !== null && typeof (value as Partial<StandardSchema>)['~standard']?.validate === 'function';
}

/** `hero.actions[1].label` */
function issuePath(issue: StandardIssue): string {
  return (issue.path ?? [])
    .map((segment) => (typeof segment === 'object' ? segment.key : segment))
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** `value` validated by `schema`, or an error whose message lists every issue with its key. */
export function validateWith<Output>(schema: StandardSchema<Output>, value: unknown): { value: Output } | { error: string } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return { error: 'the schema is asynchronous; a page schema must validate synchronously' };
  if (result.issues !== undefined) return { error: result.issues.map((issue) => `${issuePath(issue) || '(root)'}: ${issue.message}`).join('; ') };
  return { value: result.value };
}
