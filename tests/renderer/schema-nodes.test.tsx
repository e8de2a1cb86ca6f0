import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionProvider } from '@/renderer/action-context';
import { lazyComponentSource, preloadedComponentSource, type ComponentSource } from '@/renderer/component-source';
import { RenderEnvironmentContext, type WidgetFailure } from '@/renderer/render-environment';
import { SchemaNodes } from '@/renderer/schema-nodes';
import type { ResolvedNode } from '@/schema/resolved';
import type { Action } from '@/schema/types';
import { testRegistry } from '../fixtures/test-widgets';
import { watchConsole } from '../fixtures/console';

function node(type: string, id: string, props: ResolvedNode['props'] = {}, extra: Partial<ResolvedNode> = {}): ResolvedNode {
  return { type, id, props, children: [], ...extra };
}

const label = (id: string, text: string) => node('Label', id, { text });

let components: ComponentSource;
beforeEach(async () => {
  components = await preloadedComponentSource(testRegistry);
  // React logs every error a boundary catches: a test that makes a widget throw names what React logs.
  watchConsole('error');
});

function renderNodes(nodes: ResolvedNode[], { showErrorMarkers = true, source = components, runAction = (() => undefined) as (action: Action) => void } = {}) {
  const failures: WidgetFailure[] = [];
  const view = render(
    <RenderEnvironmentContext.Provider value={{ components: source, showErrorMarkers, onWidgetFailure: (f) => failures.push(f) }}>
      <ActionProvider value={runAction}>
        <SchemaNodes nodes={nodes} />
      </ActionProvider>
    </RenderEnvironmentContext.Provider>,
  );
  return { ...view, failures };
}

const renderedNodeIds = (container: HTMLElement) => [...container.querySelectorAll('[data-node-id]')].map((el) => el.getAttribute('data-node-id'));

describe('SchemaNodes', () => {
  it('renders nodes in order, children inside their parent, each carrying data-node-id', () => {
    const { container } = renderNodes([
      label('intro', 'Welcome'),
      node('Box', 'games', { label: 'Games' }, { children: [label('slots', 'Slots'), label('live', 'Live casino')] }),
    ]);
    const games = screen.getByRole('region', { name: 'Games' });
    expect(within(games).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Slots', 'Live casino']);
    expect(screen.getByText('Welcome')).toHaveAttribute('data-node-id', 'intro');
    expect(renderedNodeIds(container)).toEqual(['intro', 'games', 'slots', 'live']);
  });

  it('renders the fallback of a node whose type this build does not know', () => {
    const { container } = renderNodes([node('Carousel3D', 'fancy', {}, { fallback: label('fancy-fallback', 'Plain list') })]);
    expect(screen.getByText('Plain list')).toHaveAttribute('data-node-id', 'fancy-fallback');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(renderedNodeIds(container)).toEqual(['fancy-fallback']);
  });

  it('shows a dev marker for an unknown type without fallback, and nothing in production', () => {
    renderNodes([node('Carousel3D', 'fancy'), label('after', 'Still here')]);
    expect(screen.getByRole('note')).toHaveTextContent('Carousel3D “fancy”: unknown widget type');
    expect(screen.getByRole('note')).toHaveAttribute('data-node-id', 'fancy');
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('hides an unknown type without fallback in production', () => {
    const { container } = renderNodes([node('Carousel3D', 'fancy'), label('after', 'Still here')], { showErrorMarkers: false });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(renderedNodeIds(container)).toEqual(['after']);
  });

  describe('a widget that throws', () => {
    const page = () => [label('before', 'Before'), node('Boom', 'broken', { message: 'tiles data missing' }), label('after', 'After')];

    it('takes only itself down: siblings render, a dev marker shows, the failure is reported', () => {
      watchConsole('error', /Error: tiles data missing/);
      const { failures } = renderNodes(page());
      expect(screen.getByText('Before')).toBeInTheDocument();
      expect(screen.getByText('After')).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('Boom “broken”: the widget failed to render');
      expect(failures).toEqual([{ nodeId: 'broken', type: 'Boom', message: 'tiles data missing' }]);
    });

    it('renders nothing in its place in production, and is still reported', () => {
      watchConsole('error', /Error: tiles data missing/);
      const { container, failures } = renderNodes(page(), { showErrorMarkers: false });
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(renderedNodeIds(container)).toEqual(['before', 'after']);
      expect(failures).toHaveLength(1);
    });

    it('renders its fallback when it has one', () => {
      watchConsole('error', /Error: x\b/);
      const { container, failures } = renderNodes([node('Boom', 'broken', { message: 'x' }, { fallback: label('broken-fallback', 'Simple version') }), label('after', 'After')]);
      expect(screen.getByText('Simple version')).toHaveAttribute('data-node-id', 'broken-fallback');
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(renderedNodeIds(container)).toEqual(['broken-fallback', 'after']);
      expect(failures.map((f) => f.nodeId)).toEqual(['broken']);
    });

    it('inside a parent leaves the parent and its other children standing', () => {
      watchConsole('error', /Error: x\b/);
      renderNodes([node('Box', 'games', { label: 'Games' }, { children: [label('slots', 'Slots'), node('Boom', 'broken', { message: 'x' })] })]);
      const games = screen.getByRole('region', { name: 'Games' });
      expect(within(games).getByText('Slots')).toBeInTheDocument();
      expect(within(games).getByRole('note')).toHaveTextContent('Boom “broken”');
    });
  });

  it('runs a node action through the dispatcher the host provides', () => {
    const runAction = vi.fn();
    renderNodes([node('Button', 'join', { text: 'Join now' }, { action: { type: 'modal', modal: 'register' } })], { runAction });
    screen.getByRole('button', { name: 'Join now' }).click();
    expect(runAction).toHaveBeenCalledWith({ type: 'modal', modal: 'register' });
  });

  it('loads widgets lazily through the registry (lazyComponentSource)', async () => {
    const source = lazyComponentSource(testRegistry);
    const { container } = renderNodes([node('Box', 'games', { label: 'Games' }, { children: [label('slots', 'Slots')] }), node('Carousel3D', 'fancy', {}, { fallback: label('fb', 'Fallback') })], { source });
    expect(await screen.findByText('Slots')).toHaveAttribute('data-node-id', 'slots');
    expect(await screen.findByText('Fallback')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Games' })).toBeInTheDocument();
    expect(renderedNodeIds(container)).toEqual(['games', 'slots', 'fb']);
    expect(source('Box')).toBe(source('Box'));
    expect(source('Carousel3D')).toBeUndefined();
  });

  it('isolates a throwing lazily loaded widget too', async () => {
    watchConsole('error', /Error: late failure/);
    const { failures } = renderNodes([node('Boom', 'broken', { message: 'late failure' }), label('after', 'After')], { source: lazyComponentSource(testRegistry) });
    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Boom “broken”');
    expect(failures).toEqual([{ nodeId: 'broken', type: 'Boom', message: 'late failure' }]);
  });

  it('explains what is missing when rendered without an environment', () => {
    expect(() => render(<SchemaNodes nodes={[label('a', 'A')]} />)).toThrow('[croupier renderer] <SchemaNodes> needs a <RenderEnvironmentContext> provider');
  });
});
