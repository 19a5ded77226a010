interface Awaited {
  /** True when the picture arrived or failed; false when its game was dropped. */
  settled: Promise<boolean>;
  settle: (isStillWanted: boolean) => void;
}

/**
 * Pictures the host is still fetching for the game being loaded (bridge `picturesInFlight`,
 * issue 11): the host hands the game over as soon as its world is here, and the loader waits
 * for each of these to arrive (`picture`) or fail (`pictureUnavailable`) rather than
 * downloading it a second time over the same slow network.
 */
export class AwaitedPictures {
  private readonly awaited = new Map<string, Awaited>();

  /** The host is fetching these; URLs already waited for keep their waiters. */
  expect(urls: readonly string[]): void {
    for (const url of urls) {
      if (this.awaited.has(url)) continue;
      let settle: (isStillWanted: boolean) => void = () => undefined;
      const settled = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      this.awaited.set(url, { settled, settle });
    }
  }

  /** The picture arrived or will not come: whoever waits for it goes on. */
  settle(url: string, isStillWanted = true): void {
    const awaited = this.awaited.get(url);
    if (!awaited) return;
    this.awaited.delete(url);
    awaited.settle(isStillWanted);
  }

  /** The game was dropped or replaced: nothing waits any more, and nobody loads what it waited for. */
  dropAll(): void {
    for (const url of [...this.awaited.keys()]) this.settle(url, false);
  }

  /**
   * Settles once the picture arrived or failed (true) or its game was dropped (false); null
   * when the host is not fetching it.
   */
  whenSettled(url: string): Promise<boolean> | null {
    return this.awaited.get(url)?.settled ?? null;
  }
}
