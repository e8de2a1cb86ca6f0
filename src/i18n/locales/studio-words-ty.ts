import type { StudioWordKey } from './studio-words-en';

/** The studio's operator words in TY (studio-words-en.ts): every EN key, or the typecheck fails. */
export const studioWordsTy: Record<StudioWordKey, string> = {
  studio_panes: 'Mga bahagi ng studio',
  studio_preview: 'Silip',
  studio_problem_count: '{{count}} problema',
  studio_widgets: 'Mga widget',
  studio_widgets_filter: 'Maghanap ng widget',
  studio_widget_unused: 'hindi pa ginagamit',
  studio_widget_holds: 'May laman itong ibang bahagi ng pahina.',
  studio_widget_holds_none: 'Wala itong ibang bahaging laman.',
  studio_widget_example_used: 'Sa ibaba: gaya ng nasa site ngayon.',
  studio_widget_example_made: 'Sa ibaba: may gawa-gawang nilalaman (wala pang pahinang gumagamit nito).',
  studio_widget_example: 'Halimbawa',
  studio_widget_developers: 'Para sa mga developer: {{type}}',
  studio_popup_not_drawn: 'Kusa itong bumubukas sa ibabaw ng pahina sa pagbisita: hindi ito iginuguhit ng silip ng studio, kaya hindi nito natatakpan ang ine-edit mo.',
  studio_popups_left_out: 'Hindi iginuhit dito: {{names}} (kusa silang bumubukas sa pagbisita).',
};
