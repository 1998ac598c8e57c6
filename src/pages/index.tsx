import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import HomeFamilies from '@site/src/components/HomeFamilies';
import {identity} from '@site/src/site/identity';
import {firstCallSteps} from '@site/src/site/first-call';
import {routes} from '@site/src/site/navbar';
import styles from './index.module.css';


function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {identity.siteTitle}
        </Heading>
        <p className={styles.tagline}>{identity.tagline}</p>
        <form className={styles.search} action={routes.search} method="get" role="search">
          <label htmlFor="home-search" className={styles.searchLabel}>
            Search the documentation
          </label>
          <div className={styles.searchRow}>
            <input
              id="home-search"
              name="q"
              type="search"
              placeholder="Search docs, for example “webhook signature”"
              autoComplete="off"
            />
            <button type="submit" className="button button--secondary button--lg">
              Search
            </button>
          </div>
        </form>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={routes.overview}>
            Read the overview
          </Link>
          <Link className={`button button--outline button--lg ${styles.outline}`} to={routes.api}>
            API reference
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description={`Integrate agencies, carriers and storefronts with ${identity.brand}: Terminal, Exchange, the Storefront SDK, the REST API and Insurance Intelligence.`}>
      <Hero />
      <main>
        <section className={`container ${styles.section}`} aria-labelledby="families">
          <Heading as="h2" id="families" className={styles.sectionTitle}>
            Pick your integration
          </Heading>
          <HomeFamilies />
        </section>
        <section className={styles.firstCall} aria-labelledby="first-call">
          <div className="container">
            <Heading as="h2" id="first-call" className={styles.sectionTitle}>
              Your first call in five minutes
            </Heading>
            <p className={styles.sectionLead}>
              Ask your account manager for sandbox credentials and your <code>tenant_id</code>, then paste these
              steps into a shell with <code>curl</code> and <code>jq</code>. Each step uses what the one before
              returned.
            </p>
            <ol className={styles.steps}>
              {firstCallSteps.map((step) => (
                <li key={step.title} className={styles.step}>
                  <Heading as="h3" className={styles.stepTitle}>
                    {step.title}
                  </Heading>
                  <p>{step.text}</p>
                  <CodeBlock language={step.language}>{step.code}</CodeBlock>
                  <Link to={step.link.to}>{step.link.label} →</Link>
                </li>
              ))}
            </ol>
            <p className={styles.sectionLead}>
              The <Link to={`${routes.overview}#your-first-call-in-five-minutes`}>full first-call path in the overview</Link>{' '}
              shows every response and what to do when a call fails.
            </p>
          </div>
        </section>
        <section className={`container ${styles.section} ${styles.help}`} aria-labelledby="help">
          <Heading as="h2" id="help" className={styles.sectionTitle}>
            Need a hand?
          </Heading>
          <p>
            Check the <a href={identity.statusUrl}>platform status</a>, write to{' '}
            <a href={`mailto:${identity.supportEmail}`}>{identity.supportEmail}</a>, or{' '}
            <a href={identity.demoUrl}>request a demo</a> of the platform.
          </p>
        </section>
      </main>
    </Layout>
  );
}
