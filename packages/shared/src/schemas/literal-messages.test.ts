import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A schema's validation message reaches people through the server's error answer, which renders it in the
 * caller's language from the catalogue (decision 030). A message written in a schema as a literal is answered
 * in English only: each must come from a catalogue area (`V.mustBeText(label)`, `TASK_MSG.x`).
 */

/** Zod checks whose arguments after the first are the message (`.max(n, 'msg')`, `.refine(fn, 'msg')`). */
const AFTER_FIRST = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'enum',
  'literal',
  'array',
  'object',
  'union',
]);
/** Zod checks and types whose first argument is the message (`.int('msg')`, `z.string('msg')`). */
const FIRST = new Set([
  'int',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'nonempty',
  'email',
  'url',
  'string',
  'number',
  'boolean',
  'date',
]);
const MESSAGE_PROPERTIES = new Set(['error', 'message']);
const HAS_WORD = /\p{L}{2,}/u;

interface Literal {
  line: number;
  text: string;
}

function staticText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  return undefined;
}

/** The literal messages of one schema file: in `error:` / `message:`, or in a check's message argument. */
export function findLiteralMessages(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, string>();
  const found: Literal[] = [];
  const visitDecl = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = staticText(node.initializer);
      if (text !== undefined) constants.set(node.name.text, text);
    }
    ts.forEachChild(node, visitDecl);
  };
  visitDecl(sf);

  const report = (node: ts.Node | undefined) => {
    if (!node) return;
    if (ts.isParenthesizedExpression(node)) return report(node.expression);
    if (ts.isConditionalExpression(node)) {
      report(node.whenTrue);
      report(node.whenFalse);
      return;
    }
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return report(node.body);
    const text = ts.isIdentifier(node) ? constants.get(node.text) : staticText(node);
    if (text !== undefined && HAS_WORD.test(text)) {
      found.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText(sf))) report(node.initializer);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (AFTER_FIRST.has(method)) node.arguments.slice(1).forEach(report);
      if (FIRST.has(method)) report(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const SCHEMAS = path.dirname(new URL(import.meta.url).pathname);

describe('schema messages come from the catalogue', () => {
  it('finds a literal message in each place a schema writes one', () => {
    const source = `
      const ID = 'id must be a positive integer';
      const a = z.string({ error: 'Name must be text' }).max(10, \`Name must be at most \${10} characters\`);
      const b = z.number().int(ID).refine((v) => v > 0, { message: 'Too small' });
      const c = z.enum(['A', 'B'], { error: (i) => (i.input ? 'Pick A or B' : 'Status is missing') });
      const d = z.string().startsWith('https').max(10, V.tooLong('Name', 10)).min(1, fillField('Name'));
    `;
    expect(
      findLiteralMessages('sample.ts', source)
        .map((l) => l.text)
        .sort(),
    ).toEqual([
      'Name must be at most  characters',
      'Name must be text',
      'Pick A or B',
      'Status is missing',
      'Too small',
      'id must be a positive integer',
    ]);
  });

  it('leaves no literal message in packages/shared/src/schemas', () => {
    const left = readdirSync(SCHEMAS)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        findLiteralMessages(name, readFileSync(path.join(SCHEMAS, name), 'utf8')).map(
          (l) => `${name}:${l.line} ${l.text}`,
        ),
      );
    expect(left).toEqual([]);
  });
});
