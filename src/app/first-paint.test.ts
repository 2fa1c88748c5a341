import { afterFirstPaint } from './first-paint.js';

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
