/**
 * Binds the stateful areas to a description: each area's `bind` gives its handlers (without side effects: the
 * state is touched only when a handler runs), checked against the operation table. It fails, naming the area and the
 * operationId, when the description lacks one or when two areas bind the same one: renaming an operation in the
 * spec never silently turns its state into a static example.
 */
import type { AreaHandler, Bindings, DescriptionView, StatefulArea } from './types.ts';

export function bindAreas(
  areas: readonly StatefulArea<any>[],
  states: ReadonlyMap<string, unknown>,
  description: DescriptionView,
): Bindings {
  const bindings = new Map<string, { area: string; handle: AreaHandler }>();
  for (const area of areas) {
    const handlers = area.bind(states.get(area.name), description);
    for (const [operationId, handle] of Object.entries(handlers)) {
      if (!description.byId.has(operationId)) {
        throw new Error(
          `mock: the area ${area.name} handles ${operationId}, which the description does not have (renamed or removed? update mock/areas/${area.name}.ts)`,
        );
      }
      const taken = bindings.get(operationId);
      if (taken) throw new Error(`mock: ${operationId} is bound twice, by the areas ${taken.area} and ${area.name}`);
      bindings.set(operationId, { area: area.name, handle });
    }
  }
  return bindings;
}
