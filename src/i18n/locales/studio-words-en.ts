/**
 * The studio's words for operators (issue 41's friction): the panes, the documents' titles and groups, the widgets in
 * plain words, the history's changes in sentences. Part of the studio's texts (studio-texts.ts), in its chunk only.
 */
export const studioWordsEn = {
  studio_panes: 'Studio panes',
  studio_preview: 'Preview',
  studio_problem_count: '{{count}} problems',
  studio_widgets: 'Widgets',
  studio_widgets_filter: 'Find a widget',
  studio_widget_unused: 'not used yet',
  studio_widget_holds: 'It holds other parts of the page.',
  studio_widget_holds_none: 'It holds no other parts.',
  studio_widget_example_used: 'Below: as it shows on the site now.',
  studio_widget_example_made: 'Below: with made-up content (no page uses it yet).',
  studio_widget_example: 'Example',
  studio_widget_developers: 'For developers: {{type}}',
  studio_popup_not_drawn: 'It opens by itself over the page on a visit: the studio’s previews never draw it, so it never covers what you edit.',
  studio_popups_left_out: 'Not drawn here: {{names}} (they open by themselves on a visit).',
} as const;

export type StudioWordKey = keyof typeof studioWordsEn;
