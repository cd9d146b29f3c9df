import { evalExpr } from 'mingo/core';
import * as mingoExpressions from 'mingo/operators/expression';
import type { AnyObject, ExpressionOperator, Options } from 'mingo/types';
import { compareWholeValues } from './bson-order';
import { MongoCommandError } from './errors';
import { stringOrderOf } from './collation';

/** An expression operator as mingo calls it (mingo's own type is the union of all of its operators'). */
type Operator = (obj: AnyObject, expr: unknown, options: Options) => unknown;

const mingo = mingoExpressions as unknown as Record<string, Operator>;

/**
 * Expression operators whose mingo version answers what MongoDB does not: its comparisons treat an array as the set
 * of its elements and compare only values of one type (`$gt: ['10', 5]` was false, `$eq: [[1, 2], 2]` true), `$mod`
 * by zero gave NaN, and `$toUpper`/`$toLower` of null gave null.
 */
function comparison(name: string, answer: (order: number) => boolean | number): Operator {
  return (obj, expr, options) => {
    if (!Array.isArray(expr) || expr.length !== 2)
      throw new MongoCommandError(
        'Location16020',
        `Expression ${name} takes exactly 2 arguments. ${Array.isArray(expr) ? expr.length : 1} were passed in.`,
      );
    const [a, b] = evalExpr(obj, expr, options) as [unknown, unknown];
    return answer(compareWholeValues(a, b, stringOrderOf(options.collation)));
  };
}

/** `$toUpper`/`$toLower`: a null or missing string is the empty string in MongoDB. */
function caseChange(original: Operator): Operator {
  return (obj, expr, options) => {
    const [value] = [evalExpr(obj, expr, options)].flat();
    return value === null || value === undefined ? '' : original(obj, expr, options);
  };
}

const $mod: Operator = (obj, expr, options) => {
  const args: unknown = evalExpr(obj, expr, options);
  if (Array.isArray(args) && typeof args[0] === 'number' && args[1] === 0)
    throw new MongoCommandError('Location16610', "can't $mod by zero");
  return mingo.$mod!(obj, expr, options);
};

export const EXPRESSION_OPERATORS = {
  ...mingo,
  $cmp: comparison('$cmp', (order) => order),
  $eq: comparison('$eq', (order) => order === 0),
  $ne: comparison('$ne', (order) => order !== 0),
  $gt: comparison('$gt', (order) => order > 0),
  $gte: comparison('$gte', (order) => order >= 0),
  $lt: comparison('$lt', (order) => order < 0),
  $lte: comparison('$lte', (order) => order <= 0),
  $mod,
  $toUpper: caseChange(mingo.$toUpper!),
  $toLower: caseChange(mingo.$toLower!),
} as unknown as Record<string, ExpressionOperator>;
