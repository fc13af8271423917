// The published package, as a user gets it: `npm pack`, installed from the tarball into a new project with no
// access to this repository's sources. The README's examples type-check against it; its mock, client, signer
// and command line work.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureInstall } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-consumer-'));
/** A client-only user: the tarball alone, in an empty project. */
const clientOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-client-only-'));
const run = (command: string, args: string[], cwd = project) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The mock's optional peers, at the versions package.json asks for. */
const mockPeers = Object.entries(manifest.peerDependencies as Record<string, string>).map(([name, version]) => `${name}@${version}`);

beforeAll(() => {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', project], root).trim().split('\n').at(-1)!;
  for (const dir of [project, clientOnly]) fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(project, tarball)], clientOnly);
  // The full consumer: the client, the mock's peers (to run the mock) and TypeScript (to check the README).
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, ...mockPeers, 'typescript@5.9.3', '@types/node@20']);
}, 600_000);
afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
  fs.rmSync(clientOnly, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the compiled package only: no sources, tests, specs, source maps, docs page or generator', () => {
    const installed = path.join(project, 'node_modules/pronet-api');
    const top = fs.readdirSync(installed).sort();
    expect(top).toEqual(['README.md', 'dist', 'package.json']);
    expect(fs.existsSync(path.join(installed, 'dist/generated/client.js'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'dist/generated/docs'))).toBe(false);
    expect(fs.existsSync(path.join(installed, 'dist/generator'))).toBe(false);
    const files = fs.readdirSync(installed, { recursive: true }) as string[];
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(fs.readFileSync(path.join(installed, 'dist/generated/client.js'), 'utf8')).not.toContain('sourceMappingURL');
  });

  // Its weight against the 1 MB target is a benchmark figure: npm run bench -- package.
  it('a client-only install pulls the client and openapi-fetch alone, none of the mock\'s packages', () => {
    const figures = measureInstall(clientOnly);
    console.log(`client-only install: ${figures.packages.length} packages (${figures.packages.join(', ')}), ${figures.bytes} bytes of files, ${figures.diskBytes} bytes on disk`);
    expect(figures.packages.map((p) => p.replace(/@[^@]+$/, ''))).toEqual(['openapi-fetch', 'openapi-typescript-helpers', 'pronet-api']);
  });

  it('a client-only install runs the client, and `pronet mock` says how to get the mock', () => {
    fs.writeFileSync(path.join(clientOnly, 'client.mjs'), "import { createClient, SDK_VERSION } from 'pronet-api';\nconst c = createClient({ baseUrl: 'http://127.0.0.1:1' });\nconsole.log(SDK_VERSION, typeof c.users.getIdCard.withResponse);\n");
    expect(run(process.execPath, ['client.mjs'], clientOnly).trim()).toBe(`${manifest.version} function`);
    const mock = spawnSync(path.join(clientOnly, 'node_modules/.bin/pronet'), ['mock'], { encoding: 'utf8' });
    expect(mock.status).toBe(2);
    expect(mock.stderr).toContain(`npm install --save-dev ${mockPeers.join(' ')}`);
  });

  it("type-checks the README's examples against the installed types (strict)", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    fs.writeFileSync(path.join(project, 'readme.ts'), `${blocks.join('\n')}\nexport {};\n`);
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, types: ['node'] }, files: ['readme.ts'] }),
    );
    const result = spawnSync(path.join(project, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs: its mock, the handshake, signed calls, paging, typed errors and the signer', () => {
    fs.copyFileSync(path.join(import.meta.dirname, 'consumer.mjs'), path.join(project, 'consumer.mjs'));
    const output = JSON.parse(run(process.execPath, ['consumer.mjs']));
    expect(output.idCard.id_card.id).toBe('123456_abcdef');
    expect(output.states).toContain('active');
    expect(output.refusedAsInvalidToken).toBe(true);
    expect(output.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('ships the pronet command', () => {
    expect(run(path.join(project, 'node_modules/.bin/pronet'), ['--help'])).toMatch(/auth +run the OAuth 1.0 handshake/);
    const noToken = spawnSync(path.join(project, 'node_modules/.bin/pronet'), ['call', 'GET', '/v1/users/me/id_card', '--token-file', path.join(project, 'none.json')], { encoding: 'utf8' });
    expect(noToken.status).toBe(2);
    expect(noToken.stderr).toContain('run `pronet auth` first');
  });
});
