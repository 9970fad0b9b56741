/**
 * A look taken every `intervalMs` on one instance (the sales desk's clock, the site visits'
 * reminders): the first at once, the next `intervalMs` after the one before ends, never two at a
 * time. What a look does must be safe on every instance at once (a conditional update claims each
 * thing to do). A failed look (a database away) is given to `onError` and tried again at the next.
 */
export class PeriodicLook {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true

  constructor(
    private readonly intervalMs: number,
    private readonly look: () => Promise<unknown>,
    private readonly onError: (error: Error) => void,
  ) {}

  start() {
    this.stopped = false
    this.schedule(0)
  }

  /** Stops looking and waits for a look on its way. */
  async stop() {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number) {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.look()
        .then(() => undefined)
        .catch((error: Error) => this.onError(error))
        .finally(() => {
          this.running = undefined
          this.schedule(this.intervalMs)
        })
    }, delayMs)
    this.timer.unref()
  }
}
