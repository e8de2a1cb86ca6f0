import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { useStartedWhileRendering } from '@/renderer/documents/use-started-while-rendering';

/** A load the test answers by hand, one promise per call. */
function manualLoads() {
  const calls: { inputs: string; first: boolean; answer: (value: string) => void }[] = [];
  const load = vi.fn((inputs: string, first: boolean) => new Promise<string>((resolve) => calls.push({ inputs, first, answer: resolve })));
  return { calls, load };
}
const same = (a: string, b: string) => a === b;

describe('useStartedWhileRendering: the frame waits for its code and menus without an effect React could leave out', () => {
  it('starts during the first render, once per inputs, and gives the answer with the inputs it was for', async () => {
    const { calls, load } = manualLoads();
    const { result, rerender } = renderHook(({ inputs }) => useStartedWhileRendering(inputs, same, load), { initialProps: { inputs: 'header' as string | undefined } });
    // Started while rendering: before any effect could have run.
    expect(calls.map((call) => [call.inputs, call.first])).toEqual([['header', true]]);
    expect(result.current).toBeUndefined();
    rerender({ inputs: 'header' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.answer('menus of the header'));
    expect(result.current).toEqual({ inputs: 'header', answer: 'menus of the header' });
  });

  it('waits with no inputs, and never takes an answer for inputs the component has left', async () => {
    const { calls, load } = manualLoads();
    const { result, rerender } = renderHook(({ inputs }) => useStartedWhileRendering(inputs, same, load), { initialProps: { inputs: undefined as string | undefined } });
    expect(load).not.toHaveBeenCalled();
    rerender({ inputs: 'guest frame' });
    rerender({ inputs: 'member frame' });
    expect(calls.map((call) => [call.inputs, call.first])).toEqual([
      ['guest frame', true],
      ['member frame', false],
    ]);
    await act(async () => calls[0]!.answer('guest menus'));
    expect(result.current).toBeUndefined();
    await act(async () => calls[1]!.answer('member menus'));
    expect(result.current).toEqual({ inputs: 'member frame', answer: 'member menus' });
  });

  it('in StrictMode (each render twice, the effects mounted, unmounted and mounted again) takes the answer, and React warns of no state update', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn((inputs: string) => Promise.resolve(`code for ${inputs}`));
    function Frame() {
      const arrived = useStartedWhileRendering('frame', same, load);
      return <p>{arrived ? arrived.answer : 'Loading…'}</p>;
    }
    const view = render(
      <StrictMode>
        <Frame />
      </StrictMode>,
    );
    await waitFor(() => expect(view.container.textContent).toBe('code for frame'));
    expect(errors).not.toHaveBeenCalled();
  });
});
