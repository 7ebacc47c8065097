import { describe, expect, it } from 'vitest';
import { groupAlive, spawnGroup, stopGroup } from './child-group';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A child that starts a grandchild (as `next dev` starts its server), prints its pid and waits. */
const parentScript = (ignoreTerm: boolean) => `
  const { spawn } = require('node:child_process');
  ${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''}
  const grandchild = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  console.log('grandchild ' + grandchild.pid);
  setInterval(() => {}, 1000);
`;

async function start(ignoreTerm = false) {
  const lines: string[] = [];
  const child = spawnGroup('test', process.execPath, ['-e', parentScript(ignoreTerm)], { env: process.env, onLine: (l) => lines.push(l) });
  while (!lines.some((l) => l.startsWith('grandchild '))) await new Promise((resolve) => setTimeout(resolve, 20));
  const grandchild = Number(lines.find((l) => l.startsWith('grandchild '))!.split(' ')[1]);
  return { child, grandchild };
}

describe('a child in its own process group', () => {
  it('stops with every process it started', async () => {
    const { child, grandchild } = await start();
    expect(alive(grandchild)).toBe(true);
    await stopGroup(child);
    expect(groupAlive(child.process.pid!)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(await child.exited).toBe('SIGTERM');
  });

  it('is killed when it ignores SIGTERM for longer than the grace time', async () => {
    const { child, grandchild } = await start(true);
    await stopGroup(child, 500);
    expect(alive(grandchild)).toBe(false);
    expect(await child.exited).toBe('SIGKILL');
  });
});
