/**
 * Compiles as often as the compiler keeps up, never more: a request waits a short debounce when
 * the compiler is idle (a burst of keys becomes one compile), and while a compile runs only the
 * newest request is kept and starts as soon as it ends. Every finished compile is delivered, so
 * the figure follows fast typing instead of waiting for a pause.
 */
export class CompileQueue<Job, Result> {
  private busy = false;
  private next: Job | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;

  constructor(
    private readonly run: (job: Job) => Promise<Result>,
    private readonly deliver: (job: Job, result: Result) => void,
    private readonly debounceMs: number,
  ) {}

  request(job: Job): void {
    this.next = job;
    clearTimeout(this.timer);
    if (!this.busy) this.timer = setTimeout(() => void this.pump(), this.debounceMs);
  }

  /** Drops the waiting request and the result of the running one (Reset, unmount). */
  cancel(): void {
    this.next = undefined;
    clearTimeout(this.timer);
    this.generation++;
  }

  private async pump(): Promise<void> {
    const job = this.next;
    if (job === undefined || this.busy) return;
    this.next = undefined;
    this.busy = true;
    const generation = this.generation;
    try {
      const result = await this.run(job);
      if (generation === this.generation) this.deliver(job, result);
    } finally {
      this.busy = false;
    }
    if (this.next !== undefined) await this.pump();
  }
}
