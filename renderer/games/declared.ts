// Test support (Node only, never in the page): the ids a game's engine folder declares, read from its sources
// while engine/games/<id>/index.ts exports only its violation ids: its violation ids (the first argument of
// `violation(…)` or of a local `v(…)` wrapper, with the params each site gives), its prompt ids (the first argument
// of a prompt maker, an Ask's `id` written out, or the name of a step of its flow table whose ask gives none) and
// the types of the events it emits (an object with a `type` and other fields). The core's (engine/core) come the same way; a violation or prompt made with an id that is not
// written out is reported, so a new way of declaring them fails the test instead of being missed.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One engine folder's declared ids. */
export interface Declared {
  /** Violation ids, `<game>.<id>`, each with the param names every one of its sites gives (a site without params
   *  gives none; a site whose params are not written out is left out, null when no site's are known). */
  violations: Map<string, Set<string> | null>;
  /** Prompt ids, `<game>.<id>`. */
  prompts: Set<string>;
  /** Event types. */
  events: Set<string>;
  /** Sites whose id could not be read (file:line and the text), for the test to show. */
  unread: string[];
}

const ROOT = join(import.meta.dirname, '..', '..');

/** The non-test sources of an engine folder. */
function sources(dir: string): ts.SourceFile[] {
  const abs = join(ROOT, dir);
  return readdirSync(abs)
    .filter((f) => f.endsWith('.ts') && !/\.(test|fixture|mock)\.ts$/.test(f))
    .map((f) => ts.createSourceFile(`${dir}/${f}`, readFileSync(join(abs, f), 'utf8'), ts.ScriptTarget.Latest, true));
}

/** The strings an expression can be: a literal, or both branches of a conditional of literals; null otherwise. */
function literals(e: ts.Expression | undefined): string[] | null {
  if (!e) return null;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e)) return literals(e.expression);
  if (ts.isConditionalExpression(e)) {
    const a = literals(e.whenTrue);
    const b = literals(e.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/** Whether `id` is a parameter of a function around `node` (a wrapper passing its own argument on). */
function isParameter(node: ts.Node, id: ts.Expression): boolean {
  if (!ts.isIdentifier(id)) return false;
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent)
    if (ts.isFunctionLike(n) && n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === id.text))
      return true;
  return false;
}

/** The property names of an object literal argument (`{ space, count: n }`): none without one, null when they
 *  are not written out (a variable, a spread). */
function keysOf(e: ts.Expression | undefined): string[] | null {
  if (!e) return [];
  if (!ts.isObjectLiteralExpression(e) || e.properties.some((p) => !p.name || !ts.isIdentifier(p.name))) return null;
  return e.properties.map((p) => (p.name as ts.Identifier).text);
}

/** Add a site of violation `id` with its param names (null: not known) to `map`: the names every site gives. */
function addSite(map: Declared['violations'], id: string, params: string[] | null): void {
  const every = map.get(id);
  if (!params) {
    if (!map.has(id)) map.set(id, null);
  } else if (!every) map.set(id, new Set(params));
  else for (const k of every) if (!params.includes(k)) every.delete(k);
}

/** A property's value in an object literal, by name. */
function prop(o: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of o.properties)
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  return undefined;
}

/** JSON types, which an argument's description (engine/core/verb-args.ts) names as its `type`: never an event. */
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);

/** An event's type, when `n` is an object with a `type` written out and other fields, added to `events`. */
function eventTypes(n: ts.Node, events: Set<string>): void {
  if (!ts.isObjectLiteralExpression(n) || n.properties.length < 2) return;
  for (const x of literals(prop(n, 'type')) ?? []) if (!JSON_TYPES.has(x)) events.add(x);
}

/** Where a node is, for messages. */
const at = (sf: ts.SourceFile, n: ts.Node) =>
  `${sf.fileName}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;

/** The functions and objects a folder declares by name (`const x = …`, `function x`), to follow an ask to its code. */
function declarations(files: readonly ts.SourceFile[]): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  for (const sf of files)
    sf.forEachChild(function find(n): void {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) out.set(n.name.text, n.initializer);
      if (ts.isFunctionDeclaration(n) && n.name) out.set(n.name.text, n);
      n.forEachChild(find);
    });
  return out;
}

/** The functions an ask expression names: inline, by name, or as a member of a table of asks (`ASKS.attack`). */
function askFunctions(e: ts.Node | undefined, named: Map<string, ts.Node>, depth = 0): ts.SignatureDeclaration[] {
  if (!e || depth > 5) return [];
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isFunctionDeclaration(e)) return [e];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
    return askFunctions(e.expression, named, depth + 1);
  if (ts.isIdentifier(e)) return askFunctions(named.get(e.text), named, depth + 1);
  const member = ts.isPropertyAccessExpression(e)
    ? [e.expression, e.name.text]
    : ts.isElementAccessExpression(e) && ts.isStringLiteral(e.argumentExpression)
      ? [e.expression, e.argumentExpression.text]
      : null;
  if (!member || !ts.isIdentifier(member[0] as ts.Node)) return [];
  let table = named.get((member[0] as ts.Identifier).text);
  while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table))) table = table.expression;
  if (!table || !ts.isObjectLiteralExpression(table)) return [];
  for (const p of table.properties) {
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
    if (key !== member[1]) continue;
    if (ts.isPropertyAssignment(p)) return askFunctions(p.initializer, named, depth + 1);
    if (ts.isShorthandPropertyAssignment(p)) return askFunctions(named.get(p.name.text), named, depth + 1);
    if (ts.isMethodDeclaration(p)) return [p];
  }
  return [];
}

/** Whether a function may return an Ask (an object with `verb` and `message`) that gives no `id`. */
function asksWithoutId(fn: ts.SignatureDeclaration): boolean {
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (!body) return false;
  const returned: ts.Expression[] = [];
  if (!ts.isBlock(body)) returned.push(body);
  else
    body.forEachChild(function find(n): void {
      if (ts.isFunctionLike(n)) return;
      if (ts.isReturnStatement(n) && n.expression) returned.push(n.expression);
      n.forEachChild(find);
    });
  const noId = (e: ts.Expression): boolean => {
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return noId(e.expression);
    if (ts.isConditionalExpression(e)) return noId(e.whenTrue) || noId(e.whenFalse);
    return ts.isObjectLiteralExpression(e) && !!prop(e, 'verb') && !!prop(e, 'message') && !prop(e, 'id');
  };
  return returned.some(noId);
}

/**
 * The ids declared in `dir` for `game` (the prefix of its ids). `makers`: the names of its violation makers;
 * prompt makers are found as `const X = promptMaker('<game>')`.
 */
export function declaredIn(dir: string, game: string, makers: readonly string[] = ['violation', 'v']): Declared {
  const out: Declared = { violations: new Map(), prompts: new Set(), events: new Set(), unread: [] };
  const files = sources(dir);
  const named = declarations(files);
  const promptMakers = new Set<string>();
  for (const sf of files)
    sf.forEachChild(function find(n): void {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isCallExpression(n.initializer))
        if (ts.isIdentifier(n.initializer.expression) && n.initializer.expression.text === 'promptMaker')
          promptMakers.add(n.name.text);
      n.forEachChild(find);
    });
  for (const sf of files) {
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const callee = n.expression.text;
        const [first, , , params] = n.arguments;
        if (makers.includes(callee) || promptMakers.has(callee)) {
          const ids = literals(first);
          if (ids && makers.includes(callee))
            for (const id of ids) addSite(out.violations, `${game}.${id}`, keysOf(params));
          else if (ids) for (const id of ids) out.prompts.add(`${game}.${id}`);
          else if (first && !isParameter(n, first)) out.unread.push(`${at(sf, n)} ${n.getText(sf).slice(0, 80)}`);
        }
      }
      eventTypes(n, out.events);
      if (ts.isObjectLiteralExpression(n)) {
        // An Ask (engine/core/steps.ts) with its own prompt id written out.
        const id = prop(n, 'id');
        if (id && prop(n, 'verb') && prop(n, 'message'))
          for (const x of literals(id) ?? []) out.prompts.add(`${game}.${x}`);
        // A step of a flow table that asks: its name is the prompt id where its ask gives none.
        const step = n.parent;
        const name = ts.isPropertyAssignment(step) && (ts.isIdentifier(step.name) || ts.isStringLiteral(step.name));
        if (name && askFunctions(prop(n, 'ask'), named).some(asksWithoutId))
          out.prompts.add(`${game}.${(step.name as ts.Identifier).text}`);
      }
      n.forEachChild(visit);
    };
    visit(sf);
  }
  return out;
}

/** The param names at a core violation's site: its object's `params` written out, none without, else null. */
function coreParams(p: ts.Node): string[] | null {
  const o = ts.isPropertyAssignment(p) ? p.parent : null;
  if (!o || !ts.isObjectLiteralExpression(o)) return null;
  if (o.properties.some((x) => ts.isShorthandPropertyAssignment(x) && x.name.text === 'params')) return null;
  return keysOf(prop(o, 'params'));
}

/** The core's ids (engine/core): `core.*` violations and prompts, and the events its own verbs emit. */
export function declaredInCore(): Declared {
  const out: Declared = { violations: new Map(), prompts: new Set(), events: new Set(), unread: [] };
  for (const sf of sources('engine/core')) {
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteral(n) && /^core\.[a-z-]+$/.test(n.text)) {
        let p = n.parent;
        while (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p)) p = p.parent;
        // A prompt is made with its id (`id: 'core.dice'`); every other core id is a violation's rule.
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'id') out.prompts.add(n.text);
        else if (!ts.isLiteralTypeNode(p)) addSite(out.violations, n.text, coreParams(p));
      }
      eventTypes(n, out.events);
      n.forEachChild(visit);
    };
    visit(sf);
  }
  return out;
}
