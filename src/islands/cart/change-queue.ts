/** A change of the cart waiting to be sent: `key` names what it sets ("update:<lineId>"). */
export interface QueuedChange {
  key: string;
}

/**
 * The cart page's changes, sent one at a time in the order they were made: each answer is the
 * whole cart after its change, so answers that arrive in order are never older than the page.
 * A change still waiting is replaced by a newer one of the same key (only the last quantity
 * typed counts); a push may also drop waiting changes it makes pointless (those of a removed line).
 */
export class ChangeQueue<C extends QueuedChange> {
  private waiting: C[] = [];
  private running = false;

  constructor(
    private readonly send: (change: C) => Promise<void>,
    private readonly onIdle: () => void = () => {},
  ) {}

  push(change: C, drops: (waiting: C) => boolean = (waiting) => waiting.key === change.key): void {
    this.waiting = [...this.waiting.filter((waiting) => !drops(waiting)), change];
    void this.drain();
  }

  /** Nothing waiting and nothing on its way. */
  get idle(): boolean {
    return !this.running && this.waiting.length === 0;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = this.waiting.shift(); next !== undefined; next = this.waiting.shift()) {
        // A failed change is the sender's to report; the next one still goes.
        await this.send(next).catch(() => undefined);
      }
    } finally {
      this.running = false;
      this.onIdle();
    }
  }
}
