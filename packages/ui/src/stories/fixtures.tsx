import { Icon } from '../components/Icon';

/** A neutral sample brand for stories: the kit itself carries no product's logo. */
export function SampleLogo({ name = 'Acme Cloud' }: { name?: string }) {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="#0066FF" />
        <path d="M7 19 14 7l7 12H7Z" fill="#fff" />
      </svg>
      <span>{name}</span>
    </>
  );
}

export const sampleNavZh = [
  { label: '文档', href: '/docs' },
  {
    label: '产品功能',
    items: [
      { label: '信创', href: '/xinchuang' },
      { label: 'DevOps', href: '/feature/devops' },
      { label: '多云管理', href: '/feature/multi-cluster' },
      { label: '服务网格', href: '/feature/service-mesh' },
      { label: '应用运维', href: '/feature/app-ops' },
    ],
  },
  {
    label: '深入了解',
    items: [
      { label: '使用场景', href: '/usescene' },
      { label: '用户案例', href: '/case' },
      { label: '博客', href: '/blog' },
    ],
  },
  { label: '企业版', href: '/enterprise_server' },
];

export const sampleNavEn = [
  { label: 'Docs', href: '/en/docs' },
  {
    label: 'Features',
    items: [
      { label: 'XinChuang', href: '/en/xinchuang' },
      { label: 'DevOps', href: '/en/feature/devops' },
      { label: 'Multi-cluster', href: '/en/feature/multi-cluster' },
    ],
  },
  { label: 'Enterprise', href: '/en/enterprise_server' },
];

export const sampleEndItems = [
  { label: 'V6.2', items: [{ label: 'V6.2', href: '/docs' }, { label: 'V5.17', href: '/docs/5.17' }] },
  { label: '简体中文', items: [{ label: '简体中文', href: '/' }, { label: 'English', href: '/en/' }] },
  { label: <Icon name="github" size={22} />, ariaLabel: 'GitHub', href: 'https://github.com/' },
  { label: <Icon name="gitee" size={22} />, ariaLabel: 'Gitee', href: 'https://gitee.com/' },
];
