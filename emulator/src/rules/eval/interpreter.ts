/**
 * Evaluates rule expressions (docs/emulator.md §7): errors are values, `&&` and `||` short-circuit
 * left to right and absorb errors as CEL does, everything else propagates the first error.
 * Limits per request (docs/emulator.md §6.5): 1,000 expressions, call depth 20, no recursion.
 */
import type { BinaryExpr, CallExpr, Expr, FunctionDecl, MethodCallExpr, ServiceName } from '../ast.js';
import { convert, isConversion } from './conversions.js';
import type { DocumentAccess } from './documents.js';
import {
  evalError, functionNotFound, isError, LimitExceeded, NULL_VALUE_ERROR, undefinedVariable, type Result,
} from './errors.js';
import { allValues, listLiteral, mapLiteral, pathLiteral } from './literals.js';
import { callMethod } from './methods/index.js';
import { callNamespace, isNamespace } from './namespaces.js';
import { binaryOp, isType, unaryOp } from './operators.js';
import { findBinding, findFunction, type Scope, type Slot } from './scope.js';
import { index, member, slice } from './selectors.js';
import { symbolicBinary, symbolicIs, symbolicMember, symbolicMethod } from './symbolic.js';
import { NULL, bool, float, int, isSymbolic, str, type RulesValue } from './value.js';

const MAX_EXPRESSIONS = 1000;
const MAX_CALL_DEPTH = 20;

export interface Env {
  readonly service: ServiceName;
  /** `request`, `resource`. */
  readonly globals: ReadonlyMap<string, RulesValue>;
  /** Document reads; null where rules cannot read documents. */
  readonly documents: DocumentAccess | null;
}

const DOCUMENT_FUNCTIONS: Readonly<Record<string, { after: boolean; exists: boolean }>> = {
  get: { after: false, exists: false },
  exists: { after: false, exists: true },
  getAfter: { after: true, exists: false },
  existsAfter: { after: true, exists: true },
};

export class Interpreter {
  private steps = 0;
  private depth = 0;
  /** Functions being evaluated: calling one again would recurse. */
  private readonly active = new Set<FunctionDecl>();

  constructor(private readonly env: Env) {}

  /** How many expressions this interpreter has evaluated: the request's cost against the limit. */
  get expressions(): number {
    return this.steps;
  }

  evaluate(expr: Expr, scope: Scope): Result {
    if (++this.steps > MAX_EXPRESSIONS) throw new LimitExceeded(`Exceeded maximum of ${MAX_EXPRESSIONS} expressions to evaluate.`);
    switch (expr.kind) {
      case 'null': return NULL;
      case 'bool': return bool(expr.value);
      case 'int': return int(expr.value);
      case 'float': return float(expr.value);
      case 'string': return str(expr.value);
      case 'bytes': return { type: 'bytes', value: expr.value };
      case 'list': return listLiteral(expr, (e) => this.evaluate(e, scope));
      case 'map': return mapLiteral(expr, (e) => this.evaluate(e, scope));
      case 'path': return pathLiteral(expr, (e) => this.evaluate(e, scope));
      case 'ident': return this.lookup(expr.name, scope);
      case 'member': {
        const object = this.evaluate(expr.object, scope);
        if (isError(object)) return object;
        return object.type === 'partial' ? symbolicMember(object, expr.name, expr.pos) : member(object, expr.name, expr.pos);
      }
      case 'index': {
        const [object, key] = [this.evaluate(expr.object, scope), this.evaluate(expr.index, scope)];
        if (isError(object)) return object;
        if (isError(key)) return key;
        if (object.type === 'partial' && key.type === 'string') return symbolicMember(object, key.value, expr.pos);
        return isSymbolic(object) || isSymbolic(key) ? evalError(expr.pos) : index(object, key, expr.pos);
      }
      case 'slice': {
        const parts = allValues([expr.object, expr.start, expr.end].map((e) => this.evaluate(e, scope)));
        if (!Array.isArray(parts)) return parts;
        const [object, start, end] = parts as [RulesValue, RulesValue, RulesValue];
        return parts.some(isSymbolic) ? evalError(expr.pos) : slice(object, start, end, expr.pos);
      }
      case 'call': return this.call(expr, scope);
      case 'method': return this.method(expr, scope);
      case 'unary': {
        const operand = this.evaluate(expr.operand, scope);
        if (isError(operand)) return operand;
        return isSymbolic(operand) ? evalError(expr.pos) : unaryOp(expr.op, operand, expr.pos);
      }
      case 'binary': return this.binary(expr, scope);
      case 'is': {
        const operand = this.evaluate(expr.operand, scope);
        if (isError(operand)) return operand;
        return isSymbolic(operand) ? symbolicIs(operand, expr.type, expr.pos) : bool(isType(operand, expr.type));
      }
      case 'ternary': {
        const test = this.evaluate(expr.test, scope);
        if (isError(test)) return test;
        if (test.type !== 'bool') return evalError(expr.pos);
        return this.evaluate(test.value ? expr.consequent : expr.alternate, scope);
      }
    }
  }

  private binary(expr: BinaryExpr, scope: Scope): Result {
    if (expr.op === '&&' || expr.op === '||') return this.logical(expr, scope);
    const left = this.evaluate(expr.left, scope);
    const right = this.evaluate(expr.right, scope);
    if (isError(left)) return left;
    if (isError(right)) return right;
    if (isSymbolic(left) || isSymbolic(right)) return symbolicBinary(expr.op, left, right, expr.pos);
    return binaryOp(expr.op, left, right, expr.pos);
  }

  /** `a && b`, `a || b`: the right side runs only when the left does not decide. */
  private logical(expr: BinaryExpr, scope: Scope): Result {
    const decisive = expr.op === '||';
    const decides = (r: Result): boolean => r.type === 'bool' && r.value === decisive;
    const asBool = (r: Result): Result => (isError(r) || r.type === 'bool' ? r : evalError(expr.pos));
    const left = asBool(this.evaluate(expr.left, scope));
    if (decides(left)) return left;
    const right = asBool(this.evaluate(expr.right, scope));
    if (decides(right)) return right;
    return isError(left) ? left : right;
  }

  private isVariable(name: string, scope: Scope): boolean {
    return scope.locals.has(name) || findBinding(name, scope.frame) !== undefined || this.env.globals.has(name);
  }

  private lookup(name: string, scope: Scope): Result {
    const slot = scope.locals.get(name);
    if (slot) return this.slotValue(slot);
    return findBinding(name, scope.frame) ?? this.env.globals.get(name) ?? undefinedVariable(name);
  }

  private slotValue(slot: Slot): Result {
    if (!slot.value) slot.value = slot.expr && slot.scope ? this.evaluate(slot.expr, slot.scope) : NULL;
    return slot.value;
  }

  private call(expr: CallExpr, scope: Scope): Result {
    const found = findFunction(expr.name, scope.frame);
    if (!found) return this.builtin(expr, scope);
    const { decl, frame } = found;
    const recursive = this.active.has(decl);
    if (recursive || decl.params.length !== expr.args.length || this.depth >= MAX_CALL_DEPTH) return evalError(expr.pos);
    const locals = new Map<string, Slot>();
    decl.params.forEach((param, i) => locals.set(param, { value: this.evaluate(expr.args[i]!, scope) }));
    let inner: Scope = { frame, locals };
    for (const binding of decl.lets) {
      const slot: Slot = { expr: binding.value, scope: inner };
      inner = { frame, locals: new Map(inner.locals).set(binding.name, slot) };
    }
    this.active.add(decl);
    this.depth++;
    try {
      return this.evaluate(decl.result, inner);
    } finally {
      this.depth--;
      this.active.delete(decl);
    }
  }

  private builtin(expr: CallExpr, scope: Scope): Result {
    const args = allValues(expr.args.map((e) => this.evaluate(e, scope)));
    if (!Array.isArray(args)) return args;
    const documentCall = DOCUMENT_FUNCTIONS[expr.name];
    if (documentCall && Object.hasOwn(DOCUMENT_FUNCTIONS, expr.name) && this.env.service === 'cloud.firestore') {
      return this.readDocument(args, documentCall, expr);
    }
    if (!isConversion(expr.name)) return functionNotFound(expr.name);
    return args.some(isSymbolic) ? evalError(expr.pos) : convert(expr.name, args, expr.pos);
  }

  private readDocument(args: readonly RulesValue[], call: { after: boolean; exists: boolean }, expr: Expr): Result {
    const [target] = args;
    if (!this.env.documents || args.length !== 1 || !target) return evalError(expr.pos);
    const doc = this.env.documents.read(target, call.after, expr.pos);
    if (isError(doc) || !call.exists) return doc;
    return bool(doc.type !== 'null');
  }

  private method(expr: MethodCallExpr, scope: Scope): Result {
    const object = expr.object;
    const namespace = object.kind === 'ident' && !this.isVariable(object.name, scope) ? object.name : undefined;
    const self = namespace === undefined ? this.evaluate(object, scope) : NULL;
    if (isError(self)) return self;
    const args = allValues(expr.args.map((e) => this.evaluate(e, scope)));
    if (!Array.isArray(args)) return args;
    if (namespace === 'firestore' && this.env.service === 'firebase.storage') {
      const call = expr.name === 'get' ? DOCUMENT_FUNCTIONS.get : expr.name === 'exists' ? DOCUMENT_FUNCTIONS.exists : undefined;
      return call ? this.readDocument(args, call, expr) : functionNotFound(`firestore.${expr.name}`);
    }
    if (namespace !== undefined) {
      if (!isNamespace(namespace)) return undefinedVariable(namespace);
      return args.some(isSymbolic) ? evalError(expr.pos) : callNamespace(namespace, expr.name, args, expr.pos);
    }
    if (isSymbolic(self) || args.some(isSymbolic)) return symbolicMethod(self, expr.name, args, expr.pos);
    if (self.type === 'null') return NULL_VALUE_ERROR;
    return callMethod(self, expr.name, args, expr.pos);
  }
}
