import { afterFirstPaint, afterFirstScreenImages } from './first-paint.js';

/**
 * The browser's side (that a list page asks for its code after its first paint) is watched
 * in a real browser (e2e/built-pages.spec.ts, for a list the shell serves); here, the two ways the wait ends, each once.
 * jsdom has no paint timing: a stand-in PerformanceObserver reports the paint when told.
 */
class PaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers: PaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void) {
    PaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  PaintObserver.observers = [];
  PaintObserver.supportedEntryTypes = ['paint'];
  vi.stubGlobal('PerformanceObserver', PaintObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('goes on at the first contentful paint, once, and not at a first paint without content', () => {
    const then = vi.fn();
    afterFirstPaint(then, 1000);
    const [observer] = PaintObserver.observers;

    observer!.report('first-paint');
    expect(then).not.toHaveBeenCalled();
    observer!.report('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on after the longest wait when no paint is reported (a background tab), once', () => {
    const then = vi.fn();
    afterFirstPaint(then, 1000);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    PaintObserver.observers[0]!.report('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits only for the longest wait where the browser reports no paints', () => {
    PaintObserver.supportedEntryTypes = [];
    const then = vi.fn();
    afterFirstPaint(then, 1000);
    expect(PaintObserver.observers).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstScreenImages', () => {
  /** An <img> of the document; `arrived`: the browser has it already. */
  function image(attributes: Record<string, string>, arrived = false): HTMLImageElement {
    const element = document.createElement('img');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    Object.defineProperty(element, 'complete', { value: arrived });
    document.body.append(element);
    return element;
  }

  afterEach(() => document.body.replaceChildren());

  it('goes on a frame after the first screen\'s pictures have arrived or failed, once', async () => {
    const lead = image({ src: '/lead.webp' });
    const second = image({ src: '/second.webp', loading: 'eager' });
    image({ src: '/in.webp' }, true);
    // Further down: lazy, or without an address until the reader nears it.
    image({ src: '/below.webp', loading: 'lazy' });
    image({ alt: '' });
    const then = vi.fn();
    afterFirstScreenImages(document, then, 3000);

    lead.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    expect(then).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on after the longest wait when a picture never arrives, once', async () => {
    const lead = image({ src: '/lead.webp' });
    const then = vi.fn();
    afterFirstScreenImages(document, then, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledTimes(1);
    lead.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
