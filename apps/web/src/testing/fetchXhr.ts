import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest that sends through a fetch function (the fake server), with upload
 * progress, `timeout` (run on the current timers, so fake timers drive it) and abort.
 * Only what the upload transport uses.
 */
export function installFetchXhr(fetchImpl: typeof fetch): void {
  class FetchXhr {
    status = 0;
    statusText = '';
    timeout = 0;
    upload: { onprogress: Listener } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    ontimeout: Listener = null;
    onabort: Listener = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private isDone = false;
    private timer: ReturnType<typeof setTimeout> | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: Blob | null) {
      const event = (loaded: number, total: number) =>
        ({ lengthComputable: true, loaded, total }) as ProgressEvent;
      const size = body?.size ?? 0;
      this.upload.onprogress?.(event(Math.floor(size / 2), size));
      if (this.timeout > 0) {
        this.timer = setTimeout(
          () => this.finish(() => this.ontimeout?.(event(0, 0))),
          this.timeout,
        );
      }
      fetchImpl(this.url, { method: this.method, headers: this.headers, body }).then(
        (response) =>
          this.finish(() => {
            this.status = response.status;
            this.statusText = response.statusText;
            this.onload?.(event(size, size));
          }),
        () => this.finish(() => this.onerror?.(event(0, 0))),
      );
    }

    abort() {
      this.finish(() => this.onabort?.({} as ProgressEvent));
    }

    private finish(outcome: () => void) {
      if (this.isDone) return;
      this.isDone = true;
      if (this.timer) clearTimeout(this.timer);
      outcome();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
}
