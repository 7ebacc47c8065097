/**
 * A child of `npm run dev` in a process group of its own. `npx` (and a shell) do not pass a signal
 * on to their children, and `next dev` starts a server process of its own: signalling the group
 * reaches every process the child started. Its own group also keeps a terminal's Ctrl+C away from
 * it, so `npm run dev` decides the order of a stop. Output goes to the terminal line by line, each
 * line prefixed with the child's name, and the caller sees every line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';

export interface GroupChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the group leader has exited. */
  readonly exited: Promise<number | string>;
}

export interface GroupOptions {
  env: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
}

export function spawnGroup(name: string, command: string, args: string[], { env, onLine }: GroupOptions): GroupChild {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      out.write(`[${name}] ${line}\n`);
      onLine?.(line);
    });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 0));
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
  });
  return { name, process: child, exited };
}

/** True while any process of the group is alive (a server process may outlive its leader). */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** SIGTERM to the whole group, SIGKILL to whatever is left after `graceMs`; resolves when none is left. */
export async function stopGroup({ process: child, exited }: GroupChild, graceMs = 10_000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  await exited;
  // A killed process is gone once its parent reaps it; a bound keeps an unreaped one from hanging the stop.
  const reaped = Date.now() + 2_000;
  while (groupAlive(pid) && Date.now() < reaped) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** For `process.on('exit')`, where nothing can wait: the group is told to stop. */
export function killGroupNow({ process: child }: GroupChild): void {
  if (child.pid !== undefined) signalGroup(child.pid, 'SIGTERM');
}
