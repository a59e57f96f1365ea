// A minimal site that is not Rainbond: one locale, its own title, logo, links, docs and blog.
// reuse-test/run.mjs installs the packed preset (with the theme and the kit) into it and builds it.
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Acme Cloud Docs',
  tagline: 'Acme Cloud runs containers for small teams.',
  url: 'https://docs.acme.example',
  // Without one, browsers ask for /favicon.ico and log its 404 (Lighthouse's best practices count it).
  favicon: 'img/acme.svg',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  // The preset's lean bundle needs Rspack (Docusaurus Faster), whose worker threads need this v4 flag.
  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },
  presets: [
    [
      '@rainbond/docusaurus-preset',
      {
        docs: { sidebarPath: false },
        blog: { blogTitle: 'Acme blog', onInlineAuthors: 'ignore' },
        llms: { summary: 'Acme Cloud runs containers for small teams.' },
        // A page whose copy is YAML in marketing/, drawn by the theme from its typed sections.
        marketingPages: { contentDir: __dirname, routes: [{ path: '/product', sections: 'product.yml' }] },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Acme Cloud',
      // The title beside the logo names the link; an alt text would repeat it (Lighthouse's image-redundant-alt).
      logo: { alt: '', src: 'img/acme.svg' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Guides', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/product', label: 'Product', position: 'left' },
        { type: 'dropdown', label: 'Resources', position: 'left', items: [{ label: 'Status page', href: 'https://status.acme.example' }] },
        { href: 'https://git.acme.example/acme/cloud', label: 'Source', position: 'right' },
      ],
    },
    footer: {
      logo: { alt: 'Acme Cloud', src: 'img/acme.svg' },
      links: [{ title: 'Learn', items: [{ label: 'Guides', to: '/docs/intro' }] }],
      copyright: 'Copyright © 2026 Acme Example Ltd.',
    },
    footerExtras: { tagline: 'Acme runs your workloads while you sleep.', action: { label: 'Try Acme', href: 'https://acme.example/try' } },
    supportDialog: { title: 'Questions about Acme?', body: 'Write to the Acme team.' },
    mobileMenu: { items: [{ label: 'Guides', to: '/docs/intro' }] },
  },
};
