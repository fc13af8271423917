// `npm run code-map`: the figures a maintainer checks the layout with, measured on the product code (cli/, generator/,
// mock/, openapi/, plugins/, runtime/, defaults/; not generated/, test/, bench/, scripts/):
//   - the longest functions, in lines, as the TypeScript compiler API finds them (declarations, methods, arrows and
//     function expressions; a nested function counts inside its parent too);
//   - the file cycles of the import graph (relative imports, type-only ones included);
//   - the imports that go up a floor (FLOORS below: a folder imports only its own floor or lower ones);
//   - the exported names that nothing imports (scripts/dead-exports.ts says what counts as an import).
// `-- --top 20` lists more functions; `--json` prints all of it as JSON.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { deadExports, type DeadExport } from './dead-exports.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The floors, from the top, as folders or files: a file may import from its own floor and the ones below. `cli/`
 * drives everything; the generator and the mock stand side by side; the generated client sits on the runtime, the
 * runtime on the OAuth plugin; the generated tables and the leaves import nothing of the repository.
 */
export const FLOORS: ReadonlyArray<readonly string[]> = [
  ['cli/'],
  ['generator/', 'mock/'],
  ['generated/client.ts'],
  ['runtime/'],
  ['plugins/', 'openapi/', 'defaults/', 'generated/operations.ts', 'generated/mock-operations.ts'],
];
/** The product code: the floors' folders but generated/. */
const PRODUCT = FLOORS.flat()
  .filter((place) => place.endsWith('/'))
  .map((folder) => folder.slice(0, -1));

const floorOf = (file: string): number => FLOORS.findIndex((floor) => floor.some((place) => file.startsWith(place)));

/** The TypeScript files under the product folders, relative to the root, with forward slashes. */
export function productFiles(): string[] {
  return PRODUCT.flatMap((folder) =>
    (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  ).sort();
}

export interface FunctionLength {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** Every function of a file, with its length in lines (from its first line to its last). */
function functionsOf(file: string, source: ts.SourceFile): FunctionLength[] {
  const found: FunctionLength[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const nameOf = (node: ts.Node): string => {
    const named = node as ts.Node & { name?: ts.Node };
    if (named.name) return named.name.getText(source);
    const parent = node.parent;
    if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
    if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
    if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source).slice(0, 40)})`;
    return '(anonymous)';
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = lineOf(node.getStart(source));
      found.push({ file, line: start, name: nameOf(node), lines: lineOf(node.getEnd()) - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relative imports of a file (static, dynamic and re-exports), as files relative to the root. */
function importsOf(file: string, source: ts.SourceFile): string[] {
  const targets: string[] = [];
  const add = (specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return;
    targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text)));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return targets;
}

/** The cycles of a graph (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    indexes.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexes.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indexes.get(next)!));
    }
    if (low.get(file) !== indexes.get(file)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!indexes.has(file)) connect(file);
  return cycles;
}

export interface CodeMap {
  functions: FunctionLength[];
  cycles: string[][];
  upward: Array<{ file: string; imports: string }>;
  deadExports: DeadExport[];
}

export function codeMap(): CodeMap {
  const functions: FunctionLength[] = [];
  const graph = new Map<string, string[]>();
  for (const file of productFiles()) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    functions.push(...functionsOf(file, source));
    graph.set(file, importsOf(file, source));
  }
  const upward = [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => floorOf(target) !== -1 && floorOf(target) < floorOf(file)).map((imports) => ({ file, imports })),
  );
  functions.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  const dead = deadExports({
    root,
    product: PRODUCT,
    tests: ['test', 'bench'],
    manifests: ['package.json', 'packages/mock/package.json'],
  });
  return { functions, cycles: cyclesOf(graph), upward, deadExports: dead };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const top = Number(args[args.indexOf('--top') + 1]) || 10;
  const map = codeMap();
  if (args.includes('--json')) console.log(JSON.stringify(map, null, 2));
  else {
    console.log(`Longest functions (of ${map.functions.length}):`);
    for (const f of map.functions.slice(0, top)) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.file}:${f.line}`);
    console.log(`Import cycles: ${map.cycles.length ? '' : 'none'}`);
    for (const cycle of map.cycles) console.log(`  ${cycle.join(' <-> ')}`);
    console.log(`Upward imports: ${map.upward.length ? '' : 'none'}`);
    for (const u of map.upward) console.log(`  ${u.file} -> ${u.imports}`);
    console.log(`Dead exports: ${map.deadExports.length ? '' : 'none'}`);
    for (const d of map.deadExports) console.log(`  ${d.name}  ${d.file}:${d.line}`);
  }
}
