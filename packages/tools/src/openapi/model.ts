/** The parts of an OpenAPI 3.1 document the page generator reads, with our `x-i18n` translations. */

export type Locale = 'en' | 'zh';

/** Chinese (or other) texts kept beside the English ones: `x-i18n: { zh: { summary: ... } }`. */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

export interface Translatable {
  readonly 'x-i18n'?: Translations;
}

export interface SchemaObject extends Translatable {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaObject>>;
  readonly required?: readonly string[];
  readonly items?: SchemaObject;
  readonly enum?: readonly unknown[];
  readonly example?: unknown;
  readonly oneOf?: readonly SchemaObject[];
  readonly allOf?: readonly SchemaObject[];
  readonly additionalProperties?: boolean | SchemaObject;
}

export interface ParameterObject extends Translatable {
  readonly $ref?: string;
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: SchemaObject;
  readonly example?: unknown;
}

export interface MediaType {
  readonly schema?: SchemaObject;
  readonly example?: unknown;
}

export interface ResponseObject extends Translatable {
  /** A shared response under `#/components/responses`. */
  readonly $ref?: string;
  readonly description?: string;
  readonly content?: Readonly<Record<string, MediaType>>;
}

export interface OperationObject extends Translatable {
  readonly operationId: string;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: Translatable & { readonly description?: string; readonly required?: boolean; readonly content?: Readonly<Record<string, MediaType>> };
  readonly responses?: Readonly<Record<string, ResponseObject>>;
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly servers?: ReadonlyArray<{ readonly url: string; readonly variables?: Record<string, { default: string }> }>;
  readonly tags?: ReadonlyArray<Translatable & { readonly name: string; readonly description?: string; readonly 'x-displayName'?: string }>;
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject | ParameterObject[]>>>>;
  readonly components?: {
    readonly schemas?: Readonly<Record<string, SchemaObject>>;
    readonly parameters?: Readonly<Record<string, ParameterObject>>;
    readonly responses?: Readonly<Record<string, ResponseObject>>;
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The text of `key` in `locale`: the `x-i18n` translation when there is one, else the English. */
export function localized(object: Translatable, key: string, locale: Locale): string {
  const translated = locale === 'en' ? undefined : object['x-i18n']?.[locale]?.[key];
  const english = (object as Record<string, unknown>)[key];
  return translated ?? (typeof english === 'string' ? english : '');
}

/** An operation with its method and path, the unit a page is made for. */
export interface Endpoint {
  readonly method: (typeof HTTP_METHODS)[number];
  readonly path: string;
  readonly operation: OperationObject;
  readonly parameters: readonly ParameterObject[];
}

/** Resolves `#/components/...` references inside the document. */
export function resolveRef<T>(document: OpenApiDocument, ref: string): T {
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = document;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  return node as T;
}

export function endpoints(document: OpenApiDocument): Endpoint[] {
  const result: Endpoint[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (operation === undefined) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])].map((parameter) =>
        parameter.$ref ? resolveRef<ParameterObject>(document, parameter.$ref) : parameter,
      );
      result.push({ method, path, operation, parameters });
    }
  }
  return result;
}
