/**
 * Compiles as often as the compiler keeps up, never more: an idle compiler starts on a request at
 * once, and while a compile runs only the newest request is kept and starts as soon as it ends. A
 * burst of keys therefore costs at most two compiles (the first key's and the last one's), every
 * finished compile is delivered, and the figure follows fast typing instead of waiting for a pause.
 *
 * An earlier version waited 30 ms for more keys before starting: a single keystroke (the usual
 * case) then paid those 30 ms every time, for bursts that the queue already merges.
 */
export class CompileQueue<Job, Result> {
  private busy = false;
  private next: Job | undefined;
  private generation = 0;

  constructor(
    private readonly run: (job: Job) => Promise<Result>,
    private readonly deliver: (job: Job, result: Result) => void,
  ) {}

  request(job: Job): void {
    this.next = job;
    void this.pump();
  }

  /** Drops the waiting request and the result of the running one (Reset, unmount). */
  cancel(): void {
    this.next = undefined;
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
