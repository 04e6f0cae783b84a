// The encounter kit: the pieces every encounter view shows (patient panel, lock, condition lists, notes, previous
// encounters, print, review changes, rich text, ICD-10 search, drafts and unsaved-changes tracking) over one RTK Query
// cache per parcel. Bundled by each encounter remote (not a federation singleton): a change ships with a remote.
export * from './api/encounter-api';
export * from './api/encounter-store';
export * from './api/encounter-kit-provider.component';
export * from './api/kit-session.context';
export * from './format/date-format';
export * from './kit.messages';
export * from './ui.styles';
export * from './detail/encounter-detail.resource';
export * from './detail/encounter-detail-loader.component';
export * from './lock/lock.resource';
export * from './lock/lock-control.component';
export * from './patient-panel/patient-panel.component';
export * from './conditions/condition.resource';
export * from './conditions/condition-sections.component';
export * from './conditions/condition-summary.component';
export * from './notes/notes.resource';
export * from './notes/note-list.component';
export * from './notes/note-composer.component';
export * from './notes/note-reason-icon.component';
export * from './notes/encounter-notes.component';
export * from './encounter/encounter.resource';
export * from './review/review.resource';
export * from './review/use-review-move.hook';
export * from './previous-encounters/previous-encounters.resource';
export * from './previous-encounters/previous-encounters-table.component';
export * from './print/print-button.component';
export * from './rich-text/rich-text.lazy';
export * from './audit/audit-trail-link.component';
export * from './icd10/icd10.resource';
export * from './icd10/icd10-search.component';
export * from './icd10/use-debounced-callback.hook';
export * from './drafts/condition-draft.store';
export * from './drafts/use-condition-draft.hook';
export * from './drafts/draft-offer.component';
export * from './unsaved/unsaved-conditions';
// Views added with the coder detail (issue 12), for every encounter view.
export * from './kit-views.messages';
export * from './header/encounter-header.component';
export * from './review/review-flag.component';
export * from './encounter/encounter-type-select.component';
export * from './notes/condition-notes.component';
export * from './previous-encounters/previous-encounters-accordion.component';
export * from './query-aging/condition-query-icon.component';
export * from './conditions/condition-card.component';
export * from './conditions/condition-kinds.param';
// Pieces the practitioner views brought (issue 13), open to every encounter remote.
export * from './audit/condition-read.resource';
export * from './audit/use-condition-activation.hook';
export * from './encounter-timing/encounter-timing-banner.component';
export * from './upcoming-appointment/upcoming-appointment.component';
export * from './schedule/proposed-encounter-card.component';
export * from './nlp/nlp.resource';
export * from './nlp/nlp-document-viewer.component';
export * from './nlp/nlp-link.component';
// Live presence (issue 11): other users' changes of the open encounter patch its cache.
export * from './live/live-encounter.rules';
export * from './live/use-live-encounter.hook';
