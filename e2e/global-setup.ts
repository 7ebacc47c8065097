import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../lib/tooling/serve/static-server';

/** Serves out/ on a free localhost port for the whole run. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('out/index.html')) throw new Error('No export in out/: run `npm run build` before the e2e tests.');
  const server = createStaticServer('out');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
