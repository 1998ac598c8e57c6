/**
 * What the site's search knows about words beyond the pages themselves
 * (src/search/query.ts reads it; decisions/0022-ask-ranking-for-questions.md):
 *
 * - STOP_WORDS: words that carry no subject in a question or a keyword
 *   query ("How do I…", "Which … when …"). They are neither indexed nor
 *   searched. Not a general English list: `get`, `first`, `one`, `all`,
 *   `after` and `before` name things on this site (Get Latest, the first
 *   API call, one-click, `"*"` for all events) and stay searchable.
 * - SYNONYMS: groups of words and phrases the site's readers use for the
 *   same thing, each group a fact of the platform (see its note). The build
 *   adds the abbreviations it finds in the site's own text, keywords and
 *   question sets ("single sign-on (SSO)", `vpmqs` → Vehicle Prefill Master
 *   Question Set; src/plugins/search-index/abbreviations.ts) and publishes
 *   both in the index's metadata, so the browser and the MCP server expand
 *   a query the same way.
 *
 * Words are written as readers type them; the search stems them.
 */
export const STOP_WORDS = [
  // articles, pronouns, conjunctions, prepositions
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'if', 'then', 'than', 'as', 'of', 'to', 'in', 'on', 'at', 'by',
  'for', 'from', 'with', 'into', 'onto', 'about', 'via', 'per', 'i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours',
  'you', 'your', 'yours', 'he', 'him', 'his', 'she', 'her', 'it', 'its', 'they', 'them', 'their', 'theirs', 'this',
  'that', 'these', 'those', 'there', 'here', 'itself', 'myself', 'yourself', 'ourselves', 'themselves',
  // auxiliaries and modals
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'doing', 'have', 'has', 'had', 'having',
  'can', 'could', 'should', 'would', 'will', 'shall', 'may', 'might', 'must',
  // question words and the padding of a question
  'what', 'whats', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'whether', 'please', 'tell',
  'explain', 'need', 'want', 'way', 'ways', 'possible', 'any', 'some', 'such', 'just', 'also', 'very', 'too',
  'really', 'exactly', 'happen', 'happens', 'thing', 'things', 'someone', 'something', 'anything',
  'go', 'goes', 'going', 'able', 'll', 're', 've', 'don', 'doesn', 'isn', 'aren', 'didn', 'won', 'look', 'looks',
  'like', 'mean', 'means', 'kind', 'sort',
] as const;

export type SynonymGroup = {
  /** Words or phrases, as readers type them. */
  terms: string[];
  /**
   * `same`: names of one thing on this platform (a prospect is a lead);
   * `related`: words readers use for it that also mean other things (an
   * event is a webhook request here, but not every event is). A search
   * weighs a `related` word less than a `same` one (src/search/query.ts).
   */
  kind: 'same' | 'related';
  /** Why, on this platform (a reviewer checks it against the pages). */
  note: string;
};

export const SYNONYMS = [
  {terms: ['prospect', 'lead'], kind: 'same', note: 'The Exchange delivers prospects; the Leads API and lead_id name the same record.'},
  {terms: ['vehicle', 'car', 'auto'], kind: 'same', note: 'Vehicles of the VPMQS question set and the vehicle components.'},
  {terms: ['sso', 'single sign-on', 'saml'], kind: 'same', note: 'Terminal users sign in through SAML 2.0 single sign-on.'},
  {terms: ['sign in', 'log in', 'login', 'sign-in', 'authenticate', 'authentication'], kind: 'related', note: 'Agents sign in with SSO; guests, back ends and tokens authenticate.'},
  {terms: ['terminal', 'partner portal', 'agent portal'], kind: 'same', note: 'Terminal is also called the Partner Portal (Terminal overview).'},
  {terms: ['storefront', 'consumer flow', 'guest flow'], kind: 'same', note: 'The Storefront is the consumer (guest) flow.'},
  {terms: ['redirect_url', 'consumer link', 'resume link', 'magic link'], kind: 'same', note: 'The one-time link that opens a consumer form is redirect_url.'},
  {terms: ['expires', 'valid', 'lifetime', 'ttl', 'last'], kind: 'related', note: 'How long a token, link or URL lasts is what it expires after or is valid for.'},
  {terms: ['how long', 'expires', 'lifetime', 'seconds', 'minutes', 'hours', 'days'], kind: 'related', note: 'How long something lasts is answered in a time unit.'},
  {terms: ['deadline', 'within', 'time limit'], kind: 'related', note: 'Deadlines are written as "within N hours/days/seconds".'},
  {terms: ['received', 'delivered', 'delivery'], kind: 'related', note: 'A receive-side prospect is received when the Exchange delivers it.'},
  {terms: ['webhook', 'event', 'callback', 'notification'], kind: 'related', note: 'Events reach you as webhook requests.'},
  {terms: ['credentials', 'client_id', 'api key'], kind: 'related', note: 'API credentials are a client id and secret (x-api-key for Insurance Intelligence).'},
  {terms: ['token', 'access_token', 'bearer'], kind: 'related', note: 'The OAuth answer carries access_token, used as a bearer token.'},
  {terms: ['custom terminal', 'agent application', 'sdk_agent'], kind: 'same', note: 'The SDK tutorials for your own agent application are the custom terminal tutorials.'},
  {terms: ['retry', 'redeliver', 'resend'], kind: 'related', note: 'Failed webhook requests are retried and can be redelivered.'},
  {terms: ['duplicate', 'twice', 'idempotent', 'idempotency'], kind: 'related', note: 'A webhook or a prospect that arrives twice is a duplicate; handle it idempotently.'},
  {terms: ['attachment', 'pdf'], kind: 'related', note: 'Quote documents arrive as attachments (a quote PDF).'},
  {terms: ['naics', 'industry', 'industry code', 'business class'], kind: 'same', note: 'The industry of a business is its NAICS description.'},
  {terms: ['zip', 'zipcode', 'postal code'], kind: 'same', note: 'mqs_zipcode holds the ZIP code.'},
  {terms: ['appetite', 'likely to quote', 'carrier ranking', 'market recommendation'], kind: 'related', note: 'Which carriers want a risk is their appetite; market intelligence ranks them.'},
] as const satisfies readonly SynonymGroup[];
