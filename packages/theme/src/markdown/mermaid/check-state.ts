import type { Statement } from './source';
import { nesting, type Checker, type Problem } from './problem';
import { fixedColourProblem } from './theme-colours';

const STATE = '(?:\\[\\*\\]|[\\w\\p{L}-]+)';
const STATEMENTS: readonly RegExp[] = [
  new RegExp(`^${STATE}\\s*-->\\s*${STATE}(?:\\s*:\\s*.+)?$`, 'u'),
  /^state\s+"[^"]+"\s+as\s+[\w\p{L}]+$/u,
  /^[\w\p{L}-]+\s*:\s*.+$/u,
  /^direction\s+(?:TB|TD|BT|RL|LR)$/,
];
const LINK_STYLE = /^linkStyle\s+(?:default|[\d,\s]+)\s+(.+)$/;
const COMPOSITE = /^state\s+(?:"[^"]+"\s+as\s+)?[\w\p{L}]+\s*\{$/u;

export const checkState: Checker = (body: readonly Statement[]): Problem | undefined => {
  const composites = nesting((text) => COMPOSITE.test(text), (text) => text === '}', 'composite state');
  for (const statement of body) {
    const nested = composites.step(statement);
    if (nested) return nested;
    const linkStyle = LINK_STYLE.exec(statement.text);
    if (linkStyle) {
      const reason = fixedColourProblem(linkStyle[1]!);
      if (reason !== undefined) return { statement, reason };
      continue;
    }
    if (COMPOSITE.test(statement.text) || statement.text === '}' || STATEMENTS.some((pattern) => pattern.test(statement.text))) continue;
    return { statement, reason: 'is not a transition (A --> B: text), state description or composite state this renderer draws' };
  }
  return composites.finish();
};
