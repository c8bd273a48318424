/**
 * Documents there is one of per website (its service page…) have fixed ids derived from the website's
 * document id, so the Studio desk, the site and the demo generator find the same document without a query.
 * A dealer without its own falls back to its group's.
 */
export const servicePageId = (websiteId: string) => `servicePage-${websiteId}`
/** A website's home page; never inherited, since a group portal's slides are not its dealers'. */
export const homePageId = (websiteId: string) => `homePage-${websiteId}`
/**
 * A dealer group's search vocabulary (the synonyms the plain-words search understands), shared by every
 * website of the group: one per group, at a fixed id derived from the group's.
 */
export const searchVocabularyId = (groupId: string) => `searchVocabulary-${groupId}`
