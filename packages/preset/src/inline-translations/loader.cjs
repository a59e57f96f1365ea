// @ts-check
/**
 * Rspack loader behind the inline-translations plugin (see index.ts). Plain CommonJS because the
 * bundler requires loaders directly, without the TypeScript hook the config is loaded with.
 *
 * For a source file of the site, it swaps the default (Chinese) text of every `translate({...})`
 * call and `<Translate>` element for the text of the locale being built. For the generated
 * `codeTranslations.json`, it drops the ids that were inlined that way.
 */
const ts = require('typescript');

/**
 * @typedef {{ id: string; start: number; end: number; kind: 'expression' | 'jsx-children' }} TranslationSite
 * `start`/`end` delimit the text to replace: the `message` value, or the element's children.
 */

/** @param {ts.Node | undefined} node */
function literalText(node) {
  return node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/**
 * Every translatable text of a module, with where it sits.
 * @param {string} source
 * @param {string} fileName
 * @returns {TranslationSite[]}
 */
function findTranslations(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  /** @type {TranslationSite[]} */
  const sites = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
      const [options] = node.arguments;
      if (options !== undefined && ts.isObjectLiteralExpression(options)) {
        /** @param {string} name */
        const property = (name) =>
          options.properties.find((prop) => ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === name);
        const message = property('message');
        const id = property('id');
        if (message !== undefined && ts.isPropertyAssignment(message)) {
          const messageText = literalText(message.initializer);
          const idText = id !== undefined && ts.isPropertyAssignment(id) ? literalText(id.initializer) : messageText;
          if (idText !== undefined) sites.push({ id: idText, start: message.initializer.getStart(file), end: message.initializer.end, kind: 'expression' });
        }
      }
    }
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'Translate') {
      const idAttribute = node.openingElement.attributes.properties.find(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'id',
      );
      const idText = idAttribute !== undefined && ts.isJsxAttribute(idAttribute) ? literalText(idAttribute.initializer) : undefined;
      const childrenText = node.children.map((child) => child.getText(file)).join('').trim();
      const id = idText ?? childrenText;
      sites.push({ id, start: node.openingElement.end, end: node.closingElement.getStart(file), kind: 'jsx-children' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sites;
}

/**
 * The module with each translatable text replaced by `messages[id]`.
 * @param {string} source
 * @param {string} fileName
 * @param {Record<string, string>} messages
 */
function inlineTranslations(source, fileName, messages) {
  const sites = findTranslations(source, fileName).sort((a, b) => b.start - a.start);
  let result = source;
  for (const site of sites) {
    const message = messages[site.id];
    if (message === undefined) {
      throw new Error(`${fileName}: the translation "${site.id}" is missing from the locale's code.json (run pnpm --filter @rainbond/site write-translations)`);
    }
    const replacement = site.kind === 'expression' ? JSON.stringify(message) : `{${JSON.stringify(message)}}`;
    result = result.slice(0, site.start) + replacement + result.slice(site.end);
  }
  return result;
}

/**
 * @this {{ resourcePath: string; getOptions: () => { messages: Record<string, string>; inlinedIds: string[] } }}
 * @param {string} source
 */
function loader(source) {
  const { messages, inlinedIds } = this.getOptions();
  if (this.resourcePath.endsWith('.json')) {
    const inlined = new Set(inlinedIds);
    const translations = /** @type {Record<string, string>} */ (JSON.parse(source));
    return JSON.stringify(Object.fromEntries(Object.entries(translations).filter(([id]) => !inlined.has(id))));
  }
  return inlineTranslations(source, this.resourcePath, messages);
}

module.exports = loader;
module.exports.findTranslations = findTranslations;
module.exports.inlineTranslations = inlineTranslations;
