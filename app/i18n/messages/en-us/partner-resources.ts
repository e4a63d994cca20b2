// Texts of the partner-resources pages (app/features/partner-resources). Plain messages, read without the formatter
// (../../plain/partner-resources.ts): {name} placeholders only; counts through `partnerResourcesText.plural`.
export const partnerResources = {
  'page.updated': 'Updated',
  'page.card-partner-resources': 'Card partner resources',
  'page.guides-insurance-terms': 'Guides, insurance terms and help from your card partner. Each opens on the partner’s site in a new tab.',
  'page.there-are-no': 'There are no partner resources at the moment.',
  'page.card-benefits': 'Card benefits',
  'page.travel-protection': 'Travel protection',
  'page.points-and-rewards': 'Points and rewards',
  'page.help-while-travelling': 'Help while traveling',
  'page.document-pdf': 'Document (PDF)',
  'page.web-page': 'Web page',
} as const
