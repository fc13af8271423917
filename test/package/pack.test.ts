// The published package, as a user gets it: `npm pack`, installed from the tarball into a new project with no
// access to this repository's sources. The README's examples type-check against it; its mock, client, signer
// and command line work.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-consumer-'));
const run = (command: string, args: string[], cwd = project) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

beforeAll(() => {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', project], root).trim().split('\n').at(-1)!;
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`, 'typescript@5.9.3', '@types/node@20']);
}, 600_000);
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('the packed package', () => {
  it('holds the compiled package only: no sources, tests or specs', () => {
    const installed = path.join(project, 'node_modules/pronet-api');
    const top = fs.readdirSync(installed).sort();
    expect(top).toEqual(['README.md', 'dist', 'package.json']);
    expect(fs.existsSync(path.join(installed, 'dist/generated/client.js'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'dist/generated/docs/index.html'))).toBe(true);
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
