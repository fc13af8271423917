// The two published packages as users get them: built and packed once (packed.ts), installed from the tarballs
// into new projects with no access to this repository's sources, from the npm cache only (`--prefer-offline`).
//   client-only: pronet-api alone, as an integrator who only calls the API installs it;
//   with the mock: pronet-api and pronet-api-mock, as a test suite installs them (and TypeScript, for the READMEs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FILES } from '../../mock/files.ts';
import { CLIENT_README, PUBLISHED_BIN } from '../../scripts/pack.ts';
import { submitAuthorization } from '../mock/helpers.ts';
import { blocksOf, commandsOf } from '../readme-blocks.ts';
import { measureInstall } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-package-'));
const clientOnly = path.join(work, 'client-only');
const withMock = path.join(work, 'with-mock');
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
const install = (project: string, specs: string[]) => {
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: path.basename(project), private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs], project);
};
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const mockManifest = JSON.parse(fs.readFileSync(path.join(root, 'packages/mock/package.json'), 'utf8'));
/** The one line that says where the mock is, as `pronet mock` and `import 'pronet-api/mock'` print it. */
const installLine = `npm install --save-dev ${mockManifest.name}@${mockManifest.version}`;
const pronet = (project: string) => path.join(project, 'node_modules/.bin/pronet');

const tarballs = inject('tarballs');
beforeAll(() => {
  install(clientOnly, [tarballs.client]);
  install(withMock, [tarballs.client, tarballs.mock, 'typescript@5.9.3', '@types/node@20']);
}, 600_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every file of an installed package, relative to it. */
const filesOf = (project: string, name: string) => {
  const dir = path.join(project, 'node_modules', name);
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

describe('the client package, installed alone', () => {
  it("pulls pronet-api and openapi-fetch alone, none of the mock's packages", () => {
    const figures = measureInstall(clientOnly);
    // Its weight against the 1 MB target is a benchmark figure: npm run bench -- package.
    expect(figures.packages.map((p) => p.replace(/@[^@]+$/, ''))).toEqual(['openapi-fetch', 'openapi-typescript-helpers', 'pronet-api']);
  });

  it('ships what users import: the client, its types, the runtime, the OAuth plugin and the command; no mock, generator, docs, feed or source map', () => {
    const files = filesOf(clientOnly, 'pronet-api');
    const folders = [
      ...new Set(
        files.map((file) =>
          file
            .split('/')
            .slice(0, file.startsWith('dist/') ? 2 : 1)
            .join('/'),
        ),
      ),
    ].sort();
    expect(folders).toEqual(['LICENSE', 'README.md', 'dist/cli', 'dist/generated', 'dist/plugins', 'dist/runtime', 'package.json']);
    expect(fs.readFileSync(path.join(clientOnly, 'node_modules/pronet-api/LICENSE'), 'utf8')).toBe(
      fs.readFileSync(path.join(root, 'LICENSE'), 'utf8'),
    );
    expect(files.filter((file) => file.startsWith('dist/generated/'))).toEqual([
      'dist/generated/client.d.ts',
      'dist/generated/client.js',
      'dist/generated/operations.d.ts',
      'dist/generated/operations.js',
      'dist/generated/schema.d.ts',
    ]);
    expect(files.filter((file) => file.startsWith('dist/cli/'))).toEqual([
      'dist/cli/consumer-hint.js',
      'dist/cli/loopback-wait.js',
      'dist/cli/mock-moved.d.ts',
      'dist/cli/mock-moved.js',
      'dist/cli/mock-package.js',
      'dist/cli/pronet.js',
      'dist/cli/reachable.js',
    ]);
    expect(files.filter((file) => file.endsWith('.map') || /\.ts$/.test(file.replace(/\.d\.ts$/, '')))).toEqual([]);
    // Every declaration keeps its doc comments (the code ships without them).
    expect(fs.readFileSync(path.join(clientOnly, 'node_modules/pronet-api/dist/generated/schema.d.ts'), 'utf8')).toContain(
      '@description The same call as `createAccessToken`',
    );
  });

  it('has its own README and the published manifest: the compiled command, no scripts or development dependencies', () => {
    const dir = path.join(clientOnly, 'node_modules/pronet-api');
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(fs.readFileSync(path.join(root, CLIENT_README), 'utf8'));
    const installed = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(installed.bin).toEqual({ pronet: PUBLISHED_BIN });
    for (const field of ['scripts', 'devDependencies', 'private', 'allowScripts']) expect(installed, field).not.toHaveProperty(field);
    expect(installed.exports).toEqual(manifest.exports);
    expect(run(pronet(clientOnly), ['--version'], clientOnly).trim()).toBe(`pronet-api ${manifest.version}`);
  });

  it('runs the client', () => {
    fs.writeFileSync(
      path.join(clientOnly, 'client.mjs'),
      "import { createClient, SDK_VERSION } from 'pronet-api';\nconst c = createClient({ baseUrl: 'http://127.0.0.1:1' });\nconsole.log(SDK_VERSION, typeof c.users.getIdCard.withResponse, c.users.findUsers.maturity);\n",
    );
    expect(run(process.execPath, ['client.mjs'], clientOnly).trim()).toBe(`${manifest.version} function experimental`);
  });

  // As a web page's bundler sees the installed package (test/browser/client.test.ts runs the same entries in
  // Chromium): the client and the browser signer bundle with no Node built-in and nothing but openapi-fetch.
  it('bundles for the browser: the client and the signer, no Node built-in', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      stdin: {
        contents: "export { createClient } from 'pronet-api';\nexport { signRequestAsync } from 'pronet-api/oauth1/browser';\n",
        resolveDir: clientOnly,
        loader: 'js',
      },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((file) => file.startsWith('node:'))).toEqual([]);
    expect([...new Set(inputs.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]).filter(Boolean))].sort()).toEqual([
      'openapi-fetch',
      'pronet-api',
    ]);
  });

  it("`pronet mock` and `import 'pronet-api/mock'` say in one line which package to install", () => {
    const mock = spawnSync(pronet(clientOnly), ['mock'], { encoding: 'utf8' });
    expect(mock.status).toBe(2);
    expect(mock.stderr.trim().split('\n')).toHaveLength(1);
    expect(mock.stderr).toContain(installLine);
    const help = spawnSync(pronet(clientOnly), ['mock', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain(installLine);
    const moved = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('pronet-api/mock')"], {
      cwd: clientOnly,
      encoding: 'utf8',
    });
    expect(moved.status).toBe(1);
    expect(moved.stderr).toContain(installLine);
    expect(moved.stderr).not.toContain('Cannot find package');
  });
});

/** `pronet mock --port 0` of an installed project, once it serves. */
async function servePronetMock(project: string): Promise<{ url: string; stop: () => void }> {
  const server = spawn(pronet(project), ['mock', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.on('exit', (code) => reject(new Error(`pronet mock exited ${code}: ${out}`)));
  });
  return { url, stop: () => server.kill('SIGTERM') };
}

/** The READMEs of the two packages (each ships as its package's README.md). */
const PACKAGE_READMES = [CLIENT_README, 'packages/mock/README.md'];

/** The block of a README marked as a complete program, as a user saves it (`.mjs`: the blocks are JavaScript too). */
function programOf(readme: string, project: string, file: string): string {
  const code = blocksOf(fs.readFileSync(path.join(root, readme), 'utf8')).find(
    (b) => b.lang === 'ts' && b.marker.startsWith('<!-- a complete program'),
  )?.code;
  expect(code, `${readme}: a block marked <!-- a complete program -->`).toBeDefined();
  fs.writeFileSync(path.join(project, file), code!);
  return file;
}

describe('the mock package, installed next to the client', () => {
  it('holds the mock and the files it serves, and imports the client only through its entries', () => {
    const files = filesOf(withMock, mockManifest.name);
    expect(files.filter((file) => !file.startsWith('dist/mock/'))).toEqual([
      'LICENSE',
      'README.md',
      'dist/defaults/mock.d.ts',
      'dist/defaults/mock.js',
      'dist/defaults/page.d.ts',
      'dist/defaults/page.js',
      'dist/generated/changelog.atom',
      'dist/generated/docs/index.html',
      'dist/generated/docs/index.html.gz',
      'dist/generated/mock-operations.d.ts',
      'dist/generated/mock-operations.js',
      'dist/generated/mock-tables.json',
      'dist/generated/openapi.json',
      'dist/generated/openapi.yaml',
      'dist/openapi/walk.d.ts',
      'dist/openapi/walk.js',
      'package.json',
    ]);
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(withMock, 'node_modules', mockManifest.name, file), 'utf8'))
      .join('\n');
    expect(code).toContain('from "pronet-api/match"');
    expect(code).not.toMatch(/from "\.\.\/(\.\.\/)?(plugins|runtime|cli)\//);
  });

  it('runs: the mock, the handshake, signed calls, paging, typed errors and the signer', () => {
    fs.copyFileSync(path.join(import.meta.dirname, 'consumer.mjs'), path.join(withMock, 'consumer.mjs'));
    const output = JSON.parse(run(process.execPath, ['consumer.mjs'], withMock));
    expect(output.idCard.id_card.id).toBe('123456_abcdef');
    expect(output.states).toContain('active');
    expect(output.refusedAsInvalidToken).toBe(true);
    expect(output.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(output.docsEncoding).toBe('gzip');
  });

  it('`pronet mock` serves it, and each file of its docs (the page, the description as JSON and YAML, the feed)', async () => {
    const child = spawnSync(pronet(withMock), ['mock', '--help'], { encoding: 'utf8' });
    expect(child.stdout).toMatch(/usage: pronet mock/);
    // Every option, and no file that only the repository has.
    for (const option of ['--config', '--consumer', '--member', '--testing', '--state', '--live-reload'])
      expect(child.stdout).toContain(option);
    expect(child.stdout).not.toMatch(/mock\/README|npm run/);
    const mock = await servePronetMock(withMock);
    try {
      // Every file it serves (the docs page links the description's downloads and the feed).
      for (const route of Object.keys(FILES)) expect((await fetch(`${mock.url}${route}`)).status, route).toBe(200);
    } finally {
      mock.stop();
    }
  });

  it('`pronet proxy` and startProxy: an unsigned call signed for the mock, differences placed in openapi.json', async () => {
    const help = spawnSync(pronet(withMock), ['proxy', '--help'], { encoding: 'utf8' });
    expect(help.stdout).toMatch(/usage: pronet proxy/);
    const program = [
      `import { startMock, startProxy } from '${mockManifest.name}';`,
      `const mock = await startMock({ port: 0 });`,
      `const { member, ...token } = await mock.authorize();`,
      `const proxy = await startProxy({ upstream: mock.url, port: 0, token, log: () => {} });`,
      `const idCard = await fetch(proxy.keyedUrl + '/v1/users/me/id_card');`,
      // A query value the description refuses: a request-side difference, placed without a spec folder.
      `const refused = await fetch(proxy.keyedUrl + '/v1/users/me/visits?limit=nope');`,
      `console.log(JSON.stringify({ status: idCard.status, member, refused: refused.headers.get('pronet-violations') }));`,
      `await proxy.close();`,
      `await mock.close();`,
    ].join('\n');
    fs.writeFileSync(path.join(withMock, 'proxy-example.mjs'), program);
    const output = JSON.parse(run(process.execPath, ['proxy-example.mjs'], withMock));
    expect(output.status).toBe(200);
    const places = (JSON.parse(output.refused) as Array<{ specPlace: string }>).map((d) => d.specPlace);
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/^openapi\.json#\/paths\//);
  });

  it("runs the mock README's program as pasted", () => {
    const output = run(process.execPath, [programOf('packages/mock/README.md', withMock, 'mock-example.mjs')], withMock);
    expect(output).toBe('signed in as Max Mustermann\n');
  });

  it("runs the client README's program as pasted: the handshake with a typed PIN, then the stored token; then its calls", async () => {
    const project = path.join(withMock, 'hello');
    fs.mkdirSync(project);
    const program = path.join(project, programOf(CLIENT_README, project, 'hello.mjs'));
    const mock = await servePronetMock(withMock);
    try {
      const hello = () =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, [program], { cwd: project, env: { ...process.env, PRONET_BASE_URL: mock.url } });
          let output = '';
          let typed = false;
          const onData = (chunk: Buffer) => {
            output += chunk;
            const page = /Open (\S+)/.exec(output)?.[1];
            if (!page || typed || !output.includes('type the PIN')) return;
            typed = true;
            // The user: the printed page, a member, Allow; the PIN the next page shows, typed at the prompt.
            void submitAuthorization(page, '123456_abcdef', 'allow')
              .then((answer) => answer.text())
              .then((html) => child.stdin.write(`${/id="oauth_verifier">([^<]+)</.exec(html)![1]}\n`));
          };
          child.stdout.on('data', onData);
          child.stderr.on('data', onData);
          child.on('close', (code) => resolve({ code, output }));
        });
      const first = await hello();
      expect(first.code, first.output).toBe(0);
      expect(first.output).toMatch(/Hello, Max Mustermann \(123456_abcdef\)\n$/);
      expect(fs.statSync(path.join(project, 'token.json')).mode & 0o777).toBe(0o600);
      // The next run uses the stored token: no page, no PIN.
      const second = await hello();
      expect(second.code, second.output).toBe(0);
      expect(second.output).toBe('Hello, Max Mustermann (123456_abcdef)\n');
      // The README's next block ("Calls"), pasted after it, signs with that token.
      const calls = blocksOf(fs.readFileSync(path.join(root, CLIENT_README), 'utf8')).find(
        (b) => b.lang === 'ts' && b.heading === 'Calls',
      )!;
      fs.writeFileSync(path.join(project, 'calls.mjs'), calls.code);
      const called = spawnSync(process.execPath, ['calls.mjs'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, PRONET_BASE_URL: mock.url },
      });
      expect(called.status, called.stderr).toBe(0);
      expect(called.stdout).toMatch(/^200 123456_abcdef\n/);
    } finally {
      mock.stop();
    }
  });

  it("runs the packages' READMEs' commands as printed, in order, in the installed project", async () => {
    // The install lines are what beforeAll ran (the tarballs by path); the registry's `npm install pronet-api` is
    // the same package. Servers get a free port (`--port 0`) and the commands reach it through PRONET_BASE_URL;
    // KEY and FILE are the mock's published consumer, whose secret goes in a file.
    const project = path.join(work, 'readme-commands');
    fs.mkdirSync(project);
    fs.symlinkSync(path.join(withMock, 'node_modules'), path.join(project, 'node_modules'));
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    const sh = (readme: string, heading: string) => {
      const block = blocksOf(fs.readFileSync(path.join(root, readme), 'utf8')).find((b) => b.lang === 'sh' && b.heading === heading);
      expect(block, `${readme}: a command block under "${heading}"`).toBeDefined();
      return commandsOf(block!);
    };
    for (const [readme, heading] of [
      [CLIENT_README, 'Install'],
      ['packages/mock/README.md', 'Install'],
    ] as const) {
      for (const line of sh(readme, heading)) {
        expect(line, readme).toMatch(
          /^npm install (--save-dev )?(pronet-api(-mock)?|\.\/pronet-api-[\d.]+\.tgz( \.\/pronet-api-mock-[\d.]+\.tgz)?)$/,
        );
        for (const tarball of line.match(/pronet-api(-mock)?-[\d.]+\.tgz/g) ?? [])
          expect([path.basename(tarballs.client), path.basename(tarballs.mock)]).toContain(tarball);
      }
    }
    const env: NodeJS.ProcessEnv = { ...process.env, PRONET_TOKEN_FILE: path.join(project, 'credentials.json'), PRONET_CONSUMER_KEY: '' };
    const serve = async (command: string) => {
      const child = spawn('sh', ['-c', `${command} --port 0`], { cwd: project, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const onData = (chunk: Buffer) => {
          out += chunk;
          const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match) resolve(match[1]!);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('exit', (code) => reject(new Error(`${command} exited ${code}: ${out}`)));
      });
      const stop = () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGINT');
        return exited;
      };
      return { url, stop };
    };
    const shell = (command: string, answer?: (output: string, stdin: NodeJS.WritableStream) => void) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn('sh', ['-c', command], { cwd: project, env });
        let output = '';
        const onData = (chunk: Buffer) => ((output += chunk), answer?.(output, child.stdin));
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.on('close', (code) => resolve({ code, output }));
      });

    // The client's README: the mock in one terminal, then the handshake and two calls.
    const [mockLine, auth, ...calls] = sh(CLIENT_README, 'The `pronet` command');
    expect(mockLine).toBe('npx pronet mock');
    const mock = await serve(mockLine!);
    try {
      env['PRONET_BASE_URL'] = mock.url;
      fs.writeFileSync(path.join(project, 'consumer-secret'), 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10\n');
      let typed = false;
      const authorized = await shell(auth!.replace('KEY', '84ea471edca164b18325').replace('FILE', 'consumer-secret'), (output, stdin) => {
        const page = /(http:\/\/127\.0\.0\.1:\d+\/v1\/authorize\?\S+)/.exec(output)?.[1];
        if (!page || typed || !output.includes('type the PIN')) return;
        typed = true;
        void submitAuthorization(page, '123456_abcdef', 'allow')
          .then((answer) => answer.text())
          .then((html) => stdin.write(`${/id="oauth_verifier">([^<]+)</.exec(html)![1]}\n`));
      });
      expect(authorized.code, authorized.output).toBe(0);
      expect(calls).toHaveLength(2);
      const byId = await shell(calls[0]!);
      expect(byId.code, byId.output).toBe(0);
      expect(byId.output).toMatch(/^HTTP 200 OK {2}\(getIdCard\)\n/);
      const contacts = await shell(calls[1]!);
      expect(contacts.code, contacts.output).toBe(0);
      expect(contacts.output).toMatch(/^\{/);
    } finally {
      await mock.stop();
    }

    // The mock's README: both ways to start it.
    for (const line of sh('packages/mock/README.md', 'From the command line')) {
      const started = await serve(line);
      expect((await fetch(`${started.url}/openapi.json`)).status, line).toBe(200);
      await started.stop();
    }
    expect(fs.existsSync(path.join(project, 'mock-state.json'))).toBe(true); // --state: written on Ctrl+C
  });

  it('ships the pronet command', () => {
    expect(run(pronet(withMock), ['--help'], withMock)).toMatch(/auth +run the OAuth 1.0 handshake/);
    const noToken = spawnSync(pronet(withMock), ['call', 'GET', '/v1/users/me/id_card', '--token-file', path.join(withMock, 'none.json')], {
      encoding: 'utf8',
    });
    expect(noToken.status).toBe(2);
    expect(noToken.stderr).toContain('run `pronet auth` first');
  });

  it('type-checks the complete programs under the defaults of `tsc --init`, TypeScript 5.9 and 7', () => {
    // `tsc --init` turns on exactOptionalPropertyTypes, noUncheckedIndexedAccess and verbatimModuleSyntax; its
    // `"types": []` is set to ["node"], as its own comment says for Node.js programs.
    const compilers = {
      '5.9': path.join(withMock, 'node_modules/typescript/bin/tsc'),
      '7': path.join(root, 'node_modules/typescript-7/bin/tsc'),
    };
    for (const [version, tsc] of Object.entries(compilers)) {
      const project = path.join(withMock, `tsc-init-${version}`);
      fs.mkdirSync(project);
      fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module' }));
      run(process.execPath, [tsc, '--init'], project);
      const config = path.join(project, 'tsconfig.json');
      const written = fs.readFileSync(config, 'utf8');
      expect(written, version).toMatch(/"exactOptionalPropertyTypes": true/);
      fs.writeFileSync(config, written.replace('"types": []', '"types": ["node"]'));
      programOf(CLIENT_README, project, 'hello.mts');
      programOf('packages/mock/README.md', project, 'mock-example.mts');
      const result = spawnSync(process.execPath, [tsc, '-p', '.', '--noEmit'], { cwd: project, encoding: 'utf8' });
      expect(result.stdout + result.stderr, `TypeScript ${version}`).toBe('');
    }
  });

  it('type-checks the READMEs\' examples against the installed types (strict, in a project of "type": "module")', () => {
    // The repository's README: its blocks make one module. The packages' READMEs: each block is a module of its
    // own, as a user pastes it. One tsc run checks them all.
    const tsBlocks = (readme: string) =>
      blocksOf(fs.readFileSync(path.join(root, readme), 'utf8'))
        .filter((b) => b.lang === 'ts')
        .map((b) => b.code);
    const write = (name: string, code: string) => (fs.writeFileSync(path.join(withMock, name), `${code}\nexport {};\n`), name);
    const examples = [write('README-md.ts', tsBlocks('README.md').join('\n'))];
    for (const readme of PACKAGE_READMES) {
      const blocks = tsBlocks(readme);
      expect(blocks.length, readme).toBeGreaterThanOrEqual(1);
      blocks.forEach((block, i) => examples.push(write(`${readme.replace(/\W/g, '-')}-${i + 1}.ts`, block)));
    }
    fs.writeFileSync(
      path.join(withMock, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          noEmit: true,
          types: ['node'],
        },
        files: examples,
      }),
    );
    const result = spawnSync(path.join(withMock, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: withMock, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
