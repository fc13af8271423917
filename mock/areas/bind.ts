/**
 * Binds the stateful areas to a description: each area's `bind` gives its handlers (without side effects: the
 * state is touched only when a handler runs), checked against the operation table. It fails, naming the area and the
 * operationId, when the description lacks one or when two areas bind the same one: renaming an operation in the
 * spec never silently turns its state into a static example. An alias (`x-alias-of`) is answered by its operation's
 * area.
 */
import type { AreaHandler, Bindings, DescriptionView, ProfileReader, StatefulArea } from './types.ts';
import { DescriptionError, InvariantError } from '../errors.ts';

/**
 * The areas' handlers for a description, and the members' current profiles (`profiles` of the one area that keeps
 * them; without it, no member has one).
 */
export function bindAreas(
  areas: readonly StatefulArea<any>[],
  states: ReadonlyMap<string, unknown>,
  description: DescriptionView,
): { bindings: Bindings; profiles: ProfileReader } {
  const keepers = areas.filter((area) => area.profiles);
  if (keepers.length > 1)
    throw new InvariantError(`mock: the areas ${keepers.map((a) => a.name).join(' and ')} both keep the members' profiles`);
  const keeper = keepers[0];
  const profiles: ProfileReader = keeper ? keeper.profiles!(states.get(keeper.name), description) : () => undefined;
  const bindings = new Map<string, { area: string; handle: AreaHandler }>();
  for (const area of areas) {
    const handlers = area.bind(states.get(area.name), description);
    for (const [operationId, handle] of Object.entries(handlers)) {
      if (!description.byId.has(operationId)) {
        throw new DescriptionError(
          `the area ${area.name} handles ${operationId}, which the description does not have (renamed or removed? update mock/areas/${area.name}.ts)`,
        );
      }
      const taken = bindings.get(operationId);
      if (taken) throw new InvariantError(`${operationId} is bound twice, by the areas ${taken.area} and ${area.name}`);
      bindings.set(operationId, { area: area.name, handle });
    }
  }
  // An alias (`x-alias-of`: the same call at another path that an official client uses) answers as its operation.
  for (const operationId of description.byId.keys()) {
    const target = description.spec.aliasOf(operationId);
    if (target === undefined) continue;
    if (!description.byId.has(target))
      throw new DescriptionError(`${operationId} is an alias of ${target}, which the description does not have (fix its x-alias-of)`);
    const bound = bindings.get(target);
    if (bound && !bindings.has(operationId)) bindings.set(operationId, bound);
  }
  return { bindings, profiles };
}
