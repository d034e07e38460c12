/** Runs async tasks one at a time, in arrival order: one match's moves are checked in the order they came. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.tail.then(task, task);
    // The queue continues whatever this task does; its caller sees the failure.
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves once everything queued so far has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
