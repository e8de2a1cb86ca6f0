import { createContext, useContext, type ComponentType } from 'react';
import type { ComponentSource } from './component-source';
import type { SchemaRuntime } from './documents/schema-runtime';

export interface WidgetFailure {
  nodeId: string;
  type: string;
  message: string;
}

/** What the renderer needs from its host (the app, the studio, the CLI, a test). */
export interface RenderEnvironment {
  components: ComponentSource;
  /** Dev and studio: show a visible marker where a node failed. Production: render nothing. */
  showErrorMarkers: boolean;
  onWidgetFailure: (failure: WidgetFailure) => void;
  /**
   * Static rendering only: node ids whose widget is known to throw. Error boundaries do not run
   * in `renderToStaticMarkup` (a throw inside <Suspense> silently became the loading placeholder),
   * so `renderResolvedToHtml` finds failing widgets first and the renderer shows their fallback or marker.
   */
  failedNodeIds?: ReadonlySet<string>;
  /** Documents widgets may embed (an action form's form document); absent where none load. */
  schemas?: SchemaRuntime;
  /**
   * Widget types the build found a document to show under any context (`virtual:croupier-widget-hints`):
   * their code starts downloading with the document itself. Resolve adds the rest before the first render.
   */
  widgetHints?: (documentName: string) => readonly string[];
  /**
   * The app's login form in its one-row header layout (spec §2), for the HeaderLogin widget: the same form and
   * commands as the login popup, lazily loaded. Absent where no account flows run (the studio, the CLI).
   */
  headerLoginForm?: ComponentType;
}

export const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);

export function useRenderEnvironment(): RenderEnvironment {
  const environment = useContext(RenderEnvironmentContext);
  if (!environment) throw new Error('[croupier renderer] <SchemaNodes> needs a <RenderEnvironmentContext> provider');
  return environment;
}
