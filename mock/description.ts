/**
 * One loaded state of the generated folder, as the mock serves it: what `readGenerated` gives (mock/generated.ts),
 * with Prism's mocker and the bindings of the stateful areas. Everything a request needs from the description
 * hangs off one immutable `Description` object, so that `MockServer.reload()` swaps it with one assignment while
 * requests already running finish on the one they started with.
 */
import { bindAreas } from './areas/bind.ts';
import type { Bindings, ProfileReader, StatefulArea } from './areas/types.ts';
import { readGenerated, type Generated } from './generated.ts';
import { DescriptionError } from './errors.ts';
import { createPrism, type PrismFunction } from './prism.ts';

/** Where the mock's own controls live (live reload, testing aids); no operation may have a path under it. */
export const RESERVED_PREFIX = '/__mock/';

export interface Description extends Generated {
  /** 1 for the description loaded at start, +1 per successful reload. */
  readonly generation: number;
  readonly prism: PrismFunction;
  /** The stateful areas' handlers, by operationId. */
  readonly bindings: Bindings;
  /** The configured members' current profiles (the users nested in answers are made from them). */
  readonly profiles: ProfileReader;
}

/**
 * The mock's description of a read folder. Throws, naming the problem, when an operation's path is under the
 * mock's reserved prefix, or when a stateful area binds an operationId that the description lacks (a renamed
 * operation must not silently lose its state).
 */
export function describe(
  generated: Generated,
  generation: number,
  areas: readonly StatefulArea<any>[],
  states: ReadonlyMap<string, unknown>,
): Description {
  for (const op of generated.operations) {
    if (op.path.startsWith(RESERVED_PREFIX))
      throw new DescriptionError(
        `operation ${op.operationId} has the path ${op.path}, under the mock's reserved prefix ${RESERVED_PREFIX} (give it another path)`,
      );
  }
  return { ...generated, generation, prism: createPrism(generated.prismOperations), ...bindAreas(areas, states, generated) };
}

/** Reads the generated folder and describes it. */
export async function loadDescription(
  generatedDir: string,
  generation: number,
  areas: readonly StatefulArea<any>[],
  states: ReadonlyMap<string, unknown>,
): Promise<Description> {
  return describe(await readGenerated(generatedDir), generation, areas, states);
}
