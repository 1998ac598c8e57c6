/**
 * Wraps the theme's doc metadata (title, description, keywords) and adds:
 * - og:image and twitter:image pointing to the page's own social card, which
 *   src/plugins/social-cards generates at build (unless the page sets its own
 *   `image` in front matter);
 * - `<link rel="alternate" type="application/atom+xml">` for the feeds of
 *   src/plugins/feeds: on each changelog page its own feed, on the overview
 *   every feed;
 * - `<link rel="alternate" type="text/markdown">` for the page's Markdown twin
 *   (src/plugins/llms), which assistants and scripts reading the HTML can
 *   follow (the Copy page menu renders its own link only while it is open).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {absoluteTwinUrl} from '@site/src/plugins/llms/theme/CopyPage/links';
import {CARD_HEIGHT, CARD_WIDTH, cardPath} from '@site/src/plugins/social-cards/paths';
import type {FeedsGlobalData} from '@site/src/plugins/feeds/types';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const {feeds, overviewPages} = usePluginData('bindpoint-feeds') as FeedsGlobalData;
  const ownImage = assets.image ?? frontMatter.image;
  const card = withBaseUrl(cardPath(metadata.permalink, siteConfig.baseUrl), {absolute: true});
  // Doc permalinks carry no trailing slash even with `trailingSlash: true`; feed pages do.
  const route = `/${metadata.permalink.slice(siteConfig.baseUrl.length)}`.replace(/\/?$/, '/');
  const alternates = overviewPages.includes(route) ? feeds : feeds.filter((feed) => feed.page === route);
  return (
    <>
      <Metadata {...props} />
      <Head>
        {!ownImage && <meta property="og:image" content={card} />}
        {!ownImage && <meta property="og:image:width" content={String(CARD_WIDTH)} />}
        {!ownImage && <meta property="og:image:height" content={String(CARD_HEIGHT)} />}
        {!ownImage && <meta property="og:image:alt" content={metadata.title} />}
        {!ownImage && <meta name="twitter:image" content={card} />}
        <link rel="alternate" type="text/markdown" href={absoluteTwinUrl(siteConfig.url, metadata.permalink)} />
        {alternates.map((feed) => (
          <link
            key={feed.id}
            rel="alternate"
            type="application/atom+xml"
            title={feed.title}
            href={withBaseUrl(feed.href, {absolute: true})}
          />
        ))}
      </Head>
    </>
  );
}
