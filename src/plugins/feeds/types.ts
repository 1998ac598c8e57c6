/** Global data of the feeds plugin, read by src/theme/DocItem/Metadata. */
export interface FeedLink {
  id: string;
  title: string;
  /** Route of the changelog page below the base URL, e.g. /docs/api/api_changelog/. */
  page: string;
  /** Path of the feed below the base URL, without a leading slash: feeds/<id>.xml. */
  href: string;
}

export interface FeedsGlobalData {
  feeds: FeedLink[];
  /** Pages that advertise every feed. */
  overviewPages: string[];
}
