// The real description, loaded once per test file through the generator's own loader.
import path from 'node:path';
import { loadAll, layout } from '../../generator/pipeline.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const loaded = loadAll(layout(root));
