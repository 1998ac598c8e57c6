/**
 * Wraps the theme's doc footer ("Edit this page", from the docs `editUrl`,
 * which comes from the identity module) and puts page feedback and a
 * prefilled "Report an issue" link above it, at the end of every doc page.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {identity} from '@site/src/site/identity';
import PageFeedback from './PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // The address the reader is on (with its trailing slash), not the permalink.
  const {pathname} = useLocation();
  return (
    <>
      <PageFeedback
        key={metadata.permalink}
        path={pathname}
        title={metadata.title}
        url={`${siteConfig.url}${pathname}`}
        source={metadata.source}
        newIssueUrl={identity.repository.newIssueUrl}
      />
      <Footer {...props} />
    </>
  );
}
