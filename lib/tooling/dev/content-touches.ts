/**
 * Touches (new mtime, same text) that make contentlayer re-read a file, handed over one at a time
 * and only between generations. contentlayer starts watching files only after its first generation,
 * so a save or a touch made before then is never seen: those files are touched once it is ready.
 * A touch counts as done when contentlayer names the file and then finishes that generation; one
 * that goes unseen (its watcher was not ready yet) is repeated.
 */
export interface TouchOptions {
  /** Makes contentlayer see the file (the dev server sets its mtime to now). */
  touch: (file: string) => void;
  /** Said when a file was never picked up. */
  warn: (message: string) => void;
  unseenAfterMs?: number;
  tries?: number;
}

interface Current {
  file: string;
  tries: number;
  seen: boolean;
  timer?: NodeJS.Timeout;
}

export class ContentTouches {
  private ready = false;
  private readonly pending: string[] = [];
  private current: Current | undefined;
  private readonly unseenAfterMs: number;
  private readonly tries: number;

  constructor(private readonly options: TouchOptions) {
    this.unseenAfterMs = options.unseenAfterMs ?? 15_000;
    this.tries = options.tries ?? 4;
  }

  /** `file` is relative to the content folder, as contentlayer names it. */
  request(file: string): void {
    if (this.current?.file !== file && !this.pending.includes(file)) this.pending.push(file);
    this.next();
  }

  /** A new contentlayer process: nothing is watched until its first generation ends. */
  restarted(): void {
    this.ready = false;
    if (this.current) {
      clearTimeout(this.current.timer);
      this.pending.unshift(this.current.file);
      this.current = undefined;
    }
  }

  /** contentlayer named a file it re-reads. */
  fileSeen(file: string): void {
    if (this.current?.file === file) this.current.seen = true;
  }

  /** contentlayer finished a generation: it watches files now. */
  generated(): void {
    this.ready = true;
    if (this.current?.seen) {
      clearTimeout(this.current.timer);
      this.current = undefined;
    }
    this.next();
  }

  get isReady(): boolean {
    return this.ready;
  }

  stop(): void {
    clearTimeout(this.current?.timer);
    this.current = undefined;
    this.pending.length = 0;
  }

  private next(): void {
    if (!this.ready || this.current) return;
    const file = this.pending.shift();
    if (file === undefined) return;
    this.current = { file, tries: 0, seen: false };
    this.attempt(this.current);
  }

  private attempt(current: Current): void {
    current.tries++;
    this.options.touch(current.file);
    current.timer = setTimeout(() => {
      if (this.current !== current) return;
      if (current.tries < this.tries) return this.attempt(current);
      this.options.warn(`contentlayer did not pick up ${current.file} after ${current.tries} touches: save it again`);
      this.current = undefined;
      this.next();
    }, this.unseenAfterMs);
  }
}
