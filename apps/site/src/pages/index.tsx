import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import StructuredData from '@theme/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const installCommand = 'curl -o install.sh https://get.rainbond.com && bash ./install.sh';

interface Highlight {
  readonly title: string;
  readonly text: string;
}

const highlights: readonly Highlight[] = [
  {
    title: translate({ id: 'home.highlight.easy.title', message: '不懂容器也能上手' }),
    text: translate({
      id: 'home.highlight.easy.text',
      message: '不写 Dockerfile、不写 Yaml、不学 Kubernetes：从源代码或镜像直接部署，平台自动识别 Java、Python、Golang、NodeJS、PHP、.NetCore 与 Dockerfile。',
    }),
  },
  {
    title: translate({ id: 'home.highlight.nonintrusive.title', message: '无侵入的集成平台' }),
    text: translate({
      id: 'home.highlight.nonintrusive.text',
      message: '应用无需改造即可接入；已有的 Kubernetes 集群、镜像仓库、代码仓库和 CI 工具都能对接进来。',
    }),
  },
  {
    title: translate({ id: 'home.highlight.extensions.title', message: '丰富的扩展' }),
    text: translate({
      id: 'home.highlight.extensions.text',
      message: '80 多个开源应用与插件，500 多个一键安装的应用，装上即用，也能把自己的应用发布到应用市场。',
    }),
  },
];

/** Who publishes the site, and how to search it, for search engines. */
function HomeStructuredData(): React.ReactElement {
  const { siteConfig, i18n } = useDocusaurusContext();
  const home = `${siteConfig.url}${siteConfig.baseUrl}`;
  return (
    <StructuredData
      data={{
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${siteConfig.url}/#organization`,
            name: 'Rainbond',
            url: siteConfig.url,
            logo: `${siteConfig.url}/img/logo.svg`,
            sameAs: ['https://github.com/goodrain/rainbond', 'https://gitee.com/rainbond/Rainbond'],
          },
          {
            '@type': 'WebSite',
            '@id': `${home}#website`,
            name: siteConfig.title,
            url: home,
            inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang,
            publisher: { '@id': `${siteConfig.url}/#organization` },
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${home}search?q={search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      }}
    />
  );
}

export default function Home(): React.ReactElement {
  return (
    <Layout
      title={translate({ id: 'home.title', message: '云原生应用管理平台' })}
      description={translate({
        id: 'home.description',
        message: 'Rainbond 是简单易用的云原生应用管理平台，让应用管理和交付更简单。',
      })}
    >
      <HomeStructuredData />
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            Rainbond
          </Heading>
          <p className="hero__subtitle">
            <Translate id="home.tagline">简单易用的云原生应用管理平台，让应用管理和交付更简单</Translate>
          </p>
          <Link className="button button--secondary button--lg" to="/docs">
            <Translate id="home.cta.docs">阅读文档</Translate>
          </Link>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <section className="row">
          {highlights.map((highlight) => (
            <div key={highlight.title} className="col col--4 margin-bottom--lg">
              <Heading as="h2">{highlight.title}</Heading>
              <p>{highlight.text}</p>
            </div>
          ))}
        </section>
        <section>
          <Heading as="h2">
            <Translate id="home.install.title">一条命令安装</Translate>
          </Heading>
          <p>
            <Translate id="home.install.text">
              在 Linux、Mac 或 Windows 上执行下面的命令，安装完成后在浏览器中打开控制台的 7070 端口。
            </Translate>
          </p>
          <CodeBlock language="bash">{installCommand}</CodeBlock>
        </section>
      </main>
    </Layout>
  );
}
