/**
 * `npm run dev` for the tests, started as an author starts it. Keeps what it prints, so that a
 * test that fails says what the dev server said (the last lines of contentlayer, of next and of
 * the figure watcher) instead of a bare timeout; stops it with a signal as a terminal or a process
 * manager would, and can list what is still running afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { waitForServer } from '../lib/tooling/serve/wait-for-server';

export interface DevServer {
  readonly url: (pathname: string) => string;
  /** Every line printed so far. */
  readonly lines: string[];
  /** Resolves with the first matching line from line `from` on (printed before or after the call). */
  waitForLine: (pattern: RegExp, timeoutMs: number, from?: number) => Promise<string>;
  /** Runs `check`; a failure carries the server's last lines. */
  explain: <T>(check: () => Promise<T>) => Promise<T>;
  /** Sends `signal` to the npm process and resolves once it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Processes started by this run that are still alive (pid and command line). */
  leftovers: () => string[];
  readonly port: number;
}

export function startDev(port: number, env: Record<string, string> = {}): DevServer {
  const mark = randomUUID();
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LILAQ_DEV_TEST_RUN: mark, ...env },
  });
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      lines.push(line);
      for (const wake of waiting) wake();
    });
  }
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const report = () => {
    const last = (test: (line: string) => boolean, n: number) => lines.filter(test).slice(-n).join('\n') || '(nothing)';
    const of = (name: string) => (line: string) => line.startsWith(`[${name}] `);
    return [
      `--- npm run dev: last lines of contentlayer ---\n${last(of('contentlayer'), 25)}`,
      `--- last lines of next ---\n${last(of('next'), 25)}`,
      `--- last lines of the dev server itself ---\n${last((l) => !of('contentlayer')(l) && !of('next')(l), 15)}`,
    ].join('\n');
  };

  const explain = async <T>(check: () => Promise<T>): Promise<T> => {
    try {
      return await check();
    } catch (error) {
      const explained = new Error(`${(error as Error).message}\n${report()}`);
      explained.stack = `${explained.message}\n${(error as Error).stack?.split('\n').slice(1).join('\n') ?? ''}`;
      throw explained;
    }
  };

  const waitForLine = (pattern: RegExp, timeoutMs: number, from = 0) =>
    explain(
      () =>
        new Promise<string>((resolve, reject) => {
          const check = () => {
            const found = lines.slice(from).find((line) => pattern.test(line));
            if (found === undefined) return;
            clear();
            resolve(found);
          };
          const timer = setTimeout(() => {
            clear();
            reject(new Error(`npm run dev printed no line matching ${pattern} in ${timeoutMs / 1000} s`));
          }, timeoutMs);
          const clear = () => {
            clearTimeout(timer);
            waiting.delete(check);
          };
          waiting.add(check);
          check();
        }),
    );

  return {
    port,
    lines,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    waitForLine,
    explain,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    leftovers: () => processesMarked(mark),
  };
}

/** Waits until the dev server answers at `pathname`; a failure carries its output. */
export function waitForDev(dev: DevServer, pathname: string, timeoutMs: number): Promise<void> {
  return dev.explain(() => waitForServer(dev.url(pathname), timeoutMs));
}

/** Live processes whose environment carries `mark` (Linux /proc), as "pid command line". */
function processesMarked(mark: string): string[] {
  const found: string[] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(mark)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // A zombie has exited: it holds no port and no file, only an entry until it is reaped.
      if (/\) Z /.test(stat)) continue;
      found.push(`${pid} ${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`);
    } catch {
      // Gone while we looked, or not ours to read.
    }
  }
  return found;
}

/** True when nothing listens on `port` any more (the dev server listens on every address). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
