import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import { Button, Icon, SiteFooter, type FooterColumn } from '@rainbond/ui';
import { translate } from '@docusaurus/Translate';
import type { RainbondThemeConfig } from '../../theme-config';

interface FooterLinkConfig {
  label?: string;
  to?: string;
  href?: string;
}

function columnsFrom(links: readonly unknown[]): FooterColumn[] {
  return links
    .filter((column): column is { title?: string; items: FooterLinkConfig[] } => typeof column === 'object' && column !== null && 'items' in column)
    .map((column) => ({
      title: column.title ?? '',
      items: column.items
        .filter((item) => item.label !== undefined && (item.to ?? item.href) !== undefined)
        .map((item) => ({ label: item.label, href: (item.to ?? item.href) as string })),
    }));
}

/** The site footer from `themeConfig.footer` (logo, columns, copyright) and `themeConfig.footerExtras`. */
export default function Footer(): React.ReactElement | null {
  const themeConfig = useThemeConfig();
  const { footerExtras } = themeConfig as unknown as RainbondThemeConfig;
  const { footer } = themeConfig;
  const logoSrc = useBaseUrl(footer?.logo?.src ?? '');
  if (!footer) return null;
  const { logo, links, copyright } = footer;
  return (
    <SiteFooter
      label={translate({ id: 'theme.rainbond.footer.label', message: 'Footer', description: 'The ARIA label of the footer navigation' })}
      logo={
        logo?.src === undefined ? undefined : (
          <>
            <img src={logoSrc} alt="" width={logo.width ?? 36} height={logo.height} />
            <span>{logo.alt}</span>
          </>
        )
      }
      tagline={footerExtras.tagline}
      action={
        footerExtras.action === undefined ? undefined : (
          <Button variant="inverse" size="sm" href={footerExtras.action.href} startIcon={<Icon name="star" size={16} />}>
            {footerExtras.action.label}
          </Button>
        )
      }
      columns={columnsFrom(links)}
      copyright={copyright === undefined ? '' : <span dangerouslySetInnerHTML={{ __html: copyright }} />}
    />
  );
}
