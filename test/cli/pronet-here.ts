// The `pronet` command run in this process, as its tests call it.
import { vi } from 'vitest';
import { main } from '../../cli/pronet.ts';

/**
 * Runs the command in this process (`main`, what the `pronet` binary runs), with its output captured and the
 * environment variables given: for what needs no process of their own (calls, help, refusals, errors). The
 * handshakes, stdin and the binary's own wiring run the real process (pronet.test.ts).
 */
export async function pronetHere(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(`${a.join(' ')}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(`${a.join(' ')}\n`)),
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (out.push(String(chunk)), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (err.push(String(chunk)), true)),
  ];
  try {
    const status = await main(args);
    return { status, stdout: out.join(''), stderr: err.join('') };
  } finally {
    spies.forEach((spy) => spy.mockRestore());
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
