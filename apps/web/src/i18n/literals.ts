import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Attributes and properties whose text a user reads or hears (decision 030). */
const TEXT_ATTRIBUTES = new Set(['placeholder', 'aria-label', 'title', 'label', 'alt', 'aria-description']);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning', 'message', 'loading']);
const HAS_WORD = /\p{L}{2,}/u;
/** The English message objects: a component shows them through `t` of their catalogue area instead. */
const MESSAGE_OBJECTS = new Set(['MSG', 'EVENT_MSG', 'IDEA_MSG']);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Every .ts and .tsx file under `dir`, tests and test helpers excluded, as paths relative to `root`. */
export function componentFiles(dir: string, root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') out.push(...componentFiles(full, root));
    } else if (/\.tsx?$/.test(entry.name) && !/(\.(test|d)|-test-data)\.tsx?$/.test(entry.name)) {
      out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return out.sort();
}

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
  return undefined;
}

/**
 * User-facing English written in a component instead of taken from the catalogue: JSX text, the text
 * attributes above (JSX or object property), toast texts, and MSG.x (English only: use `t` of the msg area). Class names, ids and data stay out (not in those places).
 */
export function findLiterals(file: string, source: string): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string | undefined) => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (trimmed && HAS_WORD.test(trimmed)) {
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: trimmed });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isPropertyAccessExpression(node) && MESSAGE_OBJECTS.has(node.expression.getText(sf))) {
      add(node, node.getText(sf));
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf))) {
      add(node, stringOf(node.initializer));
    } else if (
      ts.isPropertyAssignment(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(sf).replace(/['"]/g, '')) &&
      stringOf(node.initializer) !== undefined
    ) {
      add(node, stringOf(node.initializer));
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.getText(sf) === 'toast' ||
        (ts.isPropertyAccessExpression(node.expression) &&
          node.expression.expression.getText(sf) === 'toast' &&
          TOAST_METHODS.has(node.expression.name.text)))
    ) {
      add(node, stringOf(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function literalsIn(root: string, file: string): Literal[] {
  return findLiterals(file, readFileSync(path.join(root, file), 'utf8'));
}
