// Compiled Ajv validators kept on disk as Ajv's standalone code, one CommonJS module per schema: compiling takes
// far longer than loading that code. Used by the example check (~95 schemas) and by the changelog's schema.
//
// Beside each module, V8's code cache for it: the description's validators are some 3 MB of code, which V8 would
// otherwise parse and compile again in every process.
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { diskCache } from './disk-cache.ts';

// The standalone code requires Ajv's runtime helpers (and ajv-formats): resolved from here, as the generator's own.
const require = createRequire(import.meta.url);

/** Code caches to write when the process ends: by then V8 has compiled the functions the run called too. */
const unsaved: Array<() => void> = [];
let exitHooked = false;
function atExit(save: () => void): void {
  if (!exitHooked) process.once('exit', saveCodeCaches);
  exitHooked = true;
  unsaved.push(save);
}

/** Writes the code caches not written yet (at exit; tests call it themselves). */
export function saveCodeCaches(): void {
  for (const save of unsaved.splice(0)) save();
}

/**
 * What names the code caches of validators made under `identity`: V8 takes a code cache only under the flags that
 * made it (--no-opt, say), so there is one set of them per set of flags.
 */
export function codeCacheIdentity(identity: unknown): unknown {
  return { identity, v8Flags: process.execArgv };
}

export interface ValidatorCache<V> {
  /** The validator of `schema`, whose content `key` (hex) names: from memory, from disk, or compiled and saved. */
  get(schema: object, key: string): V;
  /** The validator that standalone code defines, or undefined when the code does not define one. */
  fromSource(code: string): V | undefined;
}

export function validatorCache<V extends (...args: never[]) => unknown>(options: {
  /** Everything that shapes the code besides the schema (Ajv's package and version, its options). */
  identity: unknown;
  compile: (schema: object) => V;
  /** Ajv's standalone code of a compiled validator. */
  source: (validate: V) => string;
}): ValidatorCache<V> {
  const disk = diskCache('validators', options.identity, '.cjs');
  const codeCaches = diskCache('validators', codeCacheIdentity(options.identity), '.v8-cache');
  const inMemory = new Map<string, V>();

  const fromSource = (code: string, key?: string): V | undefined => {
    try {
      const cachedData = key === undefined ? undefined : codeCaches.readBytes(key);
      const script = new vm.Script(`(function (require, module, exports) {${code}\n})`, { filename: key && disk.file(key), cachedData });
      if (key !== undefined && (!cachedData || script.cachedDataRejected)) atExit(() => codeCaches.write(key, script.createCachedData()));
      const module = { exports: {} as { default?: V } };
      script.runInThisContext()(require, module, module.exports);
      return typeof module.exports.default === 'function' ? module.exports.default : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    fromSource,
    get(schema, key) {
      let validate = inMemory.get(key);
      if (validate) return validate;
      const code = disk.read(key);
      validate = code === undefined ? undefined : fromSource(code, key);
      if (!validate) {
        validate = options.compile(schema);
        disk.write(key, options.source(validate));
      }
      inMemory.set(key, validate);
      return validate;
    },
  };
}
