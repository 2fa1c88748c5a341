/**
 * The autosave timer: one save per change, whatever the page renders in between, tried
 * again at the next change or when the browser is back online, never in a loop.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, type ArticleDraft } from '../types.js';
import { useAutosave } from './use-autosave.js';

interface Props {
  readonly draft: ArticleDraft;
  readonly due: boolean;
  readonly save: () => void;
}

function renderAutosave(initial: Props) {
  return renderHook((props: Props) => useAutosave(props.draft, props.due, true, props.save), { initialProps: initial });
}

/** Lets `ms` of time pass on the page. */
function pass(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once, 3 s after a change, however often the page renders a new save function', () => {
    const calls: string[] = [];
    const draft = { ...EMPTY_DRAFT, title: 'Owner earnings' };
    const view = renderAutosave({ draft, due: true, save: () => calls.push('first') });
    pass(2999);
    expect(calls).toEqual([]);
    pass(1);
    expect(calls).toEqual(['first']);
    // The save failed or left the form unsaved: renders with new functions start nothing.
    for (let n = 0; n < 5; n++) view.rerender({ draft, due: true, save: () => calls.push(`render ${n}`) });
    pass(120_000);
    expect(calls).toEqual(['first']);
  });

  it('tries again at the next change, and when the browser is back online', () => {
    const calls: string[] = [];
    const save = () => calls.push('save');
    const view = renderAutosave({ draft: { ...EMPTY_DRAFT, title: 'A' }, due: true, save });
    pass(3000);
    view.rerender({ draft: { ...EMPTY_DRAFT, title: 'AB' }, due: true, save });
    pass(3000);
    expect(calls).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    pass(3000);
    expect(calls).toHaveLength(3);
  });

  it('saves nothing while nothing is due', () => {
    const calls: string[] = [];
    renderAutosave({ draft: EMPTY_DRAFT, due: false, save: () => calls.push('save') });
    pass(120_000);
    expect(calls).toEqual([]);
  });
});
