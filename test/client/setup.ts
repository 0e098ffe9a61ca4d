// jsdom lacks several browser APIs the client relies on (TOOLCHAIN.md, jsdom pitfalls).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// jsdom has no fetch Request; the data router builds one per navigation (URL, method and signal only).
if (typeof globalThis.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = RequestStub as unknown as typeof Request;
}

// jsdom does not implement scrolling; react-router's scroll restoration calls it.
window.scrollTo = () => {};

// Lazy route chunks load slowly when CI runs jest workers beside each other on 2 cores: the 1 s default
// of findBy* timed out on a screen that was still loading.
configure({ asyncUtilTimeout: 8_000 });
