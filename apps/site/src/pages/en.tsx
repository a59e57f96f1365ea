import React from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import { Badge, Card, Hero, Section } from '@rainbond/ui';
import { siteLocales, type SiteLocaleName } from '../site-locales';
import styles from '../components/language/language.module.css';

/** What a reader finds in each language, said in the language of the page. */
function describe(locale: SiteLocaleName): string {
  return locale === 'zh'
    ? translate({
        id: 'language.zh.note',
        message: '中文是 Rainbond 的原始语言：文档、博客、案例和更新说明都最先以中文发布，社区交流群也以中文为主。',
      })
    : translate({
        id: 'language.en.note',
        message: '英文站点提供同样的文档版本、博客和案例，适合海外团队和习惯英文资料的读者。',
      });
}

/**
 * /en (Chinese build) and /en/en (English build): helps a reader pick a language. Links cross
 * locales, which are separate builds, so they are plain anchors that load a new document.
 */
export default function LanguagePage(): React.ReactElement {
  const { i18n } = useDocusaurusContext();
  const locales = Object.keys(siteLocales) as SiteLocaleName[];
  return (
    <Layout
      title={translate({ id: 'language.meta.title', message: '选择语言' })}
      description={translate({ id: 'language.meta.description', message: 'Rainbond 网站提供简体中文和英文两种语言，选择你习惯的语言阅读文档和博客。' })}
    >
      <main>
        <Hero
          centered
          title={translate({ id: 'language.title', message: '选择语言' })}
          subtitle={translate({
            id: 'language.subtitle',
            message: 'Rainbond 网站有简体中文和英文两个版本，内容一一对应。在任意页面的顶部导航中也可以切换语言，并停留在同一页面。',
          })}
        />
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
                    {isCurrent && <Badge className={styles.badge}>{translate({ id: 'language.current', message: '当前语言' })}</Badge>}
                    <p className={styles.note}>{describe(locale)}</p>
                    <p className={styles.links}>
                      <a href={`${urlPrefix}/`} hrefLang={htmlLang} aria-describedby={`language-${locale}`}>
                        {translate({ id: 'language.home', message: '首页' })}
                      </a>
                      <a href={`${urlPrefix}/docs`} hrefLang={htmlLang} aria-describedby={`language-${locale}`}>
                        {translate({ id: 'language.docs', message: '文档' })}
                      </a>
                      <a href={`${urlPrefix}/blog`} hrefLang={htmlLang} aria-describedby={`language-${locale}`}>
                        {translate({ id: 'language.blog', message: '博客' })}
                      </a>
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
