// Load spec/ through Redocly: one resolver shared by lint and bundle, so every file is read and parsed once.
import path from 'node:path';
import {
  BaseResolver,
  YamlParseError,
  bundleDocument,
  getLineColLocation,
  getTypes,
  detectSpec,
  lintDocument,
  loadConfig,
  type Config,
  type Document,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import { GeneratorError } from './errors.ts';

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

export interface LoadedSpec {
  document: OpenApiDocument;
  /** Warnings that did not stop the run (lint problems of severity `warn`). */
  warnings: string[];
  /** Every file the description is made of, absolute. */
  files: string[];
}

let configCache: { path: string; config: Config } | undefined;

async function redoclyConfig(configPath: string): Promise<Config> {
  if (configCache?.path !== configPath) {
    try {
      configCache = { path: configPath, config: await loadConfig({ configPath }) };
    } catch (error) {
      throw new GeneratorError(`cannot load the lint configuration: ${(error as Error).message}`, [configPath]);
    }
  }
  return configCache.config;
}

/** Where a Redocly problem points: `file:line:col (#/pointer)`, relative to the working directory. */
export function problemPlace(problem: NormalizedProblem): string {
  const location = problem.location[0];
  if (!location) return '(no location)';
  const file = path.relative(process.cwd(), location.source.absoluteRef);
  try {
    const { start } = getLineColLocation(location);
    return `${file}:${start.line}:${start.col} (${location.pointer ?? ''})`;
  } catch {
    return `${file}${location.pointer ?? ''}`;
  }
}

function formatProblem(problem: NormalizedProblem): string {
  return `${problemPlace(problem)}: ${problem.message} [${problem.ruleId}]`;
}

/**
 * Lint and bundle the description rooted at `rootFile`. Throws a GeneratorError listing every lint error and
 * every bundling conflict; lint warnings are returned, and `strict` turns them into errors too.
 */
export async function loadSpec(rootFile: string, configPath: string, { strict = true } = {}): Promise<LoadedSpec> {
  const config = await redoclyConfig(configPath);
  // The config keeps the ignore file; a fresh resolver per run so that edited files are read again.
  const resolver = new BaseResolver(config.resolve);
  const resolved = await resolver.resolveDocument(null, path.resolve(rootFile), true);
  if (resolved instanceof Error) throw resolveFailure(resolved, rootFile);
  const document = resolved as Document;

  const problems = (await lintDocument({ document, config, externalRefResolver: resolver })).filter(
    (p) => !p.ignored,
  );
  const bundled = await bundleDocument({
    document,
    config,
    types: getTypes(detectSpec(document.parsed)),
    externalRefResolver: resolver,
    dereference: false,
    componentRenamingConflicts: 'error',
  });
  problems.push(...bundled.problems.filter((p) => p.severity === 'error' && !p.ignored));

  const errors = problems.filter((p) => p.severity === 'error' || (strict && p.severity === 'warn'));
  if (errors.length) {
    const unique = [...new Set(errors.map(formatProblem))];
    throw new GeneratorError(`the description has ${unique.length} problem(s)`, unique);
  }
  return {
    document: bundled.bundle.parsed as OpenApiDocument,
    warnings: problems.filter((p) => p.severity === 'warn').map(formatProblem),
    files: [...bundled.fileDependencies, path.resolve(rootFile)].sort(),
  };
}

function resolveFailure(error: Error, rootFile: string): GeneratorError {
  if (error instanceof YamlParseError) {
    return new GeneratorError(`YAML syntax error: ${error.message}`, [
      `${path.relative(process.cwd(), error.source.absoluteRef)}:${error.line}:${error.col}`,
    ]);
  }
  return new GeneratorError(`cannot read the description: ${error.message}`, [rootFile]);
}
