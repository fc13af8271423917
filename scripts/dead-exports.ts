// The exported names of the product code that nothing imports (`npm run code-map` prints them; test/scripts/ fails
// on one). The rule:
//   - every TypeScript and JavaScript file of the repository is read as an importer (generated/, scripts/, bench/
//     and the root's configuration files too), but node_modules/ and dist/;
//   - a package's public entry (the `exports` of its package.json) and what it re-exports count as used;
//   - a test keeps an export only if the export's own file uses the name too: a test may reach into a live part to
//     test it alone, but a function that only its test calls is dead code with a test.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface DeadExportsInput {
  /** The repository's folder. */
  root: string;
  /** The folders whose exports are checked, relative to the root. */
  product: readonly string[];
  /** The folders of tests (their imports keep only names their own file uses), relative to the root. */
  tests: readonly string[];
  /** The package.json files whose `exports` name the public entries, relative to the root. */
  manifests: readonly string[];
}

export interface DeadExport {
  file: string;
  line: number;
  name: string;
}

const CODE = /\.(ts|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.git']);

/** The code files under a folder, relative to the root, with forward slashes. */
function codeFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(file);
    }
  };
  walk(folder);
  return found.sort();
}

/** The file a relative specifier names: as written, its `.js` as `.ts`, or a folder's index.ts. */
function resolve(root: string, from: string, specifier: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [target, target.replace(/\.js$/, '.ts'), `${target}/index.ts`].find((file) => fs.existsSync(path.join(root, file)));
}

/** The public entries: each `exports` target of the manifests, from its dist/ path back to its source. */
function entriesOf(root: string, manifests: readonly string[]): Set<string> {
  const entries = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      const source = value.replace(/^\.\/dist\//, '').replace(/\.d\.ts$|\.js$/, '.ts');
      if (fs.existsSync(path.join(root, source))) entries.add(source);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const manifest of manifests) collect(JSON.parse(fs.readFileSync(path.join(root, manifest), 'utf8')).exports);
  return entries;
}

const parse = (root: string, file: string) =>
  ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** A file's exported names, each with the node that names it at its declaration. */
function exportsOf(source: ts.SourceFile): Array<{ name: string; node: ts.Node }> {
  const found: Array<{ name: string; node: ts.Node }> = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) found.push({ name: element.name.text, node: element.name });
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) found.push({ name: 'default', node: statement });
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const names = (binding: ts.BindingName): void => {
          if (ts.isIdentifier(binding)) found.push({ name: binding.text, node: binding });
          else for (const element of binding.elements) if (!ts.isOmittedExpression(element)) names(element.name);
        };
        names(declaration.name);
      }
    else {
      const name = (statement as ts.Node as { name?: ts.Identifier }).name;
      if (name) found.push({ name: name.text, node: name });
    }
  }
  return found;
}

/** The names a file takes from each file it imports (`*`: all of them). */
function importsOf(root: string, file: string, source: ts.SourceFile): Array<{ target: string; name: string }> {
  const found: Array<{ target: string; name: string }> = [];
  const add = (specifier: ts.Node | undefined, names: string[]) => {
    if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith('.')) return;
    const target = resolve(root, file, specifier.text);
    if (target) for (const name of names) found.push({ target, name });
  };
  /** A specifier held in a constant of the same file: `const entry = './verify.ts'; await import(entry)`. */
  const constantOf = (node: ts.Node): ts.Node | undefined => {
    if (!ts.isIdentifier(node)) return node;
    let literal: ts.Node | undefined;
    const visit = (candidate: ts.Node) => {
      if (ts.isVariableDeclaration(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === node.text)
        literal = candidate.initializer;
      ts.forEachChild(candidate, visit);
    };
    visit(source);
    return literal;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const names = [
        ...(clause?.name ? ['default'] : []),
        ...(bindings && ts.isNamespaceImport(bindings) ? ['*'] : []),
        ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : []),
      ];
      add(node.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      if (!clause) add(node.moduleSpecifier, ['*']);
      else if (ts.isNamespaceExport(clause)) add(node.moduleSpecifier, ['*']);
      else
        add(
          node.moduleSpecifier,
          clause.elements.map((e) => (e.propertyName ?? e.name).text),
        );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0])
      add(constantOf(node.arguments[0]), ['*']);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const qualifier = node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : undefined;
      add(node.argument.literal, [qualifier ?? '*']);
    }
    // A JavaScript file names types in its JSDoc: `@param {import('./docs.ts').DocsRequest} request`.
    for (const comment of (node as ts.Node & { jsDoc?: ts.JSDoc[] }).jsDoc ?? []) visit(comment);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a file uses a name beyond declaring and exporting it. */
function usedInOwnFile(source: ts.SourceFile, name: string, declarations: ReadonlySet<ts.Node>): boolean {
  let used = false;
  const visit = (node: ts.Node) => {
    if (used) return;
    if (ts.isExportSpecifier(node)) return;
    if (ts.isIdentifier(node) && node.text === name && !declarations.has(node)) used = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

export function deadExports(input: DeadExportsInput): DeadExport[] {
  const { root } = input;
  const inFolder = (file: string, folders: readonly string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
  const sources = new Map(codeFiles(root, '').map((file) => [file, parse(root, file)]));
  const entries = entriesOf(root, input.manifests);
  /** Per file, the names something takes from it; per file, the names only tests take. */
  const used = new Map<string, Set<string>>();
  const usedByTests = new Map<string, Set<string>>();
  for (const [file, source] of sources) {
    const into = inFolder(file, input.tests) ? usedByTests : used;
    for (const { target, name } of importsOf(root, file, source)) into.set(target, (into.get(target) ?? new Set()).add(name));
  }
  const dead: DeadExport[] = [];
  for (const [file, source] of sources) {
    if (!inFolder(file, input.product) || entries.has(file)) continue;
    const exported = exportsOf(source);
    const declarations = new Set(exported.map((e) => e.node));
    for (const { name, node } of exported) {
      const takes = (map: Map<string, Set<string>>) => map.get(file)?.has(name) || map.get(file)?.has('*');
      if (takes(used)) continue;
      if (takes(usedByTests) && usedInOwnFile(source, name, declarations)) continue;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      dead.push({ file, line, name });
    }
  }
  return dead;
}
