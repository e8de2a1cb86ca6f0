import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '@/renderer/preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">could not load</p> : this.props.children;
  }
}

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('a component whose code is its own chunk, started before it renders', () => {
  it('once preloaded, draws in its first render: no fallback, so no wait behind React’s Suspense throttle', async () => {
    const LazyGreeting = preloadableLazy(async () => ({ default: Greeting }));
    expect(LazyGreeting.isReady()).toBe(false);
    await LazyGreeting.preload();
    expect(LazyGreeting.isReady()).toBe(true);
    render(inSuspense(<LazyGreeting name="Rosa" />));
    // Synchronously after render: React.lazy would show "loading" here, even for code already downloaded.
    expect(screen.getByText('Hello Rosa')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('rendered before its code arrives, shows the fallback, then the component; the download starts once', async () => {
    let downloads = 0;
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const LazyGreeting = preloadableLazy(() => {
      downloads++;
      return new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve));
    });
    render(inSuspense(<LazyGreeting name="Juan" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    void LazyGreeting.preload();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Juan')).toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('rendered before its code arrived, it keeps its state when it renders again after', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button type="button" onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    let arrive: (module: { default: typeof Counter }) => void = () => undefined;
    const LazyCounter = preloadableLazy<object>(() => new Promise((resolve) => (arrive = resolve)));
    const { rerender } = render(inSuspense(<LazyCounter key="one" />));
    await act(async () => arrive({ default: Counter }));
    await userEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
    // The code is in now: a render that chose anew would remount the counter at 0.
    rerender(inSuspense(<LazyCounter key="one" />));
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
  });

  it('a download that fails: preload still settles, and the render reaches the error boundary', async () => {
    const Broken = preloadableLazy<{ name: string }>(() => Promise.reject(new Error('offline')));
    await expect(Broken.preload()).resolves.toBeUndefined();
    expect(Broken.isReady()).toBe(false);
    render(<Boundary>{inSuspense(<Broken name="x" />)}</Boundary>);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
  });
});
