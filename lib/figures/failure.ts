/**
 * Failing examples (` ```typ example fails `): code that must not compile, shown with the message
 * Typst gives for it. `npm run figures` compiles the code with the real packages and stores the
 * message in the figure store (public/figures, `<key>-error.json`, committed like the figures), so
 * the page quotes what Typst printed, not what an author remembers; the build and
 * `npm run figures:check` only read it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FAILURE_VERSION } from './config';
import { HASH_LENGTH, sha256 } from './hash';

/** What Typst said when the example failed: the error as it prints it, and its own hints. */
export interface CompileFailure {
  /** The error message, without Typst's `error:` severity prefix (`unexpected argument: linewidth`). */
  message: string;
  /** Typst's hints for the error, without their `hint:` prefix (the compiler gives them as one text); empty when it gave none. */
  hints: string[];
  /** 1-based line of the shown code the error points at, when it points into the example. */
  line?: number;
}

/**
 * The stored message of a failing example, keyed like its part map: by the light figure's hash
 * (everything the compile depends on) and the format's version, so a new format never reuses an
 * old file.
 */
export function failureFileName(lightHash: string): string {
  return `${sha256(JSON.stringify(['lilaq-failure', FAILURE_VERSION, lightHash])).slice(0, HASH_LENGTH)}-error.json`;
}

/** `CompileFailure` from parsed JSON, or null when it is not one (a damaged or foreign file). */
export function parseFailure(value: unknown): CompileFailure | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, hints, line } = value as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return null;
  if (!Array.isArray(hints) || !hints.every((hint) => typeof hint === 'string')) return null;
  if (line !== undefined && !(Number.isInteger(line) && (line as number) > 0)) return null;
  return { message, hints: hints as string[], ...(line === undefined ? {} : { line: line as number }) };
}

/** The stored message of the example keyed `lightHash`, or null when the store has none (or a damaged one). */
export function readFailure(figuresDir: string, lightHash: string): CompileFailure | null {
  try {
    return parseFailure(JSON.parse(fs.readFileSync(path.join(figuresDir, failureFileName(lightHash)), 'utf8')));
  } catch {
    return null;
  }
}

/** The stored file's text: one JSON object and a newline, as the other store files. */
export function serializeFailure(failure: CompileFailure): string {
  return `${JSON.stringify(failure)}\n`;
}

/** The message as a terminal shows it: `error: …` and a `hint: …` line per hint. */
export function failureText(failure: CompileFailure): string {
  return [`error: ${failure.message}`, ...failure.hints.map((hint) => `hint: ${hint}`)].join('\n');
}
