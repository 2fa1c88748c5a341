/**
 * Method dispatch: `value.name(args)` by the value's type.
 */
import type { Pos } from '../../ast.js';
import { functionNotFound, type Result } from '../errors.js';
import type { RulesType, RulesValue } from '../value.js';
import { LIST_METHODS, SET_METHODS } from './collections.js';
import { MAP_DIFF_METHODS, MAP_METHODS } from './map.js';
import { BYTES_METHODS, LATLNG_METHODS, PATH_METHODS } from './misc.js';
import { STRING_METHODS } from './string.js';
import type { MethodTable } from './support.js';
import { DURATION_METHODS, TIMESTAMP_METHODS } from './time.js';

const BY_TYPE: Partial<Record<RulesType, MethodTable>> = {
  string: STRING_METHODS,
  list: LIST_METHODS,
  set: SET_METHODS,
  map: MAP_METHODS,
  map_diff: MAP_DIFF_METHODS,
  timestamp: TIMESTAMP_METHODS,
  duration: DURATION_METHODS,
  bytes: BYTES_METHODS,
  latlng: LATLNG_METHODS,
  path: PATH_METHODS,
};

export function callMethod(self: RulesValue, name: string, args: readonly RulesValue[], pos: Pos): Result {
  const table = BY_TYPE[self.type];
  const impl = table && Object.hasOwn(table, name) ? table[name] : undefined;
  return impl ? impl(self, args, pos) : functionNotFound(name);
}
