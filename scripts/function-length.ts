// Fails on any function longer than MAX_LINES, counting the lines between its first and last
// line that hold code: blank lines and comment-only lines do not count, JSX markup does.
// Biome's noExcessiveLinesPerFunction undercounts React components, so this check backs it up.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_LINES = 80;

export interface LongFunction {
  file: string;
  line: number;
  lines: number;
  name: string;
}

export interface MeasuredFunction {
  line: number;
  lines: number;
  name: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

// Same exemptions as biome.jsonc, each with its reason.
const EXEMPT: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /(^|\/)(test|e2e)\/|\.test\.tsx?$/,
    reason: 'a test file is a list of cases: its describe() callbacks group them and may run long',
  },
  { pattern: /(^|\/)src\/testing\//, reason: 'test helpers build whole fake worlds for the tests beside them' },
  {
    pattern: /-data\.ts$|(^|\/)engine\/knowledge\/(entries|translations)\/|(^|\/)seed\/content\//,
    reason: 'data written as code (knowledge base, demo content, word lists) is as long as its facts',
  },
  { pattern: /(^|\/)(dist|node_modules)\/|(^|\/)src\/db\/migrations\/meta\//, reason: 'built or generated' },
];

export function isExempt(file: string): boolean {
  return EXEMPT.some(({ pattern }) => pattern.test(file));
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function nameOf(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(sf);
  }
  if (ts.isCallExpression(parent)) {
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? `(${first.getText(sf)})` : '';
    return `${parent.expression.getText(sf)}${label} callback`;
  }
  return '<anonymous>';
}

// Marks each line holding part of a token: comments are trivia, so they never mark a line, and
// neither do a JSDoc comment nor a JSX comment ({/* … */}, braces around nothing).
function codeLines(sf: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const text = sf.text;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxExpression(node) && !node.expression) return;
    // getChildren() hands JSDoc comments over as nodes: they are comments all the same
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sf);
    if (children.length > 0 || ts.isSourceFile(node)) {
      for (const child of children) visit(child);
      return;
    }
    const start = node.getStart(sf);
    const first = sf.getLineAndCharacterOfPosition(start).line;
    text
      .slice(start, node.end)
      .split('\n')
      .forEach((segment, offset) => {
        if (segment.trim() !== '') lines.add(first + offset);
      });
  };
  visit(sf);
  return lines;
}

export function measure(fileName: string, text: string): MeasuredFunction[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const code = codeLines(sf);
  const found: MeasuredFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.end).line;
      let lines = 0;
      for (let line = first; line <= last; line++) if (code.has(line)) lines++;
      found.push({ line: first + 1, lines, name: nameOf(node, sf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function findLongFunctions(files: { file: string; text: string }[], max = MAX_LINES): LongFunction[] {
  return files.flatMap(({ file, text }) =>
    measure(file, text)
      .filter((fn) => fn.lines > max)
      .map((fn) => ({ file, ...fn })),
  );
}

function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !isExempt(file))
    .sort();
}

/** Checks every source file git knows under `root`; prints each long function and answers the exit code. */
export function check(root: string, report: (line: string) => void = console.log): number {
  const files = sourceFiles(root).flatMap((file) => {
    try {
      return [{ file, text: readFileSync(path.join(root, file), 'utf8') }];
    } catch {
      return []; // listed by git but deleted in the working tree
    }
  });
  const long = findLongFunctions(files);
  for (const fn of long) report(`${fn.file}:${fn.line}  ${fn.lines} lines (max ${MAX_LINES})  ${fn.name}`);
  return long.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = check(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
