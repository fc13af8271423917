// The generator's own lint rules, run by Redocly next to redocly.yaml's (generator/load.ts enables them), so that
// each problem is reported with the file, line and column of the node at fault.
import { getLineColLocation, type Location, type Oas3Rule, type Plugin, type UserContext } from '@redocly/openapi-core';
import { displayPath } from './errors.ts';
import { ExampleCoverage } from './example-coverage.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `file:line:col` of a location, for a message that names a second place. */
function placeOf(location: Location): string {
  const { start } = getLineColLocation(location);
  return `${displayPath(location.source.absoluteRef)}:${start.line}:${start.col}`;
}

/**
 * Every role of a security requirement is one of the access rights the description declares, once, in the
 * `x-access-rights` of one security scheme (a map from right to its description): the one closed list, whatever
 * the scheme. A misspelled right is an error, never a new right.
 */
const AccessRights: Oas3Rule = () => {
  let rights: Set<string> | undefined;
  return {
    Root: {
      // (`any`: Redocly types the root per OpenAPI version)
      enter(root: any, { resolve, report, location }: UserContext) {
        const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
        const declaring: string[] = [];
        for (const [name, raw] of Object.entries(schemes)) {
          const list = (resolve(raw as never).node as Json | undefined)?.['x-access-rights'];
          if (list === undefined) continue;
          declaring.push(name);
          if (isObject(list)) rights = new Set(Object.keys(list));
          else
            report({
              message: 'x-access-rights must map each right to its description',
              location: location.child(['components', 'securitySchemes', name]),
            });
        }
        if (declaring.length > 1) {
          report({
            message: `the access rights are declared more than once (x-access-rights of ${declaring.join(' and ')}): declare them in one scheme`,
            location: location.child(['components', 'securitySchemes']),
          });
        }
      },
    },
    SecurityRequirement: {
      enter(requirement: Record<string, string[]>, { report, location }: UserContext) {
        for (const [scheme, roles] of Object.entries(requirement)) {
          if (!Array.isArray(roles)) continue;
          for (const [index, role] of roles.entries()) {
            if (rights?.has(String(role))) continue;
            report({
              message: rights
                ? `unknown access right "${role}": the rights are ${[...rights].map((r) => `"${r}"`).join(', ')} (x-access-rights of the security scheme)`
                : `the access right "${role}" is not declared: no security scheme has x-access-rights`,
              location: location.child([scheme, index]),
            });
          }
        }
      },
    },
  };
};

/** operationIds are unique; a duplicate is reported at the second place, naming the first. */
const OperationIdUnique: Oas3Rule = () => {
  const seen = new Map<string, Location>();
  return {
    Operation: {
      enter(operation: { operationId?: string }, { report, location }: UserContext) {
        const id = operation.operationId;
        if (typeof id !== 'string') return;
        const first = seen.get(id);
        if (!first) {
          seen.set(id, location.child(['operationId']));
          return;
        }
        report({
          message: `duplicate operationId "${id}": also at ${placeOf(first)}`,
          location: location.child(['operationId']),
        });
      },
    },
  };
};

/** A URL a page may link to as a source: http(s), absolute, nothing else (`javascript:`, `data:` run or hide code). */
function isSourceUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /[\s<>"']/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Markup or a script URL: what a text field that the docs page shows must not hold. */
const MARKUP = /<[a-z!/?]|\b(javascript|vbscript|data):/i;

/**
 * The extensions the docs page shows as they are: `x-source` names public sources (http(s) URLs, one or a list) and
 * `x-not-shown` says in plain text what the sources do not show; markup or a script URL there would run in the page.
 */
const PlainTextExtensions: Oas3Rule = () => ({
  any: {
    enter(node: unknown, { report, location }: UserContext) {
      if (!isObject(node)) return;
      const source = node['x-source'];
      if (source !== undefined) {
        const list = Array.isArray(source) ? source : [source];
        for (const [index, url] of list.entries())
          if (!isSourceUrl(url))
            report({
              message: `x-source must be an absolute http(s) URL (or a list of them), not ${JSON.stringify(String(url)).slice(0, 80)}`,
              location: location.child(Array.isArray(source) ? ['x-source', index] : ['x-source']),
            });
      }
      const notShown = node['x-not-shown'];
      if (typeof notShown === 'string' && MARKUP.test(notShown))
        report({
          message: 'x-not-shown is plain text the docs page shows as it is: no markup (<...>) and no javascript:, vbscript: or data: URL',
          location: location.child(['x-not-shown']),
        });
    },
  },
});

export const RULES = {
  'pronet/access-rights': 'error',
  'pronet/plain-text-extensions': 'error',
  'pronet/operation-id-unique': 'error',
  'pronet/example-coverage': 'warn',
  // Ours names both places; Redocly's names one.
  'operation-operationId-unique': 'off',
} as const;

// Given to Redocly as an object, the plugin's rules keep their names as written: hence the `pronet/` prefix here.
export const pronetPlugin: Plugin = {
  id: 'pronet',
  rules: {
    oas3: {
      'pronet/access-rights': AccessRights,
      'pronet/operation-id-unique': OperationIdUnique,
      'pronet/plain-text-extensions': PlainTextExtensions,
      'pronet/example-coverage': ExampleCoverage,
    },
  },
};
