import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/*
 * The browser's copy of the contracts (DESIGN §3b). A contract module builds every schema of its
 * endpoints as it loads; the browser uses only a few of them (a form's body, checked before it is
 * sent), and building the rest is a phone's long task on every first page: zod makes objects for each
 * field, check and label. So the web build:
 *  - leaves out of each `endpoint({…})` what only the server reads: its answer, query and parameter
 *    schemas, its spreadsheet, its errors and summary (the documentation's);
 *  - marks as pure the calls that build a module's constants (not those inside functions, which run
 *    later), so the bundler drops a schema no code of the browser reaches.
 * The server reads the contracts as they are written. Only modules that import zod are touched.
 */

/** What an endpoint declares that only the server reads. */
const serverOnly = new Set(['response', 'query', 'params', 'sheet', 'errors', 'summary']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const children = (node: Node): Node[] =>
  Object.entries(node).flatMap(([k, v]) => (k === 'parent' ? [] : Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []));
const functionTypes = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassDeclaration']);

/** The module as the browser gets it; null when it is not a contract or nothing changes. */
export function clientContract(code: string, parse: (code: string) => unknown): MagicString | null {
  if (!/from\s*['"]zod['"]/.test(code)) return null;
  const program = parse(code) as Node;
  const out = new MagicString(code);
  // Every call made while the module's constants are built, down to (not into) the functions they hold.
  const markPure = (node: Node) => {
    if (functionTypes.has(node.type)) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') out.prependLeft(node.start, '/* @__PURE__ */ ');
    children(node).forEach(markPure);
  };
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const [arg] = node.arguments as Node[];
      const callee = node.callee as Node;
      if (callee.type === 'Identifier' && callee.name === 'endpoint' && arg?.type === 'ObjectExpression') {
        for (const p of arg.properties as Node[]) {
          const key = p.key as Node | undefined;
          if (p.type !== 'Property' || p.computed || !key || !serverOnly.has((key.name ?? key.value) as string)) continue;
          out.remove(p.start, code[p.end] === ',' ? p.end + 1 : p.end);
        }
      }
    }
    children(node).forEach(visit);
  };
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations as Node[]) if (d.init) markPure(d.init as Node);
    visit(statement);
  }
  return out.hasChanged() ? out : null;
}

/** The web build's plugin: contracts (and the schemas they share) reach the browser as `clientContract` makes them. */
export function clientContracts(): Plugin {
  return {
    name: 'claustro:client-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]domain[\\/]src[\\/].+\.ts$/.test(id)) return null;
      const changed = clientContract(code, (c) => this.parse(c));
      return changed && { code: changed.toString(), map: changed.generateMap({ hires: true, source: id }) };
    },
  };
}
