import { createContext, createElement, useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * Heading levels follow where a widget is drawn (issue 38: headings must not skip or repeat a level): a widget's title
 * is one level under the heading of what holds it. A page's sections start at h2 (under the page's h1); a centre page
 * sits in a dialog (h2) under its own page title (h3), so its sections are h4. Without a holder saying so, a widget
 * keeps its own level: for a widget a page shows, h2, under the page's h1.
 */
const HeadingLevelContext = createContext<number | undefined>(undefined);

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function clamp(level: number): Level {
  return Math.min(6, Math.max(1, Math.round(level))) as Level;
}

/** The level of a widget's own title here: the holder's, else `fallback` (the widget's level on a page). */
export function useHeadingLevel(fallback: Level): Level {
  return clamp(useContext(HeadingLevelContext) ?? fallback);
}

/** What `children` title themselves with: sections of a centre page, the content under a section's title. */
export function HeadingLevel({ level, children }: { level: number; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={clamp(level)}>{children}</HeadingLevelContext.Provider>;
}

/** `<h2>`…`<h6>` at `level`. */
export function Heading({ level, ref, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level: number; ref?: Ref<HTMLHeadingElement> | undefined }) {
  return createElement(`h${clamp(level)}`, { ...rest, ref });
}
