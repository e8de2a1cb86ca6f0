import { startTransition, useEffect, useRef, useState } from 'react';

/** A load's answer, with the inputs it was started for. */
export interface Arrived<I, A> {
  inputs: I;
  answer: A;
}

/**
 * Starts `load` while rendering, once per inputs (`same` tells inputs apart), and gives its answer once it is here:
 * the answer for the inputs started last, never one for inputs the component has since left. undefined until the
 * first answer; after that, the last one taken (a caller checks `inputs` against what it renders now).
 *
 * Why while rendering, not from an effect: React 19.3 can leave out an effect whose dependencies changed in a
 * transition's commit (react/react#34556). The frame's inputs arrive in such commits (its widget code, then its
 * menus' names), and a left-out effect left a page on its first paint over "Loading…" for good, about one load in 30
 * under load (docs/architecture.md, "The first render is a transition"). Starting twice (StrictMode, a render React
 * set aside) is harmless as long as `load` is: the callers' loads fetch each thing once.
 *
 * Only a mounted component takes an answer (a render React set aside never mounts, and setting its state warns);
 * one that mounts after its answer arrived takes it in its mount's effect, which has no dependencies and so is never
 * the kind React leaves out. The answer is set as a transition, as the held tree's first render is: a phone is not
 * blocked for the render it brings (issue 37).
 */
export function useStartedWhileRendering<I, A>(inputs: I | undefined, same: (a: I, b: I) => boolean, load: (inputs: I, first: boolean) => Promise<A>): Arrived<I, A> | undefined {
  const [arrived, setArrived] = useState<Arrived<I, A> | undefined>(undefined);
  const started = useRef<{ inputs: I; arrived?: Arrived<I, A> } | undefined>(undefined);
  const mounted = useRef(false);
  if (inputs !== undefined && (started.current === undefined || !same(started.current.inputs, inputs))) {
    const first = started.current === undefined;
    const entry: NonNullable<typeof started.current> = { inputs };
    started.current = entry;
    void load(inputs, first).then((answer) => {
      const taken = { inputs, answer };
      entry.arrived = taken;
      if (mounted.current && started.current === entry) startTransition(() => setArrived(taken));
    });
  }
  useEffect(() => {
    mounted.current = true;
    const taken = started.current?.arrived;
    if (taken) startTransition(() => setArrived(taken));
    return () => {
      mounted.current = false;
    };
  }, []);
  return arrived;
}
