import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import { Badge, Card, Hero, Section } from '@rainbond/ui';
import { siteLocales, type SiteLocaleName } from '../../site-locales';
import type { LanguageContent } from './content';
import styles from './language.module.css';

/**
 * /en (Chinese build) and /en/en (English build): helps a reader pick a language; the copy is
 * marketing/language.yml. Links cross locales, which are separate builds, so they are plain
 * anchors that load a new document.
 */
export default function LanguagePage({ content }: { content: LanguageContent }): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const locales = Object.keys(siteLocales) as SiteLocaleName[];
  return (
    <Layout title={content.meta.title} description={content.meta.description}>
      <main>
        <Hero centered title={content.hero.title} subtitle={content.hero.subtitle} />
        <Section>
          <ul className={styles.choices}>
            {locales.map((locale) => {
              const { label, htmlLang, urlPrefix } = siteLocales[locale];
              const isCurrent = locale === i18n.currentLocale;
              return (
                <li key={locale}>
                  <Card padding="lg" className={isCurrent ? `${styles.choice} ${styles.current}` : styles.choice}>
                    <h2 id={`language-${locale}`} className={styles.endonym} lang={htmlLang}>
                      {label}
                    </h2>
                    {isCurrent && <Badge className={styles.badge}>{content.current}</Badge>}
                    <p className={styles.note}>{content.notes[locale]}</p>
                    <p className={styles.links}>
                      {(['home', 'docs', 'blog'] as const).map((page) => (
                        <a key={page} href={`${urlPrefix}/${page === 'home' ? '' : page}`} hrefLang={htmlLang} aria-describedby={`language-${locale}`}>
                          {content.links[page]}
                        </a>
                      ))}
                    </p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
